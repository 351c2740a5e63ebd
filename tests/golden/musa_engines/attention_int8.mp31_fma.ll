; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nsw i64 %8, 4
  %12 = and i64 %11, 48
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr i8, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr i8, ptr addrspace(1) %18, i64 %12
  %20 = load i8, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 1
  %22 = load i8, ptr addrspace(1) %21, align 1
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %24 = load i8, ptr addrspace(1) %23, align 2
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 3
  %26 = load i8, ptr addrspace(1) %25, align 1
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %28 = load i8, ptr addrspace(1) %27, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 5
  %30 = load i8, ptr addrspace(1) %29, align 1
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %32 = load i8, ptr addrspace(1) %31, align 2
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 7
  %34 = load i8, ptr addrspace(1) %33, align 1
  %35 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %36 = load i8, ptr addrspace(1) %35, align 8
  %37 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 9
  %38 = load i8, ptr addrspace(1) %37, align 1
  %39 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %40 = load i8, ptr addrspace(1) %39, align 2
  %41 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 11
  %42 = load i8, ptr addrspace(1) %41, align 1
  %43 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %44 = load i8, ptr addrspace(1) %43, align 4
  %45 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 13
  %46 = load i8, ptr addrspace(1) %45, align 1
  %47 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %48 = load i8, ptr addrspace(1) %47, align 2
  %49 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 15
  %50 = load i8, ptr addrspace(1) %49, align 1
  %51 = add nuw nsw i64 %13, 32
  %52 = trunc i64 %51 to i32
  %53 = add i32 %10, %52
  %54 = shl i32 %53, 6
  %55 = sext i32 %54 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 %12
  %58 = load i8, ptr addrspace(1) %57, align 16
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 1
  %60 = load i8, ptr addrspace(1) %59, align 1
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 2
  %62 = load i8, ptr addrspace(1) %61, align 2
  %63 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 3
  %64 = load i8, ptr addrspace(1) %63, align 1
  %65 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 4
  %66 = load i8, ptr addrspace(1) %65, align 4
  %67 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 5
  %68 = load i8, ptr addrspace(1) %67, align 1
  %69 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 6
  %70 = load i8, ptr addrspace(1) %69, align 2
  %71 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 7
  %72 = load i8, ptr addrspace(1) %71, align 1
  %73 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 8
  %74 = load i8, ptr addrspace(1) %73, align 8
  %75 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 9
  %76 = load i8, ptr addrspace(1) %75, align 1
  %77 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 10
  %78 = load i8, ptr addrspace(1) %77, align 2
  %79 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 11
  %80 = load i8, ptr addrspace(1) %79, align 1
  %81 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 12
  %82 = load i8, ptr addrspace(1) %81, align 4
  %83 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 13
  %84 = load i8, ptr addrspace(1) %83, align 1
  %85 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 14
  %86 = load i8, ptr addrspace(1) %85, align 2
  %87 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 15
  %88 = load i8, ptr addrspace(1) %87, align 1
  %89 = icmp sgt i32 %5, 0
  %90 = icmp ult i32 %7, 64
  br i1 %90, label %91, label %93

91: ; preds = %6
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %92, align 4
  br label %93

93: ; preds = %91, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %94, label %96

94: ; preds = %93
  %95 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %95, align 4
  br label %96

96: ; preds = %94, %93
  tail call void @llvm.musa.syncthreads.lm()
  %97 = or i64 %12, 8
  %98 = shl i32 %14, 6
  %99 = sext i32 %98 to i64
  %100 = getelementptr half, ptr addrspace(1) %2, i64 %99
  br i1 %89, label %101, label %104

101: ; preds = %96
  %102 = getelementptr half, ptr addrspace(1) %100, i64 %12
  %103 = load <8 x half>, ptr addrspace(1) %102, align 16
  br label %104

104: ; preds = %101, %96
  %105 = phi <8 x half> [ %103, %101 ], [ zeroinitializer, %96 ]
  br i1 %89, label %106, label %109

106: ; preds = %104
  %107 = getelementptr half, ptr addrspace(1) %100, i64 %97
  %108 = load <8 x half>, ptr addrspace(1) %107, align 16
  br label %109

109: ; preds = %106, %104
  %110 = phi <8 x half> [ %108, %106 ], [ zeroinitializer, %104 ]
  %111 = or i64 %12, 1
  %112 = or i64 %12, 2
  %113 = or i64 %12, 3
  %114 = or i64 %12, 4
  %115 = or i64 %12, 5
  %116 = or i64 %12, 6
  %117 = or i64 %12, 7
  %118 = or i64 %12, 9
  %119 = or i64 %12, 10
  %120 = or i64 %12, 11
  %121 = or i64 %12, 12
  %122 = or i64 %12, 13
  %123 = or i64 %12, 14
  %124 = or i64 %12, 15
  %125 = and i64 %11, -64
  %126 = trunc i64 %11 to i32
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %126
  %128 = or i64 %111, %125
  %129 = trunc i64 %128 to i32
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %129
  %131 = or i64 %112, %125
  %132 = trunc i64 %131 to i32
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %132
  %134 = or i64 %113, %125
  %135 = trunc i64 %134 to i32
  %136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %135
  %137 = or i64 %114, %125
  %138 = trunc i64 %137 to i32
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %138
  %140 = or i64 %115, %125
  %141 = trunc i64 %140 to i32
  %142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %141
  %143 = or i64 %116, %125
  %144 = trunc i64 %143 to i32
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %144
  %146 = or i64 %117, %125
  %147 = trunc i64 %146 to i32
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %147
  %149 = or i64 %97, %125
  %150 = trunc i64 %149 to i32
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %150
  %152 = or i64 %118, %125
  %153 = trunc i64 %152 to i32
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %153
  %155 = or i64 %119, %125
  %156 = trunc i64 %155 to i32
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %156
  %158 = or i64 %120, %125
  %159 = trunc i64 %158 to i32
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %159
  %161 = or i64 %121, %125
  %162 = trunc i64 %161 to i32
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %162
  %164 = or i64 %122, %125
  %165 = trunc i64 %164 to i32
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %165
  %167 = or i64 %123, %125
  %168 = trunc i64 %167 to i32
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %168
  %170 = or i64 %124, %125
  %171 = trunc i64 %170 to i32
  %172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %171
  %173 = shl i64 %51, 6
  %174 = or i64 %173, %12
  %175 = trunc i64 %174 to i32
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %175
  %177 = or i64 %173, %111
  %178 = trunc i64 %177 to i32
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %178
  %180 = or i64 %173, %112
  %181 = trunc i64 %180 to i32
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %181
  %183 = or i64 %173, %113
  %184 = trunc i64 %183 to i32
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %184
  %186 = or i64 %173, %114
  %187 = trunc i64 %186 to i32
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %187
  %189 = or i64 %173, %115
  %190 = trunc i64 %189 to i32
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %190
  %192 = or i64 %173, %116
  %193 = trunc i64 %192 to i32
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %193
  %195 = or i64 %173, %117
  %196 = trunc i64 %195 to i32
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %196
  %198 = or i64 %173, %97
  %199 = trunc i64 %198 to i32
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %199
  %201 = or i64 %173, %118
  %202 = trunc i64 %201 to i32
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %202
  %204 = or i64 %173, %119
  %205 = trunc i64 %204 to i32
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %205
  %207 = or i64 %173, %120
  %208 = trunc i64 %207 to i32
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %208
  %210 = or i64 %173, %121
  %211 = trunc i64 %210 to i32
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %211
  %213 = or i64 %173, %122
  %214 = trunc i64 %213 to i32
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %214
  %216 = or i64 %173, %123
  %217 = trunc i64 %216 to i32
  %218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %217
  %219 = or i64 %173, %124
  %220 = trunc i64 %219 to i32
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %220
  %222 = sext i8 %20 to i32
  %223 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %126
  %224 = sext i8 %22 to i32
  %225 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %129
  %226 = sext i8 %24 to i32
  %227 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %132
  %228 = sext i8 %26 to i32
  %229 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %135
  %230 = sext i8 %28 to i32
  %231 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %138
  %232 = sext i8 %30 to i32
  %233 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %141
  %234 = sext i8 %32 to i32
  %235 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %144
  %236 = sext i8 %34 to i32
  %237 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %147
  %238 = sext i8 %36 to i32
  %239 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %150
  %240 = sext i8 %38 to i32
  %241 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %153
  %242 = sext i8 %40 to i32
  %243 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %156
  %244 = sext i8 %42 to i32
  %245 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %159
  %246 = sext i8 %44 to i32
  %247 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %162
  %248 = sext i8 %46 to i32
  %249 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %165
  %250 = sext i8 %48 to i32
  %251 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %168
  %252 = sext i8 %50 to i32
  %253 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %171
  %254 = sext i8 %58 to i32
  %255 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %175
  %256 = sext i8 %60 to i32
  %257 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %178
  %258 = sext i8 %62 to i32
  %259 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %181
  %260 = sext i8 %64 to i32
  %261 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %184
  %262 = sext i8 %66 to i32
  %263 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %187
  %264 = sext i8 %68 to i32
  %265 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %190
  %266 = sext i8 %70 to i32
  %267 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %193
  %268 = sext i8 %72 to i32
  %269 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %196
  %270 = sext i8 %74 to i32
  %271 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %199
  %272 = sext i8 %76 to i32
  %273 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %202
  %274 = sext i8 %78 to i32
  %275 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %205
  %276 = sext i8 %80 to i32
  %277 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %208
  %278 = sext i8 %82 to i32
  %279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %211
  %280 = sext i8 %84 to i32
  %281 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %214
  %282 = sext i8 %86 to i32
  %283 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %217
  %284 = sext i8 %88 to i32
  %285 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %220
  %286 = shl nuw nsw i64 %12, 5
  %287 = add nuw nsw i64 %286, %13
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %288
  %290 = shl nuw nsw i64 %111, 5
  %291 = add nuw nsw i64 %290, %13
  %292 = trunc i64 %291 to i32
  %293 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %292
  %294 = shl nuw nsw i64 %112, 5
  %295 = add nuw nsw i64 %294, %13
  %296 = trunc i64 %295 to i32
  %297 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %296
  %298 = shl nuw nsw i64 %113, 5
  %299 = add nuw nsw i64 %298, %13
  %300 = trunc i64 %299 to i32
  %301 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %300
  %302 = shl nuw nsw i64 %114, 5
  %303 = add nuw nsw i64 %302, %13
  %304 = trunc i64 %303 to i32
  %305 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %304
  %306 = shl nuw nsw i64 %115, 5
  %307 = add nuw nsw i64 %306, %13
  %308 = trunc i64 %307 to i32
  %309 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %308
  %310 = shl nuw nsw i64 %116, 5
  %311 = add nuw nsw i64 %310, %13
  %312 = trunc i64 %311 to i32
  %313 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %312
  %314 = shl nuw nsw i64 %117, 5
  %315 = add nuw nsw i64 %314, %13
  %316 = trunc i64 %315 to i32
  %317 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %316
  %318 = shl nuw nsw i64 %97, 5
  %319 = add nuw nsw i64 %318, %13
  %320 = trunc i64 %319 to i32
  %321 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %320
  %322 = shl nuw nsw i64 %118, 5
  %323 = add nuw nsw i64 %322, %13
  %324 = trunc i64 %323 to i32
  %325 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %324
  %326 = shl nuw nsw i64 %119, 5
  %327 = add nuw nsw i64 %326, %13
  %328 = trunc i64 %327 to i32
  %329 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %328
  %330 = shl nuw nsw i64 %120, 5
  %331 = add nuw nsw i64 %330, %13
  %332 = trunc i64 %331 to i32
  %333 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %332
  %334 = shl nuw nsw i64 %121, 5
  %335 = add nuw nsw i64 %334, %13
  %336 = trunc i64 %335 to i32
  %337 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %336
  %338 = shl nuw nsw i64 %122, 5
  %339 = add nuw nsw i64 %338, %13
  %340 = trunc i64 %339 to i32
  %341 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %340
  %342 = shl nuw nsw i64 %123, 5
  %343 = add nuw nsw i64 %342, %13
  %344 = trunc i64 %343 to i32
  %345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %344
  %346 = shl nuw nsw i64 %124, 5
  %347 = add nuw nsw i64 %346, %13
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %348
  %350 = and i64 %8, 31
  %351 = lshr i64 %8, 5
  %352 = shl i64 %351, 6
  %353 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %7
  %354 = add nuw nsw i64 %351, 4
  %355 = shl i64 %354, 6
  %356 = shl i64 %354, 5
  %357 = or i64 %356, %350
  %358 = trunc i64 %357 to i32
  %359 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %358
  %360 = add nuw nsw i64 %351, 8
  %361 = shl i64 %360, 6
  %362 = shl i64 %360, 5
  %363 = or i64 %362, %350
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %364
  %366 = add nuw nsw i64 %351, 12
  %367 = shl i64 %366, 6
  %368 = shl i64 %366, 5
  %369 = or i64 %368, %350
  %370 = trunc i64 %369 to i32
  %371 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %370
  %372 = add nuw nsw i64 %351, 16
  %373 = shl i64 %372, 6
  %374 = shl i64 %372, 5
  %375 = or i64 %374, %350
  %376 = trunc i64 %375 to i32
  %377 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %376
  %378 = add nuw nsw i64 %351, 20
  %379 = shl i64 %378, 6
  %380 = shl i64 %378, 5
  %381 = or i64 %380, %350
  %382 = trunc i64 %381 to i32
  %383 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %382
  %384 = add nuw nsw i64 %351, 24
  %385 = shl i64 %384, 6
  %386 = shl i64 %384, 5
  %387 = or i64 %386, %350
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %388
  %390 = add nuw nsw i64 %351, 28
  %391 = shl i64 %390, 6
  %392 = shl i64 %390, 5
  %393 = or i64 %392, %350
  %394 = trunc i64 %393 to i32
  %395 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %394
  %396 = add nuw nsw i64 %351, 32
  %397 = shl i64 %396, 6
  %398 = shl i64 %396, 5
  %399 = or i64 %398, %350
  %400 = trunc i64 %399 to i32
  %401 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %400
  %402 = add nuw nsw i64 %351, 36
  %403 = shl i64 %402, 6
  %404 = shl i64 %402, 5
  %405 = or i64 %404, %350
  %406 = trunc i64 %405 to i32
  %407 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %406
  %408 = add nuw nsw i64 %351, 40
  %409 = shl i64 %408, 6
  %410 = shl i64 %408, 5
  %411 = or i64 %410, %350
  %412 = trunc i64 %411 to i32
  %413 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %412
  %414 = add nuw nsw i64 %351, 44
  %415 = shl i64 %414, 6
  %416 = shl i64 %414, 5
  %417 = or i64 %416, %350
  %418 = trunc i64 %417 to i32
  %419 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %418
  %420 = add nuw nsw i64 %351, 48
  %421 = shl i64 %420, 6
  %422 = shl i64 %420, 5
  %423 = or i64 %422, %350
  %424 = trunc i64 %423 to i32
  %425 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %424
  %426 = add nuw nsw i64 %351, 52
  %427 = shl i64 %426, 6
  %428 = shl i64 %426, 5
  %429 = or i64 %428, %350
  %430 = trunc i64 %429 to i32
  %431 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %430
  %432 = add nuw nsw i64 %351, 56
  %433 = shl i64 %432, 6
  %434 = shl i64 %432, 5
  %435 = or i64 %434, %350
  %436 = trunc i64 %435 to i32
  %437 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %436
  %438 = add nuw nsw i64 %351, 60
  %439 = shl i64 %438, 6
  %440 = shl i64 %438, 5
  %441 = or i64 %440, %350
  %442 = trunc i64 %441 to i32
  %443 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %442
  %444 = and i64 %8, 1
  %445 = icmp ult i32 %7, 128
  %446 = and i64 %11, 4294967264
  %447 = shl nuw nsw i64 %444, 4
  %448 = select i1 %445, i64 %446, i64 0
  %449 = or i64 %448, %447
  %450 = trunc i64 %449 to i32
  %451 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %450
  %452 = or i32 %450, 1
  %453 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %452
  %454 = or i32 %450, 2
  %455 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %454
  %456 = or i32 %450, 3
  %457 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %456
  %458 = or i32 %450, 4
  %459 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %458
  %460 = or i32 %450, 5
  %461 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %460
  %462 = or i32 %450, 6
  %463 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %462
  %464 = or i32 %450, 7
  %465 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %464
  %466 = or i32 %450, 8
  %467 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %466
  %468 = or i32 %450, 9
  %469 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %468
  %470 = or i32 %450, 10
  %471 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %470
  %472 = or i32 %450, 11
  %473 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %472
  %474 = or i32 %450, 12
  %475 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %474
  %476 = or i32 %450, 13
  %477 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %476
  %478 = or i32 %450, 14
  %479 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %478
  %480 = or i32 %450, 15
  %481 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %480
  %482 = icmp eq i64 %444, 0
  %483 = and i1 %445, %482
  %484 = lshr i64 %11, 5
  %485 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %126
  %486 = trunc i64 %484 to i32
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %486
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %486
  %489 = or i32 %126, 1
  %490 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %489
  %491 = or i32 %126, 2
  %492 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %491
  %493 = or i32 %126, 3
  %494 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %493
  %495 = or i32 %126, 4
  %496 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %495
  %497 = or i32 %126, 5
  %498 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %497
  %499 = or i32 %126, 6
  %500 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %499
  %501 = or i32 %126, 7
  %502 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %501
  %503 = or i32 %126, 8
  %504 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %503
  %505 = or i32 %126, 9
  %506 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %505
  %507 = or i32 %126, 10
  %508 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %507
  %509 = or i32 %126, 11
  %510 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %509
  %511 = or i32 %126, 12
  %512 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %511
  %513 = or i32 %126, 13
  %514 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %513
  %515 = or i32 %126, 14
  %516 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %515
  %517 = or i32 %126, 15
  %518 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %517
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %126
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %489
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %491
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %493
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %495
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %497
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %499
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %501
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %503
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %505
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %507
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %509
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %511
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %513
  %533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %515
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %517
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %450
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %452
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %454
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %456
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %458
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %460
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %462
  %542 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %464
  %543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %466
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %468
  %545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %470
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %472
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %474
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %476
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %478
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %480
  %551 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %126
  %552 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %489
  %553 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %491
  %554 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %493
  %555 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %495
  %556 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %497
  %557 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %499
  %558 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %501
  %559 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %503
  %560 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %505
  %561 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %507
  %562 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %509
  %563 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %511
  %564 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %513
  %565 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %515
  %566 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %517
  %567 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %126
  %568 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %129
  %569 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %132
  %570 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %135
  %571 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %138
  %572 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %141
  %573 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %144
  %574 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %147
  %575 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %150
  %576 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %153
  %577 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %156
  %578 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %159
  %579 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %162
  %580 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %165
  %581 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %168
  %582 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %171
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %126
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %129
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %141
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %144
  %587 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %147
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %150
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %175
  %590 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %199
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %12
  br i1 %89, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %109
  %591 = extractelement <8 x half> %110, i64 7
  %592 = extractelement <8 x half> %110, i64 6
  %593 = extractelement <8 x half> %110, i64 5
  %594 = extractelement <8 x half> %110, i64 4
  %595 = extractelement <8 x half> %110, i64 3
  %596 = extractelement <8 x half> %110, i64 2
  %597 = extractelement <8 x half> %110, i64 1
  %598 = extractelement <8 x half> %110, i64 0
  %599 = lshr i32 %7, 1
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %599
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %7
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %7
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %599
  %605 = and i64 %8, 63
  %606 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %7
  br label %608

608: ; preds = %.lr.ph, %1305
  %609 = phi half [ %591, %.lr.ph ], [ %996, %1305 ]
  %610 = phi half [ %592, %.lr.ph ], [ %670, %1305 ]
  %611 = phi half [ %593, %.lr.ph ], [ %739, %1305 ]
  %612 = phi half [ %594, %.lr.ph ], [ %669, %1305 ]
  %613 = phi half [ %595, %.lr.ph ], [ %757, %1305 ]
  %614 = phi half [ %596, %.lr.ph ], [ %668, %1305 ]
  %615 = phi half [ %597, %.lr.ph ], [ %738, %1305 ]
  %616 = phi half [ %598, %.lr.ph ], [ %667, %1305 ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %1305 ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %1305 ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %1305 ]
  %620 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %1305 ]
  %621 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %1305 ]
  %622 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %1305 ]
  %623 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %1305 ]
  %624 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %1305 ]
  %625 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %1305 ]
  %626 = phi float [ 0.000000e+00, %.lr.ph ], [ %1320, %1305 ]
  %627 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %1305 ]
  %628 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %1305 ]
  %629 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %1305 ]
  %630 = phi float [ 0.000000e+00, %.lr.ph ], [ %1316, %1305 ]
  %631 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %1305 ]
  %632 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %1305 ]
  %633 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %1305 ]
  %634 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %1305 ]
  %635 = phi float [ 0.000000e+00, %.lr.ph ], [ %1311, %1305 ]
  %636 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %1305 ]
  %637 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %1305 ]
  %638 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %1305 ]
  %639 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %1305 ]
  %640 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %1305 ]
  %641 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %1305 ]
  %642 = phi float [ 0.000000e+00, %.lr.ph ], [ %1289, %1305 ]
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %1288, %1305 ]
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %1305 ]
  %645 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %1305 ]
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %1305 ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %1305 ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %1286, %1305 ]
  %649 = phi i32 [ 0, %.lr.ph ], [ %651, %1305 ]
  %650 = phi <8 x half> [ %105, %.lr.ph ], [ %661, %1305 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %648, ptr addrspace(3) %127, align 16
  store float %647, ptr addrspace(3) %130, align 4
  store float %646, ptr addrspace(3) %133, align 8
  store float %645, ptr addrspace(3) %136, align 4
  store float %644, ptr addrspace(3) %139, align 16
  store float %643, ptr addrspace(3) %142, align 4
  store float %642, ptr addrspace(3) %145, align 8
  store float %641, ptr addrspace(3) %148, align 4
  store float %640, ptr addrspace(3) %151, align 16
  store float %639, ptr addrspace(3) %154, align 4
  store float %638, ptr addrspace(3) %157, align 8
  store float %637, ptr addrspace(3) %160, align 4
  store float %636, ptr addrspace(3) %163, align 16
  store float %635, ptr addrspace(3) %166, align 4
  store float %634, ptr addrspace(3) %169, align 8
  store float %633, ptr addrspace(3) %172, align 4
  store float %632, ptr addrspace(3) %176, align 16
  store float %631, ptr addrspace(3) %179, align 4
  store float %630, ptr addrspace(3) %182, align 8
  store float %629, ptr addrspace(3) %185, align 4
  store float %628, ptr addrspace(3) %188, align 16
  store float %627, ptr addrspace(3) %191, align 4
  store float %626, ptr addrspace(3) %194, align 8
  store float %625, ptr addrspace(3) %197, align 4
  store float %624, ptr addrspace(3) %200, align 16
  store float %623, ptr addrspace(3) %203, align 4
  store float %622, ptr addrspace(3) %206, align 8
  store float %621, ptr addrspace(3) %209, align 4
  store float %620, ptr addrspace(3) %212, align 16
  store float %619, ptr addrspace(3) %215, align 4
  store float %618, ptr addrspace(3) %218, align 8
  store float %617, ptr addrspace(3) %221, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %651 = add i32 %649, 32
  %652 = icmp slt i32 %651, %5
  %653 = add i32 %651, %14
  %654 = shl i32 %653, 6
  %655 = sext i32 %654 to i64
  %656 = getelementptr half, ptr addrspace(1) %2, i64 %655
  br i1 %652, label %657, label %660

657: ; preds = %608
  %658 = getelementptr half, ptr addrspace(1) %656, i64 %12
  %659 = load <8 x half>, ptr addrspace(1) %658, align 16
  br label %660

660: ; preds = %657, %608
  %661 = phi <8 x half> [ %659, %657 ], [ zeroinitializer, %608 ]
  br i1 %652, label %662, label %665

662: ; preds = %660
  %663 = getelementptr half, ptr addrspace(1) %656, i64 %97
  %664 = load <8 x half>, ptr addrspace(1) %663, align 16
  br label %665

665: ; preds = %662, %660
  %666 = phi <8 x half> [ %664, %662 ], [ zeroinitializer, %660 ]
  %667 = extractelement <8 x half> %666, i64 0
  %668 = extractelement <8 x half> %666, i64 2
  %669 = extractelement <8 x half> %666, i64 4
  %670 = extractelement <8 x half> %666, i64 6
  store i32 %222, ptr addrspace(3) %223, align 16
  store i32 %224, ptr addrspace(3) %225, align 4
  store i32 %226, ptr addrspace(3) %227, align 8
  store i32 %228, ptr addrspace(3) %229, align 4
  store i32 %230, ptr addrspace(3) %231, align 16
  store i32 %232, ptr addrspace(3) %233, align 4
  store i32 %234, ptr addrspace(3) %235, align 8
  store i32 %236, ptr addrspace(3) %237, align 4
  store i32 %238, ptr addrspace(3) %239, align 16
  store i32 %240, ptr addrspace(3) %241, align 4
  store i32 %242, ptr addrspace(3) %243, align 8
  store i32 %244, ptr addrspace(3) %245, align 4
  store i32 %246, ptr addrspace(3) %247, align 16
  store i32 %248, ptr addrspace(3) %249, align 4
  store i32 %250, ptr addrspace(3) %251, align 8
  store i32 %252, ptr addrspace(3) %253, align 4
  store i32 %254, ptr addrspace(3) %255, align 16
  store i32 %256, ptr addrspace(3) %257, align 4
  store i32 %258, ptr addrspace(3) %259, align 8
  store i32 %260, ptr addrspace(3) %261, align 4
  store i32 %262, ptr addrspace(3) %263, align 16
  store i32 %264, ptr addrspace(3) %265, align 4
  store i32 %266, ptr addrspace(3) %267, align 8
  store i32 %268, ptr addrspace(3) %269, align 4
  store i32 %270, ptr addrspace(3) %271, align 16
  store i32 %272, ptr addrspace(3) %273, align 4
  store i32 %274, ptr addrspace(3) %275, align 8
  store i32 %276, ptr addrspace(3) %277, align 4
  store i32 %278, ptr addrspace(3) %279, align 16
  store i32 %280, ptr addrspace(3) %281, align 4
  store i32 %282, ptr addrspace(3) %283, align 8
  store i32 %284, ptr addrspace(3) %285, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %671 = add i32 %649, %14
  %672 = shl i32 %671, 6
  %673 = sext i32 %672 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %673
  %674 = load i8, ptr addrspace(1) %gep, align 16
  %675 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 1
  %676 = load i8, ptr addrspace(1) %675, align 1
  %677 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %678 = load i8, ptr addrspace(1) %677, align 2
  %679 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 3
  %680 = load i8, ptr addrspace(1) %679, align 1
  %681 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %682 = load i8, ptr addrspace(1) %681, align 4
  %683 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 5
  %684 = load i8, ptr addrspace(1) %683, align 1
  %685 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %686 = load i8, ptr addrspace(1) %685, align 2
  %687 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 7
  %688 = load i8, ptr addrspace(1) %687, align 1
  %689 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %690 = load i8, ptr addrspace(1) %689, align 8
  %691 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 9
  %692 = load i8, ptr addrspace(1) %691, align 1
  %693 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 10
  %694 = load i8, ptr addrspace(1) %693, align 2
  %695 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 11
  %696 = load i8, ptr addrspace(1) %695, align 1
  %697 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %698 = load i8, ptr addrspace(1) %697, align 4
  %699 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 13
  %700 = load i8, ptr addrspace(1) %699, align 1
  %701 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 14
  %702 = load i8, ptr addrspace(1) %701, align 2
  %703 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 15
  %704 = load i8, ptr addrspace(1) %703, align 1
  %705 = sext i8 %674 to i32
  store i32 %705, ptr addrspace(3) %289, align 4
  %706 = sext i8 %676 to i32
  store i32 %706, ptr addrspace(3) %293, align 4
  %707 = sext i8 %678 to i32
  store i32 %707, ptr addrspace(3) %297, align 4
  %708 = sext i8 %680 to i32
  store i32 %708, ptr addrspace(3) %301, align 4
  %709 = sext i8 %682 to i32
  store i32 %709, ptr addrspace(3) %305, align 4
  %710 = sext i8 %684 to i32
  store i32 %710, ptr addrspace(3) %309, align 4
  %711 = sext i8 %686 to i32
  store i32 %711, ptr addrspace(3) %313, align 4
  %712 = sext i8 %688 to i32
  store i32 %712, ptr addrspace(3) %317, align 4
  %713 = sext i8 %690 to i32
  store i32 %713, ptr addrspace(3) %321, align 4
  %714 = sext i8 %692 to i32
  store i32 %714, ptr addrspace(3) %325, align 4
  %715 = sext i8 %694 to i32
  store i32 %715, ptr addrspace(3) %329, align 4
  %716 = sext i8 %696 to i32
  store i32 %716, ptr addrspace(3) %333, align 4
  %717 = sext i8 %698 to i32
  store i32 %717, ptr addrspace(3) %337, align 4
  %718 = sext i8 %700 to i32
  store i32 %718, ptr addrspace(3) %341, align 4
  %719 = sext i8 %702 to i32
  store i32 %719, ptr addrspace(3) %345, align 4
  %720 = sext i8 %704 to i32
  store i32 %720, ptr addrspace(3) %349, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %721

721: ; preds = %665, %721
  %722 = phi i32 [ 0, %665 ], [ %734, %721 ]
  %723 = phi i64 [ 0, %665 ], [ %735, %721 ]
  %724 = add nuw nsw i64 %723, %352
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %725
  %727 = load i32, ptr addrspace(3) %726, align 4
  %728 = shl nuw nsw i64 %723, 5
  %729 = or i64 %728, %350
  %730 = trunc i64 %729 to i32
  %731 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %730
  %732 = load i32, ptr addrspace(3) %731, align 4
  %733 = mul i32 %732, %727
  %734 = add i32 %733, %722
  %735 = add nuw nsw i64 %723, 1
  %736 = icmp ult i64 %723, 63
  br i1 %736, label %721, label %737

737: ; preds = %721
  %738 = extractelement <8 x half> %666, i64 1
  %739 = extractelement <8 x half> %666, i64 5
  store i32 %734, ptr addrspace(3) %353, align 4
  br label %740

740: ; preds = %737, %740
  %741 = phi i32 [ 0, %737 ], [ %753, %740 ]
  %742 = phi i64 [ 0, %737 ], [ %754, %740 ]
  %743 = add nuw nsw i64 %742, %355
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %744
  %746 = load i32, ptr addrspace(3) %745, align 4
  %747 = shl nuw nsw i64 %742, 5
  %748 = or i64 %747, %350
  %749 = trunc i64 %748 to i32
  %750 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %749
  %751 = load i32, ptr addrspace(3) %750, align 4
  %752 = mul i32 %751, %746
  %753 = add i32 %752, %741
  %754 = add nuw nsw i64 %742, 1
  %755 = icmp ult i64 %742, 63
  br i1 %755, label %740, label %756

756: ; preds = %740
  %757 = extractelement <8 x half> %666, i64 3
  store i32 %753, ptr addrspace(3) %359, align 4
  br label %758

758: ; preds = %756, %758
  %759 = phi i32 [ 0, %756 ], [ %771, %758 ]
  %760 = phi i64 [ 0, %756 ], [ %772, %758 ]
  %761 = add nuw nsw i64 %760, %361
  %762 = trunc i64 %761 to i32
  %763 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %762
  %764 = load i32, ptr addrspace(3) %763, align 4
  %765 = shl nuw nsw i64 %760, 5
  %766 = or i64 %765, %350
  %767 = trunc i64 %766 to i32
  %768 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %767
  %769 = load i32, ptr addrspace(3) %768, align 4
  %770 = mul i32 %769, %764
  %771 = add i32 %770, %759
  %772 = add nuw nsw i64 %760, 1
  %773 = icmp ult i64 %760, 63
  br i1 %773, label %758, label %774

774: ; preds = %758
  store i32 %771, ptr addrspace(3) %365, align 4
  br label %775

775: ; preds = %774, %775
  %776 = phi i32 [ 0, %774 ], [ %788, %775 ]
  %777 = phi i64 [ 0, %774 ], [ %789, %775 ]
  %778 = add nuw nsw i64 %777, %367
  %779 = trunc i64 %778 to i32
  %780 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %779
  %781 = load i32, ptr addrspace(3) %780, align 4
  %782 = shl nuw nsw i64 %777, 5
  %783 = or i64 %782, %350
  %784 = trunc i64 %783 to i32
  %785 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %784
  %786 = load i32, ptr addrspace(3) %785, align 4
  %787 = mul i32 %786, %781
  %788 = add i32 %787, %776
  %789 = add nuw nsw i64 %777, 1
  %790 = icmp ult i64 %777, 63
  br i1 %790, label %775, label %791

791: ; preds = %775
  store i32 %788, ptr addrspace(3) %371, align 4
  br label %792

792: ; preds = %791, %792
  %793 = phi i32 [ 0, %791 ], [ %805, %792 ]
  %794 = phi i64 [ 0, %791 ], [ %806, %792 ]
  %795 = add nuw nsw i64 %794, %373
  %796 = trunc i64 %795 to i32
  %797 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %796
  %798 = load i32, ptr addrspace(3) %797, align 4
  %799 = shl nuw nsw i64 %794, 5
  %800 = or i64 %799, %350
  %801 = trunc i64 %800 to i32
  %802 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %801
  %803 = load i32, ptr addrspace(3) %802, align 4
  %804 = mul i32 %803, %798
  %805 = add i32 %804, %793
  %806 = add nuw nsw i64 %794, 1
  %807 = icmp ult i64 %794, 63
  br i1 %807, label %792, label %808

808: ; preds = %792
  store i32 %805, ptr addrspace(3) %377, align 4
  br label %809

809: ; preds = %808, %809
  %810 = phi i32 [ 0, %808 ], [ %822, %809 ]
  %811 = phi i64 [ 0, %808 ], [ %823, %809 ]
  %812 = add nuw nsw i64 %811, %379
  %813 = trunc i64 %812 to i32
  %814 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %813
  %815 = load i32, ptr addrspace(3) %814, align 4
  %816 = shl nuw nsw i64 %811, 5
  %817 = or i64 %816, %350
  %818 = trunc i64 %817 to i32
  %819 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %818
  %820 = load i32, ptr addrspace(3) %819, align 4
  %821 = mul i32 %820, %815
  %822 = add i32 %821, %810
  %823 = add nuw nsw i64 %811, 1
  %824 = icmp ult i64 %811, 63
  br i1 %824, label %809, label %825

825: ; preds = %809
  store i32 %822, ptr addrspace(3) %383, align 4
  br label %826

826: ; preds = %825, %826
  %827 = phi i32 [ 0, %825 ], [ %839, %826 ]
  %828 = phi i64 [ 0, %825 ], [ %840, %826 ]
  %829 = add nuw nsw i64 %828, %385
  %830 = trunc i64 %829 to i32
  %831 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %830
  %832 = load i32, ptr addrspace(3) %831, align 4
  %833 = shl nuw nsw i64 %828, 5
  %834 = or i64 %833, %350
  %835 = trunc i64 %834 to i32
  %836 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %835
  %837 = load i32, ptr addrspace(3) %836, align 4
  %838 = mul i32 %837, %832
  %839 = add i32 %838, %827
  %840 = add nuw nsw i64 %828, 1
  %841 = icmp ult i64 %828, 63
  br i1 %841, label %826, label %842

842: ; preds = %826
  store i32 %839, ptr addrspace(3) %389, align 4
  br label %843

843: ; preds = %842, %843
  %844 = phi i32 [ 0, %842 ], [ %856, %843 ]
  %845 = phi i64 [ 0, %842 ], [ %857, %843 ]
  %846 = add nuw nsw i64 %845, %391
  %847 = trunc i64 %846 to i32
  %848 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %847
  %849 = load i32, ptr addrspace(3) %848, align 4
  %850 = shl nuw nsw i64 %845, 5
  %851 = or i64 %850, %350
  %852 = trunc i64 %851 to i32
  %853 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %852
  %854 = load i32, ptr addrspace(3) %853, align 4
  %855 = mul i32 %854, %849
  %856 = add i32 %855, %844
  %857 = add nuw nsw i64 %845, 1
  %858 = icmp ult i64 %845, 63
  br i1 %858, label %843, label %859

859: ; preds = %843
  store i32 %856, ptr addrspace(3) %395, align 4
  br label %860

860: ; preds = %859, %860
  %861 = phi i32 [ 0, %859 ], [ %873, %860 ]
  %862 = phi i64 [ 0, %859 ], [ %874, %860 ]
  %863 = add nuw nsw i64 %862, %397
  %864 = trunc i64 %863 to i32
  %865 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %864
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = shl nuw nsw i64 %862, 5
  %868 = or i64 %867, %350
  %869 = trunc i64 %868 to i32
  %870 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %869
  %871 = load i32, ptr addrspace(3) %870, align 4
  %872 = mul i32 %871, %866
  %873 = add i32 %872, %861
  %874 = add nuw nsw i64 %862, 1
  %875 = icmp ult i64 %862, 63
  br i1 %875, label %860, label %876

876: ; preds = %860
  store i32 %873, ptr addrspace(3) %401, align 4
  br label %877

877: ; preds = %876, %877
  %878 = phi i32 [ 0, %876 ], [ %890, %877 ]
  %879 = phi i64 [ 0, %876 ], [ %891, %877 ]
  %880 = add nuw nsw i64 %879, %403
  %881 = trunc i64 %880 to i32
  %882 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %881
  %883 = load i32, ptr addrspace(3) %882, align 4
  %884 = shl nuw nsw i64 %879, 5
  %885 = or i64 %884, %350
  %886 = trunc i64 %885 to i32
  %887 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %886
  %888 = load i32, ptr addrspace(3) %887, align 4
  %889 = mul i32 %888, %883
  %890 = add i32 %889, %878
  %891 = add nuw nsw i64 %879, 1
  %892 = icmp ult i64 %879, 63
  br i1 %892, label %877, label %893

893: ; preds = %877
  store i32 %890, ptr addrspace(3) %407, align 4
  br label %894

894: ; preds = %893, %894
  %895 = phi i32 [ 0, %893 ], [ %907, %894 ]
  %896 = phi i64 [ 0, %893 ], [ %908, %894 ]
  %897 = add nuw nsw i64 %896, %409
  %898 = trunc i64 %897 to i32
  %899 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %898
  %900 = load i32, ptr addrspace(3) %899, align 4
  %901 = shl nuw nsw i64 %896, 5
  %902 = or i64 %901, %350
  %903 = trunc i64 %902 to i32
  %904 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %903
  %905 = load i32, ptr addrspace(3) %904, align 4
  %906 = mul i32 %905, %900
  %907 = add i32 %906, %895
  %908 = add nuw nsw i64 %896, 1
  %909 = icmp ult i64 %896, 63
  br i1 %909, label %894, label %910

910: ; preds = %894
  store i32 %907, ptr addrspace(3) %413, align 4
  br label %911

911: ; preds = %910, %911
  %912 = phi i32 [ 0, %910 ], [ %924, %911 ]
  %913 = phi i64 [ 0, %910 ], [ %925, %911 ]
  %914 = add nuw nsw i64 %913, %415
  %915 = trunc i64 %914 to i32
  %916 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %915
  %917 = load i32, ptr addrspace(3) %916, align 4
  %918 = shl nuw nsw i64 %913, 5
  %919 = or i64 %918, %350
  %920 = trunc i64 %919 to i32
  %921 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %920
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = mul i32 %922, %917
  %924 = add i32 %923, %912
  %925 = add nuw nsw i64 %913, 1
  %926 = icmp ult i64 %913, 63
  br i1 %926, label %911, label %927

927: ; preds = %911
  store i32 %924, ptr addrspace(3) %419, align 4
  br label %928

928: ; preds = %927, %928
  %929 = phi i32 [ 0, %927 ], [ %941, %928 ]
  %930 = phi i64 [ 0, %927 ], [ %942, %928 ]
  %931 = add nuw nsw i64 %930, %421
  %932 = trunc i64 %931 to i32
  %933 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %932
  %934 = load i32, ptr addrspace(3) %933, align 4
  %935 = shl nuw nsw i64 %930, 5
  %936 = or i64 %935, %350
  %937 = trunc i64 %936 to i32
  %938 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %937
  %939 = load i32, ptr addrspace(3) %938, align 4
  %940 = mul i32 %939, %934
  %941 = add i32 %940, %929
  %942 = add nuw nsw i64 %930, 1
  %943 = icmp ult i64 %930, 63
  br i1 %943, label %928, label %944

944: ; preds = %928
  store i32 %941, ptr addrspace(3) %425, align 4
  br label %945

945: ; preds = %944, %945
  %946 = phi i32 [ 0, %944 ], [ %958, %945 ]
  %947 = phi i64 [ 0, %944 ], [ %959, %945 ]
  %948 = add nuw nsw i64 %947, %427
  %949 = trunc i64 %948 to i32
  %950 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %949
  %951 = load i32, ptr addrspace(3) %950, align 4
  %952 = shl nuw nsw i64 %947, 5
  %953 = or i64 %952, %350
  %954 = trunc i64 %953 to i32
  %955 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %954
  %956 = load i32, ptr addrspace(3) %955, align 4
  %957 = mul i32 %956, %951
  %958 = add i32 %957, %946
  %959 = add nuw nsw i64 %947, 1
  %960 = icmp ult i64 %947, 63
  br i1 %960, label %945, label %961

961: ; preds = %945
  store i32 %958, ptr addrspace(3) %431, align 4
  br label %962

962: ; preds = %961, %962
  %963 = phi i32 [ 0, %961 ], [ %975, %962 ]
  %964 = phi i64 [ 0, %961 ], [ %976, %962 ]
  %965 = add nuw nsw i64 %964, %433
  %966 = trunc i64 %965 to i32
  %967 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %966
  %968 = load i32, ptr addrspace(3) %967, align 4
  %969 = shl nuw nsw i64 %964, 5
  %970 = or i64 %969, %350
  %971 = trunc i64 %970 to i32
  %972 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %971
  %973 = load i32, ptr addrspace(3) %972, align 4
  %974 = mul i32 %973, %968
  %975 = add i32 %974, %963
  %976 = add nuw nsw i64 %964, 1
  %977 = icmp ult i64 %964, 63
  br i1 %977, label %962, label %978

978: ; preds = %962
  store i32 %975, ptr addrspace(3) %437, align 4
  br label %979

979: ; preds = %978, %979
  %980 = phi i32 [ 0, %978 ], [ %992, %979 ]
  %981 = phi i64 [ 0, %978 ], [ %993, %979 ]
  %982 = add nuw nsw i64 %981, %439
  %983 = trunc i64 %982 to i32
  %984 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %983
  %985 = load i32, ptr addrspace(3) %984, align 4
  %986 = shl nuw nsw i64 %981, 5
  %987 = or i64 %986, %350
  %988 = trunc i64 %987 to i32
  %989 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %988
  %990 = load i32, ptr addrspace(3) %989, align 4
  %991 = mul i32 %990, %985
  %992 = add i32 %991, %980
  %993 = add nuw nsw i64 %981, 1
  %994 = icmp ult i64 %981, 63
  br i1 %994, label %979, label %995

995: ; preds = %979
  %996 = extractelement <8 x half> %666, i64 7
  store i32 %992, ptr addrspace(3) %443, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %997 = load i32, ptr addrspace(3) %451, align 16
  %998 = sitofp i32 %997 to float
  %999 = fmul contract float %998, %4
  %1000 = load i32, ptr addrspace(3) %453, align 4
  %1001 = sitofp i32 %1000 to float
  %1002 = fmul contract float %1001, %4
  %1003 = tail call float @llvm.maxnum.f32(float %999, float %1002)
  %1004 = load i32, ptr addrspace(3) %455, align 8
  %1005 = sitofp i32 %1004 to float
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1003, float %1006)
  %1008 = load i32, ptr addrspace(3) %457, align 4
  %1009 = sitofp i32 %1008 to float
  %1010 = fmul contract float %1009, %4
  %1011 = tail call float @llvm.maxnum.f32(float %1007, float %1010)
  %1012 = load i32, ptr addrspace(3) %459, align 16
  %1013 = sitofp i32 %1012 to float
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1011, float %1014)
  %1016 = load i32, ptr addrspace(3) %461, align 4
  %1017 = sitofp i32 %1016 to float
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1015, float %1018)
  %1020 = load i32, ptr addrspace(3) %463, align 8
  %1021 = sitofp i32 %1020 to float
  %1022 = fmul contract float %1021, %4
  %1023 = tail call float @llvm.maxnum.f32(float %1019, float %1022)
  %1024 = load i32, ptr addrspace(3) %465, align 4
  %1025 = sitofp i32 %1024 to float
  %1026 = fmul contract float %1025, %4
  %1027 = tail call float @llvm.maxnum.f32(float %1023, float %1026)
  %1028 = load i32, ptr addrspace(3) %467, align 16
  %1029 = sitofp i32 %1028 to float
  %1030 = fmul contract float %1029, %4
  %1031 = tail call float @llvm.maxnum.f32(float %1027, float %1030)
  %1032 = load i32, ptr addrspace(3) %469, align 4
  %1033 = sitofp i32 %1032 to float
  %1034 = fmul contract float %1033, %4
  %1035 = tail call float @llvm.maxnum.f32(float %1031, float %1034)
  %1036 = load i32, ptr addrspace(3) %471, align 8
  %1037 = sitofp i32 %1036 to float
  %1038 = fmul contract float %1037, %4
  %1039 = tail call float @llvm.maxnum.f32(float %1035, float %1038)
  %1040 = load i32, ptr addrspace(3) %473, align 4
  %1041 = sitofp i32 %1040 to float
  %1042 = fmul contract float %1041, %4
  %1043 = tail call float @llvm.maxnum.f32(float %1039, float %1042)
  %1044 = load i32, ptr addrspace(3) %475, align 16
  %1045 = sitofp i32 %1044 to float
  %1046 = fmul contract float %1045, %4
  %1047 = tail call float @llvm.maxnum.f32(float %1043, float %1046)
  %1048 = load i32, ptr addrspace(3) %477, align 4
  %1049 = sitofp i32 %1048 to float
  %1050 = fmul contract float %1049, %4
  %1051 = tail call float @llvm.maxnum.f32(float %1047, float %1050)
  %1052 = load i32, ptr addrspace(3) %479, align 8
  %1053 = sitofp i32 %1052 to float
  %1054 = fmul contract float %1053, %4
  %1055 = tail call float @llvm.maxnum.f32(float %1051, float %1054)
  %1056 = load i32, ptr addrspace(3) %481, align 4
  %1057 = sitofp i32 %1056 to float
  %1058 = fmul contract float %1057, %4
  %1059 = tail call float @llvm.maxnum.f32(float %1055, float %1058)
  %1060 = bitcast float %1059 to i32
  %1061 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1060, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %483, label %1062, label %1065

1062: ; preds = %995
  %1063 = bitcast i32 %1061 to float
  %1064 = tail call float @llvm.maxnum.f32(float %1059, float %1063)
  store float %1064, ptr addrspace(3) %600, align 4
  br label %1065

1065: ; preds = %1062, %995
  tail call void @llvm.musa.syncthreads.lm()
  %1066 = load i32, ptr addrspace(3) %485, align 16
  %1067 = sitofp i32 %1066 to float
  %1068 = fmul contract float %1067, %4
  %1069 = load float, ptr addrspace(3) %487, align 4
  %1070 = load float, ptr addrspace(3) %488, align 4
  %1071 = tail call float @llvm.maxnum.f32(float %1069, float %1070)
  %1072 = fsub contract float %1068, %1071
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = tail call float @llvm.exp2.f32(float %1073)
  %1075 = load i32, ptr addrspace(3) %490, align 4
  %1076 = sitofp i32 %1075 to float
  %1077 = fmul contract float %1076, %4
  %1078 = fsub contract float %1077, %1071
  %1079 = fmul float %1078, 0x3FF7154760000000
  %1080 = tail call float @llvm.exp2.f32(float %1079)
  %1081 = load i32, ptr addrspace(3) %492, align 8
  %1082 = sitofp i32 %1081 to float
  %1083 = fmul contract float %1082, %4
  %1084 = fsub contract float %1083, %1071
  %1085 = fmul float %1084, 0x3FF7154760000000
  %1086 = tail call float @llvm.exp2.f32(float %1085)
  %1087 = load i32, ptr addrspace(3) %494, align 4
  %1088 = sitofp i32 %1087 to float
  %1089 = fmul contract float %1088, %4
  %1090 = fsub contract float %1089, %1071
  %1091 = fmul float %1090, 0x3FF7154760000000
  %1092 = tail call float @llvm.exp2.f32(float %1091)
  %1093 = load i32, ptr addrspace(3) %496, align 16
  %1094 = sitofp i32 %1093 to float
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1071
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  %1099 = load i32, ptr addrspace(3) %498, align 4
  %1100 = sitofp i32 %1099 to float
  %1101 = fmul contract float %1100, %4
  %1102 = fsub contract float %1101, %1071
  %1103 = fmul float %1102, 0x3FF7154760000000
  %1104 = tail call float @llvm.exp2.f32(float %1103)
  %1105 = load i32, ptr addrspace(3) %500, align 8
  %1106 = sitofp i32 %1105 to float
  %1107 = fmul contract float %1106, %4
  %1108 = fsub contract float %1107, %1071
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  %1111 = load i32, ptr addrspace(3) %502, align 4
  %1112 = sitofp i32 %1111 to float
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1071
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  %1117 = load i32, ptr addrspace(3) %504, align 16
  %1118 = sitofp i32 %1117 to float
  %1119 = fmul contract float %1118, %4
  %1120 = fsub contract float %1119, %1071
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  %1123 = load i32, ptr addrspace(3) %506, align 4
  %1124 = sitofp i32 %1123 to float
  %1125 = fmul contract float %1124, %4
  %1126 = fsub contract float %1125, %1071
  %1127 = fmul float %1126, 0x3FF7154760000000
  %1128 = tail call float @llvm.exp2.f32(float %1127)
  %1129 = load i32, ptr addrspace(3) %508, align 8
  %1130 = sitofp i32 %1129 to float
  %1131 = fmul contract float %1130, %4
  %1132 = fsub contract float %1131, %1071
  %1133 = fmul float %1132, 0x3FF7154760000000
  %1134 = tail call float @llvm.exp2.f32(float %1133)
  %1135 = load i32, ptr addrspace(3) %510, align 4
  %1136 = sitofp i32 %1135 to float
  %1137 = fmul contract float %1136, %4
  %1138 = fsub contract float %1137, %1071
  %1139 = fmul float %1138, 0x3FF7154760000000
  %1140 = tail call float @llvm.exp2.f32(float %1139)
  %1141 = load i32, ptr addrspace(3) %512, align 16
  %1142 = sitofp i32 %1141 to float
  %1143 = fmul contract float %1142, %4
  %1144 = fsub contract float %1143, %1071
  %1145 = fmul float %1144, 0x3FF7154760000000
  %1146 = tail call float @llvm.exp2.f32(float %1145)
  %1147 = load i32, ptr addrspace(3) %514, align 4
  %1148 = sitofp i32 %1147 to float
  %1149 = fmul contract float %1148, %4
  %1150 = fsub contract float %1149, %1071
  %1151 = fmul float %1150, 0x3FF7154760000000
  %1152 = tail call float @llvm.exp2.f32(float %1151)
  %1153 = load i32, ptr addrspace(3) %516, align 8
  %1154 = sitofp i32 %1153 to float
  %1155 = fmul contract float %1154, %4
  %1156 = fsub contract float %1155, %1071
  %1157 = fmul float %1156, 0x3FF7154760000000
  %1158 = tail call float @llvm.exp2.f32(float %1157)
  %1159 = load i32, ptr addrspace(3) %518, align 4
  %1160 = sitofp i32 %1159 to float
  %1161 = fmul contract float %1160, %4
  %1162 = fsub contract float %1161, %1071
  %1163 = fmul float %1162, 0x3FF7154760000000
  %1164 = tail call float @llvm.exp2.f32(float %1163)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1074, ptr addrspace(3) %519, align 16
  store float %1080, ptr addrspace(3) %520, align 4
  store float %1086, ptr addrspace(3) %521, align 8
  store float %1092, ptr addrspace(3) %522, align 4
  store float %1098, ptr addrspace(3) %523, align 16
  store float %1104, ptr addrspace(3) %524, align 4
  store float %1110, ptr addrspace(3) %525, align 8
  store float %1116, ptr addrspace(3) %526, align 4
  store float %1122, ptr addrspace(3) %527, align 16
  store float %1128, ptr addrspace(3) %528, align 4
  store float %1134, ptr addrspace(3) %529, align 8
  store float %1140, ptr addrspace(3) %530, align 4
  store float %1146, ptr addrspace(3) %531, align 16
  store float %1152, ptr addrspace(3) %532, align 4
  store float %1158, ptr addrspace(3) %533, align 8
  store float %1164, ptr addrspace(3) %534, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %1165, label %1172

1165: ; preds = %1065
  %1166 = load float, ptr addrspace(3) %601, align 4
  %1167 = load float, ptr addrspace(3) %602, align 4
  %1168 = tail call float @llvm.maxnum.f32(float %1166, float %1167)
  %1169 = fsub contract float %1166, %1168
  %1170 = fmul float %1169, 0x3FF7154760000000
  %1171 = tail call float @llvm.exp2.f32(float %1170)
  store float %1171, ptr addrspace(3) %603, align 4
  br label %1172

1172: ; preds = %1165, %1065
  tail call void @llvm.musa.syncthreads.lm()
  %1173 = load float, ptr addrspace(3) %535, align 16
  %1174 = fadd reassoc float %1173, 0.000000e+00
  %1175 = load float, ptr addrspace(3) %536, align 4
  %1176 = fadd reassoc float %1174, %1175
  %1177 = load float, ptr addrspace(3) %537, align 8
  %1178 = fadd reassoc float %1176, %1177
  %1179 = load float, ptr addrspace(3) %538, align 4
  %1180 = fadd reassoc float %1178, %1179
  %1181 = load float, ptr addrspace(3) %539, align 16
  %1182 = fadd reassoc float %1180, %1181
  %1183 = load float, ptr addrspace(3) %540, align 4
  %1184 = fadd reassoc float %1182, %1183
  %1185 = load float, ptr addrspace(3) %541, align 8
  %1186 = fadd reassoc float %1184, %1185
  %1187 = load float, ptr addrspace(3) %542, align 4
  %1188 = fadd reassoc float %1186, %1187
  %1189 = load float, ptr addrspace(3) %543, align 16
  %1190 = fadd reassoc float %1188, %1189
  %1191 = load float, ptr addrspace(3) %544, align 4
  %1192 = fadd reassoc float %1190, %1191
  %1193 = load float, ptr addrspace(3) %545, align 8
  %1194 = fadd reassoc float %1192, %1193
  %1195 = load float, ptr addrspace(3) %546, align 4
  %1196 = fadd reassoc float %1194, %1195
  %1197 = load float, ptr addrspace(3) %547, align 16
  %1198 = fadd reassoc float %1196, %1197
  %1199 = load float, ptr addrspace(3) %548, align 4
  %1200 = fadd reassoc float %1198, %1199
  %1201 = load float, ptr addrspace(3) %549, align 8
  %1202 = fadd reassoc float %1200, %1201
  %1203 = load float, ptr addrspace(3) %550, align 4
  %1204 = fadd reassoc float %1202, %1203
  %1205 = bitcast float %1204 to i32
  %1206 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1205, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %483, label %1207, label %1210

1207: ; preds = %1172
  %1208 = bitcast i32 %1206 to float
  %1209 = fadd reassoc float %1204, %1208
  store float %1209, ptr addrspace(3) %604, align 4
  br label %1210

1210: ; preds = %1207, %1172
  tail call void @llvm.musa.syncthreads.lm()
  %1211 = load float, ptr addrspace(3) %519, align 16
  %1212 = fptrunc float %1211 to half
  store half %1212, ptr addrspace(3) %551, align 16
  %1213 = load float, ptr addrspace(3) %520, align 4
  %1214 = fptrunc float %1213 to half
  store half %1214, ptr addrspace(3) %552, align 2
  %1215 = load float, ptr addrspace(3) %521, align 8
  %1216 = fptrunc float %1215 to half
  store half %1216, ptr addrspace(3) %553, align 4
  %1217 = load float, ptr addrspace(3) %522, align 4
  %1218 = fptrunc float %1217 to half
  store half %1218, ptr addrspace(3) %554, align 2
  %1219 = load float, ptr addrspace(3) %523, align 16
  %1220 = fptrunc float %1219 to half
  store half %1220, ptr addrspace(3) %555, align 8
  %1221 = load float, ptr addrspace(3) %524, align 4
  %1222 = fptrunc float %1221 to half
  store half %1222, ptr addrspace(3) %556, align 2
  %1223 = load float, ptr addrspace(3) %525, align 8
  %1224 = fptrunc float %1223 to half
  store half %1224, ptr addrspace(3) %557, align 4
  %1225 = load float, ptr addrspace(3) %526, align 4
  %1226 = fptrunc float %1225 to half
  store half %1226, ptr addrspace(3) %558, align 2
  %1227 = load float, ptr addrspace(3) %527, align 16
  %1228 = fptrunc float %1227 to half
  store half %1228, ptr addrspace(3) %559, align 16
  %1229 = load float, ptr addrspace(3) %528, align 4
  %1230 = fptrunc float %1229 to half
  store half %1230, ptr addrspace(3) %560, align 2
  %1231 = load float, ptr addrspace(3) %529, align 8
  %1232 = fptrunc float %1231 to half
  store half %1232, ptr addrspace(3) %561, align 4
  %1233 = load float, ptr addrspace(3) %530, align 4
  %1234 = fptrunc float %1233 to half
  store half %1234, ptr addrspace(3) %562, align 2
  %1235 = load float, ptr addrspace(3) %531, align 16
  %1236 = fptrunc float %1235 to half
  store half %1236, ptr addrspace(3) %563, align 8
  %1237 = load float, ptr addrspace(3) %532, align 4
  %1238 = fptrunc float %1237 to half
  store half %1238, ptr addrspace(3) %564, align 2
  %1239 = load float, ptr addrspace(3) %533, align 8
  %1240 = fptrunc float %1239 to half
  store half %1240, ptr addrspace(3) %565, align 4
  %1241 = load float, ptr addrspace(3) %534, align 4
  %1242 = fptrunc float %1241 to half
  store half %1242, ptr addrspace(3) %566, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1243 = extractelement <8 x half> %650, i64 0
  store half %1243, ptr addrspace(3) %567, align 16
  %1244 = extractelement <8 x half> %650, i64 1
  store half %1244, ptr addrspace(3) %568, align 2
  %1245 = extractelement <8 x half> %650, i64 2
  store half %1245, ptr addrspace(3) %569, align 4
  %1246 = extractelement <8 x half> %650, i64 3
  store half %1246, ptr addrspace(3) %570, align 2
  %1247 = extractelement <8 x half> %650, i64 4
  store half %1247, ptr addrspace(3) %571, align 8
  %1248 = extractelement <8 x half> %650, i64 5
  store half %1248, ptr addrspace(3) %572, align 2
  %1249 = extractelement <8 x half> %650, i64 6
  store half %1249, ptr addrspace(3) %573, align 4
  %1250 = extractelement <8 x half> %650, i64 7
  store half %1250, ptr addrspace(3) %574, align 2
  store half %616, ptr addrspace(3) %575, align 16
  store half %615, ptr addrspace(3) %576, align 2
  store half %614, ptr addrspace(3) %577, align 4
  store half %613, ptr addrspace(3) %578, align 2
  store half %612, ptr addrspace(3) %579, align 8
  store half %611, ptr addrspace(3) %580, align 2
  store half %610, ptr addrspace(3) %581, align 4
  store half %609, ptr addrspace(3) %582, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1251

1251: ; preds = %1210, %1281
  %1252 = phi i64 [ 0, %1210 ], [ %1283, %1281 ]
  %1253 = shl nuw nsw i64 %1252, 7
  %1254 = add nsw i64 %1253, %8
  %1255 = lshr i64 %1254, 6
  %1256 = trunc i64 %1254 to i32
  %1257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %1256
  %1258 = load float, ptr addrspace(3) %1257, align 4
  %1259 = trunc i64 %1255 to i32
  %1260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1259
  %1261 = load float, ptr addrspace(3) %1260, align 4
  %1262 = fmul contract float %1258, %1261
  %1263 = shl nuw nsw i64 %1255, 5
  br label %1264

1264: ; preds = %1251, %1264
  %1265 = phi float [ %1262, %1251 ], [ %1278, %1264 ]
  %1266 = phi i64 [ 0, %1251 ], [ %1279, %1264 ]
  %1267 = add nuw nsw i64 %1266, %1263
  %1268 = trunc i64 %1267 to i32
  %1269 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1268
  %1270 = load half, ptr addrspace(3) %1269, align 2
  %1271 = shl nuw nsw i64 %1266, 6
  %1272 = or i64 %1271, %605
  %1273 = trunc i64 %1272 to i32
  %1274 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %1273
  %1275 = load half, ptr addrspace(3) %1274, align 2
  %1276 = fpext half %1270 to float
  %1277 = fpext half %1275 to float
  %1278 = tail call float @llvm.fma.f32(float %1276, float %1277, float %1265)
  %1279 = add nuw nsw i64 %1266, 1
  %1280 = icmp ult i64 %1266, 31
  br i1 %1280, label %1264, label %1281

1281: ; preds = %1264
  %1282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %1256
  store float %1278, ptr addrspace(3) %1282, align 4
  %1283 = add nuw nsw i64 %1252, 1
  %1284 = icmp ult i64 %1252, 31
  br i1 %1284, label %1251, label %1285

1285: ; preds = %1281
  tail call void @llvm.musa.syncthreads.lm()
  %1286 = load float, ptr addrspace(3) %583, align 16
  %1287 = load <4 x float>, ptr addrspace(3) %584, align 4
  %1288 = load float, ptr addrspace(3) %585, align 4
  %1289 = load float, ptr addrspace(3) %586, align 8
  %1290 = load float, ptr addrspace(3) %587, align 4
  %1291 = load <8 x float>, ptr addrspace(3) %588, align 16
  %1292 = load <8 x float>, ptr addrspace(3) %589, align 16
  %1293 = load <8 x float>, ptr addrspace(3) %590, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %1294, label %1300

1294: ; preds = %1285
  %1295 = load float, ptr addrspace(3) %606, align 4
  %1296 = load float, ptr addrspace(3) %603, align 4
  %1297 = fmul contract float %1295, %1296
  %1298 = load float, ptr addrspace(3) %607, align 4
  %1299 = fadd contract float %1297, %1298
  store float %1299, ptr addrspace(3) %606, align 4
  br label %1300

1300: ; preds = %1294, %1285
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %1301, label %1305

1301: ; preds = %1300
  %1302 = load float, ptr addrspace(3) %601, align 4
  %1303 = load float, ptr addrspace(3) %602, align 4
  %1304 = tail call float @llvm.maxnum.f32(float %1302, float %1303)
  store float %1304, ptr addrspace(3) %601, align 4
  br label %1305

1305: ; preds = %1301, %1300
  tail call void @llvm.musa.syncthreads.lm()
  %1306 = extractelement <8 x float> %1291, i64 0
  %1307 = extractelement <8 x float> %1291, i64 1
  %1308 = extractelement <8 x float> %1291, i64 2
  %1309 = extractelement <8 x float> %1291, i64 3
  %1310 = extractelement <8 x float> %1291, i64 4
  %1311 = extractelement <8 x float> %1291, i64 5
  %1312 = extractelement <8 x float> %1291, i64 6
  %1313 = extractelement <8 x float> %1291, i64 7
  %1314 = extractelement <8 x float> %1292, i64 0
  %1315 = extractelement <8 x float> %1292, i64 1
  %1316 = extractelement <8 x float> %1292, i64 2
  %1317 = extractelement <8 x float> %1292, i64 3
  %1318 = extractelement <8 x float> %1292, i64 4
  %1319 = extractelement <8 x float> %1292, i64 5
  %1320 = extractelement <8 x float> %1292, i64 6
  %1321 = extractelement <8 x float> %1292, i64 7
  %1322 = extractelement <8 x float> %1293, i64 0
  %1323 = extractelement <8 x float> %1293, i64 1
  %1324 = extractelement <8 x float> %1293, i64 2
  %1325 = extractelement <8 x float> %1293, i64 3
  %1326 = extractelement <8 x float> %1293, i64 4
  %1327 = extractelement <8 x float> %1293, i64 5
  %1328 = extractelement <8 x float> %1293, i64 6
  %1329 = extractelement <8 x float> %1293, i64 7
  %1330 = extractelement <4 x float> %1287, i64 0
  %1331 = extractelement <4 x float> %1287, i64 1
  %1332 = extractelement <4 x float> %1287, i64 2
  %1333 = extractelement <4 x float> %1287, i64 3
  br i1 %652, label %608, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1305
  %1334 = insertelement <8 x float> poison, float %1286, i64 0
  %1335 = shufflevector <4 x float> %1287, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1336 = shufflevector <8 x float> %1334, <8 x float> %1335, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1337 = insertelement <8 x float> %1336, float %1288, i64 5
  %1338 = insertelement <8 x float> %1337, float %1289, i64 6
  %1339 = insertelement <8 x float> %1338, float %1290, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %109
  %1340 = phi <8 x float> [ zeroinitializer, %109 ], [ %1339, %._crit_edge.loopexit ]
  %1341 = phi <8 x float> [ zeroinitializer, %109 ], [ %1291, %._crit_edge.loopexit ]
  %1342 = phi <8 x float> [ zeroinitializer, %109 ], [ %1292, %._crit_edge.loopexit ]
  %1343 = phi <8 x float> [ zeroinitializer, %109 ], [ %1293, %._crit_edge.loopexit ]
  %1344 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1345 = load float, ptr addrspace(3) %1344, align 4
  %1346 = insertelement <8 x float> poison, float %1345, i64 0
  %1347 = shufflevector <8 x float> %1346, <8 x float> poison, <8 x i32> zeroinitializer
  %1348 = fdiv <8 x float> %1340, %1347
  %1349 = fptrunc <8 x float> %1348 to <8 x half>
  %1350 = getelementptr half, ptr addrspace(1) %3, i64 %17
  %1351 = getelementptr half, ptr addrspace(1) %1350, i64 %12
  store <8 x half> %1349, ptr addrspace(1) %1351, align 16
  %1352 = fdiv <8 x float> %1341, %1347
  %1353 = fptrunc <8 x float> %1352 to <8 x half>
  %1354 = getelementptr half, ptr addrspace(1) %1350, i64 %97
  store <8 x half> %1353, ptr addrspace(1) %1354, align 16
  %1355 = getelementptr float, ptr addrspace(3) @global_smem, i32 %52
  %1356 = load float, ptr addrspace(3) %1355, align 4
  %1357 = insertelement <8 x float> poison, float %1356, i64 0
  %1358 = shufflevector <8 x float> %1357, <8 x float> poison, <8 x i32> zeroinitializer
  %1359 = fdiv <8 x float> %1342, %1358
  %1360 = fptrunc <8 x float> %1359 to <8 x half>
  %1361 = getelementptr half, ptr addrspace(1) %3, i64 %55
  %1362 = getelementptr half, ptr addrspace(1) %1361, i64 %12
  store <8 x half> %1360, ptr addrspace(1) %1362, align 16
  %1363 = load float, ptr addrspace(3) %1355, align 4
  %1364 = insertelement <8 x float> poison, float %1363, i64 0
  %1365 = shufflevector <8 x float> %1364, <8 x float> poison, <8 x i32> zeroinitializer
  %1366 = fdiv <8 x float> %1343, %1365
  %1367 = fptrunc <8 x float> %1366 to <8 x half>
  %1368 = getelementptr half, ptr addrspace(1) %1361, i64 %97
  store <8 x half> %1367, ptr addrspace(1) %1368, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
