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
  %51 = add nsw i64 %11, 2048
  %52 = lshr i64 %51, 6
  %53 = trunc i64 %52 to i32
  %54 = add i32 %10, %53
  %55 = shl i32 %54, 6
  %56 = sext i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  %58 = getelementptr i8, ptr addrspace(1) %57, i64 %12
  %59 = load i8, ptr addrspace(1) %58, align 16
  %60 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 1
  %61 = load i8, ptr addrspace(1) %60, align 1
  %62 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 2
  %63 = load i8, ptr addrspace(1) %62, align 2
  %64 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 3
  %65 = load i8, ptr addrspace(1) %64, align 1
  %66 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 4
  %67 = load i8, ptr addrspace(1) %66, align 4
  %68 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 5
  %69 = load i8, ptr addrspace(1) %68, align 1
  %70 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 6
  %71 = load i8, ptr addrspace(1) %70, align 2
  %72 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 7
  %73 = load i8, ptr addrspace(1) %72, align 1
  %74 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 8
  %75 = load i8, ptr addrspace(1) %74, align 8
  %76 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 9
  %77 = load i8, ptr addrspace(1) %76, align 1
  %78 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 10
  %79 = load i8, ptr addrspace(1) %78, align 2
  %80 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 11
  %81 = load i8, ptr addrspace(1) %80, align 1
  %82 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 12
  %83 = load i8, ptr addrspace(1) %82, align 4
  %84 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 13
  %85 = load i8, ptr addrspace(1) %84, align 1
  %86 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 14
  %87 = load i8, ptr addrspace(1) %86, align 2
  %88 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 15
  %89 = load i8, ptr addrspace(1) %88, align 1
  %90 = icmp sgt i32 %5, 0
  %91 = icmp ult i32 %7, 64
  br i1 %91, label %92, label %94

92: ; preds = %6
  %93 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %93, align 4
  br label %94

94: ; preds = %92, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %95, label %97

95: ; preds = %94
  %96 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %96, align 4
  br label %97

97: ; preds = %95, %94
  tail call void @llvm.musa.syncthreads.lm()
  %98 = or i64 %12, 8
  %99 = shl i32 %14, 6
  %100 = sext i32 %99 to i64
  %101 = getelementptr half, ptr addrspace(1) %2, i64 %100
  br i1 %90, label %102, label %105

102: ; preds = %97
  %103 = getelementptr half, ptr addrspace(1) %101, i64 %12
  %104 = load <8 x half>, ptr addrspace(1) %103, align 16
  br label %105

105: ; preds = %102, %97
  %106 = phi <8 x half> [ %104, %102 ], [ zeroinitializer, %97 ]
  br i1 %90, label %107, label %110

107: ; preds = %105
  %108 = getelementptr half, ptr addrspace(1) %101, i64 %98
  %109 = load <8 x half>, ptr addrspace(1) %108, align 16
  br label %110

110: ; preds = %107, %105
  %111 = phi <8 x half> [ %109, %107 ], [ zeroinitializer, %105 ]
  %112 = or i64 %12, 1
  %113 = or i64 %12, 2
  %114 = or i64 %12, 3
  %115 = or i64 %12, 4
  %116 = or i64 %12, 5
  %117 = or i64 %12, 6
  %118 = or i64 %12, 7
  %119 = or i64 %12, 9
  %120 = or i64 %12, 10
  %121 = or i64 %12, 11
  %122 = or i64 %12, 12
  %123 = or i64 %12, 13
  %124 = or i64 %12, 14
  %125 = or i64 %12, 15
  %126 = and i64 %11, -64
  %127 = trunc i64 %11 to i32
  %128 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %127
  %129 = or i64 %112, %126
  %130 = trunc i64 %129 to i32
  %131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %130
  %132 = or i64 %113, %126
  %133 = trunc i64 %132 to i32
  %134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %133
  %135 = or i64 %114, %126
  %136 = trunc i64 %135 to i32
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %136
  %138 = or i64 %115, %126
  %139 = trunc i64 %138 to i32
  %140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %139
  %141 = or i64 %116, %126
  %142 = trunc i64 %141 to i32
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %142
  %144 = or i64 %117, %126
  %145 = trunc i64 %144 to i32
  %146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %145
  %147 = or i64 %118, %126
  %148 = trunc i64 %147 to i32
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %148
  %150 = or i64 %98, %126
  %151 = trunc i64 %150 to i32
  %152 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %151
  %153 = or i64 %119, %126
  %154 = trunc i64 %153 to i32
  %155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %154
  %156 = or i64 %120, %126
  %157 = trunc i64 %156 to i32
  %158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %157
  %159 = or i64 %121, %126
  %160 = trunc i64 %159 to i32
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %160
  %162 = or i64 %122, %126
  %163 = trunc i64 %162 to i32
  %164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %163
  %165 = or i64 %123, %126
  %166 = trunc i64 %165 to i32
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %166
  %168 = or i64 %124, %126
  %169 = trunc i64 %168 to i32
  %170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %169
  %171 = or i64 %125, %126
  %172 = trunc i64 %171 to i32
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %172
  %174 = and i64 %51, -64
  %175 = or i64 %174, %12
  %176 = trunc i64 %175 to i32
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %176
  %178 = or i32 %176, 1
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %178
  %180 = or i32 %176, 2
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %180
  %182 = or i32 %176, 3
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %182
  %184 = or i32 %176, 4
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %184
  %186 = or i32 %176, 5
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %186
  %188 = or i32 %176, 6
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %188
  %190 = or i32 %176, 7
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %190
  %192 = or i64 %98, %174
  %193 = trunc i64 %192 to i32
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %193
  %195 = or i32 %176, 9
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %195
  %197 = or i32 %176, 10
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %197
  %199 = or i32 %176, 11
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %199
  %201 = or i32 %176, 12
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %201
  %203 = or i32 %176, 13
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %203
  %205 = or i32 %176, 14
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %205
  %207 = or i32 %176, 15
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %207
  %209 = sext i8 %20 to i32
  %210 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %127
  %211 = sext i8 %22 to i32
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %130
  %213 = sext i8 %24 to i32
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %133
  %215 = sext i8 %26 to i32
  %216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %136
  %217 = sext i8 %28 to i32
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %139
  %219 = sext i8 %30 to i32
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %142
  %221 = sext i8 %32 to i32
  %222 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %145
  %223 = sext i8 %34 to i32
  %224 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %148
  %225 = sext i8 %36 to i32
  %226 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %151
  %227 = sext i8 %38 to i32
  %228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %154
  %229 = sext i8 %40 to i32
  %230 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %157
  %231 = sext i8 %42 to i32
  %232 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %160
  %233 = sext i8 %44 to i32
  %234 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %163
  %235 = sext i8 %46 to i32
  %236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %166
  %237 = sext i8 %48 to i32
  %238 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %169
  %239 = sext i8 %50 to i32
  %240 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %172
  %241 = sext i8 %59 to i32
  %242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %176
  %243 = sext i8 %61 to i32
  %244 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %178
  %245 = sext i8 %63 to i32
  %246 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %180
  %247 = sext i8 %65 to i32
  %248 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %182
  %249 = sext i8 %67 to i32
  %250 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %184
  %251 = sext i8 %69 to i32
  %252 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %186
  %253 = sext i8 %71 to i32
  %254 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %188
  %255 = sext i8 %73 to i32
  %256 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %190
  %257 = sext i8 %75 to i32
  %258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %193
  %259 = sext i8 %77 to i32
  %260 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %195
  %261 = sext i8 %79 to i32
  %262 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %197
  %263 = sext i8 %81 to i32
  %264 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %199
  %265 = sext i8 %83 to i32
  %266 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %201
  %267 = sext i8 %85 to i32
  %268 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %203
  %269 = sext i8 %87 to i32
  %270 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %205
  %271 = sext i8 %89 to i32
  %272 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %207
  %273 = shl nuw nsw i64 %12, 5
  %274 = add nuw nsw i64 %273, %13
  %275 = trunc i64 %274 to i32
  %276 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %275
  %277 = shl nuw nsw i64 %112, 5
  %278 = add nuw nsw i64 %277, %13
  %279 = trunc i64 %278 to i32
  %280 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %279
  %281 = shl nuw nsw i64 %113, 5
  %282 = add nuw nsw i64 %281, %13
  %283 = trunc i64 %282 to i32
  %284 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %283
  %285 = shl nuw nsw i64 %114, 5
  %286 = add nuw nsw i64 %285, %13
  %287 = trunc i64 %286 to i32
  %288 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %287
  %289 = shl nuw nsw i64 %115, 5
  %290 = add nuw nsw i64 %289, %13
  %291 = trunc i64 %290 to i32
  %292 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %291
  %293 = shl nuw nsw i64 %116, 5
  %294 = add nuw nsw i64 %293, %13
  %295 = trunc i64 %294 to i32
  %296 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %295
  %297 = shl nuw nsw i64 %117, 5
  %298 = add nuw nsw i64 %297, %13
  %299 = trunc i64 %298 to i32
  %300 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %299
  %301 = shl nuw nsw i64 %118, 5
  %302 = add nuw nsw i64 %301, %13
  %303 = trunc i64 %302 to i32
  %304 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %303
  %305 = shl nuw nsw i64 %98, 5
  %306 = add nuw nsw i64 %305, %13
  %307 = trunc i64 %306 to i32
  %308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %307
  %309 = shl nuw nsw i64 %119, 5
  %310 = add nuw nsw i64 %309, %13
  %311 = trunc i64 %310 to i32
  %312 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %311
  %313 = shl nuw nsw i64 %120, 5
  %314 = add nuw nsw i64 %313, %13
  %315 = trunc i64 %314 to i32
  %316 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %315
  %317 = shl nuw nsw i64 %121, 5
  %318 = add nuw nsw i64 %317, %13
  %319 = trunc i64 %318 to i32
  %320 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %319
  %321 = shl nuw nsw i64 %122, 5
  %322 = add nuw nsw i64 %321, %13
  %323 = trunc i64 %322 to i32
  %324 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %323
  %325 = shl nuw nsw i64 %123, 5
  %326 = add nuw nsw i64 %325, %13
  %327 = trunc i64 %326 to i32
  %328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %327
  %329 = shl nuw nsw i64 %124, 5
  %330 = add nuw nsw i64 %329, %13
  %331 = trunc i64 %330 to i32
  %332 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %331
  %333 = shl nuw nsw i64 %125, 5
  %334 = add nuw nsw i64 %333, %13
  %335 = trunc i64 %334 to i32
  %336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %335
  %337 = and i64 %8, 31
  %338 = shl nsw i64 %8, 1
  %339 = and i64 %338, 4294967232
  %340 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %7
  %341 = add nsw i64 %8, 128
  %342 = shl nsw i64 %341, 1
  %343 = and i64 %342, 4294967232
  %344 = trunc i64 %341 to i32
  %345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %344
  %346 = add nsw i64 %8, 256
  %347 = shl nsw i64 %346, 1
  %348 = and i64 %347, 4294967232
  %349 = trunc i64 %346 to i32
  %350 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %349
  %351 = add nsw i64 %8, 384
  %352 = shl nsw i64 %351, 1
  %353 = and i64 %352, 4294967232
  %354 = trunc i64 %351 to i32
  %355 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %354
  %356 = add nsw i64 %8, 512
  %357 = shl nsw i64 %356, 1
  %358 = and i64 %357, 4294967232
  %359 = trunc i64 %356 to i32
  %360 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %359
  %361 = add nsw i64 %8, 640
  %362 = shl nsw i64 %361, 1
  %363 = and i64 %362, 4294967232
  %364 = trunc i64 %361 to i32
  %365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %364
  %366 = add nsw i64 %8, 768
  %367 = shl nsw i64 %366, 1
  %368 = and i64 %367, 4294967232
  %369 = trunc i64 %366 to i32
  %370 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %369
  %371 = add nsw i64 %8, 896
  %372 = shl nsw i64 %371, 1
  %373 = and i64 %372, 4294967232
  %374 = trunc i64 %371 to i32
  %375 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %374
  %376 = add nsw i64 %8, 1024
  %377 = shl nsw i64 %376, 1
  %378 = and i64 %377, 4294967232
  %379 = trunc i64 %376 to i32
  %380 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %379
  %381 = add nsw i64 %8, 1152
  %382 = shl nsw i64 %381, 1
  %383 = and i64 %382, 4294967232
  %384 = trunc i64 %381 to i32
  %385 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %384
  %386 = add nsw i64 %8, 1280
  %387 = shl nsw i64 %386, 1
  %388 = and i64 %387, 4294967232
  %389 = trunc i64 %386 to i32
  %390 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %389
  %391 = add nsw i64 %8, 1408
  %392 = shl nsw i64 %391, 1
  %393 = and i64 %392, 4294967232
  %394 = trunc i64 %391 to i32
  %395 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %394
  %396 = add nsw i64 %8, 1536
  %397 = shl nsw i64 %396, 1
  %398 = and i64 %397, 4294967232
  %399 = trunc i64 %396 to i32
  %400 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %399
  %401 = add nsw i64 %8, 1664
  %402 = shl nsw i64 %401, 1
  %403 = and i64 %402, 4294967232
  %404 = trunc i64 %401 to i32
  %405 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %404
  %406 = add nsw i64 %8, 1792
  %407 = shl nsw i64 %406, 1
  %408 = and i64 %407, 4294967232
  %409 = trunc i64 %406 to i32
  %410 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %409
  %411 = add nsw i64 %8, 1920
  %412 = shl nsw i64 %411, 1
  %413 = and i64 %412, 4294967232
  %414 = trunc i64 %411 to i32
  %415 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %414
  %416 = and i64 %8, 1
  %417 = icmp ult i32 %7, 128
  %418 = and i64 %11, 4294967264
  %419 = shl nuw nsw i64 %416, 4
  %420 = select i1 %417, i64 %418, i64 0
  %421 = or i64 %420, %419
  %422 = trunc i64 %421 to i32
  %423 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %422
  %424 = or i32 %422, 1
  %425 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %424
  %426 = or i32 %422, 2
  %427 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %426
  %428 = or i32 %422, 3
  %429 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %428
  %430 = or i32 %422, 4
  %431 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %430
  %432 = or i32 %422, 5
  %433 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %432
  %434 = or i32 %422, 6
  %435 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %434
  %436 = or i32 %422, 7
  %437 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %436
  %438 = or i32 %422, 8
  %439 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %438
  %440 = or i32 %422, 9
  %441 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %440
  %442 = or i32 %422, 10
  %443 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %442
  %444 = or i32 %422, 11
  %445 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %444
  %446 = or i32 %422, 12
  %447 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %446
  %448 = or i32 %422, 13
  %449 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %448
  %450 = or i32 %422, 14
  %451 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %450
  %452 = or i32 %422, 15
  %453 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %452
  %454 = icmp eq i64 %416, 0
  %455 = and i1 %417, %454
  %456 = lshr i64 %11, 5
  %457 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %127
  %458 = trunc i64 %456 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %458
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %458
  %461 = or i32 %127, 1
  %462 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %461
  %463 = or i32 %127, 2
  %464 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %463
  %465 = or i32 %127, 3
  %466 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %465
  %467 = or i32 %127, 4
  %468 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %467
  %469 = or i32 %127, 5
  %470 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %469
  %471 = or i32 %127, 6
  %472 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %471
  %473 = or i32 %127, 7
  %474 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %473
  %475 = or i32 %127, 8
  %476 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %475
  %477 = or i32 %127, 9
  %478 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %477
  %479 = or i32 %127, 10
  %480 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %479
  %481 = or i32 %127, 11
  %482 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %481
  %483 = or i32 %127, 12
  %484 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %483
  %485 = or i32 %127, 13
  %486 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %485
  %487 = or i32 %127, 14
  %488 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %487
  %489 = or i32 %127, 15
  %490 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %489
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %127
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %461
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %463
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %465
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %467
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %469
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %471
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %473
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %475
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %477
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %479
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %481
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %483
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %485
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %487
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %489
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %422
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %424
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %426
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %428
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %430
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %432
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %434
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %436
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %438
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %440
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %442
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %444
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %446
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %448
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %450
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %452
  %523 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %127
  %524 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %461
  %525 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %463
  %526 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %465
  %527 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %467
  %528 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %469
  %529 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %471
  %530 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %473
  %531 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %475
  %532 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %477
  %533 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %479
  %534 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %481
  %535 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %483
  %536 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %485
  %537 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %487
  %538 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %489
  %539 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %127
  %540 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %130
  %541 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %133
  %542 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %136
  %543 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %139
  %544 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %142
  %545 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %145
  %546 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %148
  %547 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %151
  %548 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %154
  %549 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %157
  %550 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %160
  %551 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %163
  %552 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %166
  %553 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %169
  %554 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %172
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %127
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %130
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %142
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %145
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %148
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %151
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %176
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %193
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %12
  br i1 %90, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %110
  %563 = extractelement <8 x half> %111, i64 7
  %564 = extractelement <8 x half> %111, i64 6
  %565 = extractelement <8 x half> %111, i64 5
  %566 = extractelement <8 x half> %111, i64 4
  %567 = extractelement <8 x half> %111, i64 3
  %568 = extractelement <8 x half> %111, i64 2
  %569 = extractelement <8 x half> %111, i64 1
  %570 = extractelement <8 x half> %111, i64 0
  %571 = lshr i32 %7, 1
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %571
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %7
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %7
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %571
  %577 = and i64 %8, 63
  %578 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %579 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %7
  br label %580

580: ; preds = %.lr.ph, %1277
  %581 = phi half [ %563, %.lr.ph ], [ %968, %1277 ]
  %582 = phi half [ %564, %.lr.ph ], [ %642, %1277 ]
  %583 = phi half [ %565, %.lr.ph ], [ %711, %1277 ]
  %584 = phi half [ %566, %.lr.ph ], [ %641, %1277 ]
  %585 = phi half [ %567, %.lr.ph ], [ %729, %1277 ]
  %586 = phi half [ %568, %.lr.ph ], [ %640, %1277 ]
  %587 = phi half [ %569, %.lr.ph ], [ %710, %1277 ]
  %588 = phi half [ %570, %.lr.ph ], [ %639, %1277 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %1277 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %1277 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %1277 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %1277 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %1277 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %1277 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1295, %1277 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %1277 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %1277 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1292, %1277 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1291, %1277 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %1277 ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1289, %1277 ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1288, %1277 ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1287, %1277 ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1286, %1277 ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1285, %1277 ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1284, %1277 ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %1277 ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %1277 ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %1281, %1277 ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %1277 ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %1277 ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1278, %1277 ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1262, %1277 ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %1261, %1277 ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %1260, %1277 ]
  %616 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %1277 ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %1277 ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %1303, %1277 ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %1302, %1277 ]
  %620 = phi float [ 0.000000e+00, %.lr.ph ], [ %1258, %1277 ]
  %621 = phi i32 [ 0, %.lr.ph ], [ %623, %1277 ]
  %622 = phi <8 x half> [ %106, %.lr.ph ], [ %633, %1277 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %620, ptr addrspace(3) %128, align 16
  store float %619, ptr addrspace(3) %131, align 4
  store float %618, ptr addrspace(3) %134, align 8
  store float %617, ptr addrspace(3) %137, align 4
  store float %616, ptr addrspace(3) %140, align 16
  store float %615, ptr addrspace(3) %143, align 4
  store float %614, ptr addrspace(3) %146, align 8
  store float %613, ptr addrspace(3) %149, align 4
  store float %612, ptr addrspace(3) %152, align 16
  store float %611, ptr addrspace(3) %155, align 4
  store float %610, ptr addrspace(3) %158, align 8
  store float %609, ptr addrspace(3) %161, align 4
  store float %608, ptr addrspace(3) %164, align 16
  store float %607, ptr addrspace(3) %167, align 4
  store float %606, ptr addrspace(3) %170, align 8
  store float %605, ptr addrspace(3) %173, align 4
  store float %604, ptr addrspace(3) %177, align 16
  store float %603, ptr addrspace(3) %179, align 4
  store float %602, ptr addrspace(3) %181, align 8
  store float %601, ptr addrspace(3) %183, align 4
  store float %600, ptr addrspace(3) %185, align 16
  store float %599, ptr addrspace(3) %187, align 4
  store float %598, ptr addrspace(3) %189, align 8
  store float %597, ptr addrspace(3) %191, align 4
  store float %596, ptr addrspace(3) %194, align 16
  store float %595, ptr addrspace(3) %196, align 4
  store float %594, ptr addrspace(3) %198, align 8
  store float %593, ptr addrspace(3) %200, align 4
  store float %592, ptr addrspace(3) %202, align 16
  store float %591, ptr addrspace(3) %204, align 4
  store float %590, ptr addrspace(3) %206, align 8
  store float %589, ptr addrspace(3) %208, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %623 = add i32 %621, 32
  %624 = icmp slt i32 %623, %5
  %625 = add i32 %623, %14
  %626 = shl i32 %625, 6
  %627 = sext i32 %626 to i64
  %628 = getelementptr half, ptr addrspace(1) %2, i64 %627
  br i1 %624, label %629, label %632

629: ; preds = %580
  %630 = getelementptr half, ptr addrspace(1) %628, i64 %12
  %631 = load <8 x half>, ptr addrspace(1) %630, align 16
  br label %632

632: ; preds = %629, %580
  %633 = phi <8 x half> [ %631, %629 ], [ zeroinitializer, %580 ]
  br i1 %624, label %634, label %637

634: ; preds = %632
  %635 = getelementptr half, ptr addrspace(1) %628, i64 %98
  %636 = load <8 x half>, ptr addrspace(1) %635, align 16
  br label %637

637: ; preds = %634, %632
  %638 = phi <8 x half> [ %636, %634 ], [ zeroinitializer, %632 ]
  %639 = extractelement <8 x half> %638, i64 0
  %640 = extractelement <8 x half> %638, i64 2
  %641 = extractelement <8 x half> %638, i64 4
  %642 = extractelement <8 x half> %638, i64 6
  store i32 %209, ptr addrspace(3) %210, align 16
  store i32 %211, ptr addrspace(3) %212, align 4
  store i32 %213, ptr addrspace(3) %214, align 8
  store i32 %215, ptr addrspace(3) %216, align 4
  store i32 %217, ptr addrspace(3) %218, align 16
  store i32 %219, ptr addrspace(3) %220, align 4
  store i32 %221, ptr addrspace(3) %222, align 8
  store i32 %223, ptr addrspace(3) %224, align 4
  store i32 %225, ptr addrspace(3) %226, align 16
  store i32 %227, ptr addrspace(3) %228, align 4
  store i32 %229, ptr addrspace(3) %230, align 8
  store i32 %231, ptr addrspace(3) %232, align 4
  store i32 %233, ptr addrspace(3) %234, align 16
  store i32 %235, ptr addrspace(3) %236, align 4
  store i32 %237, ptr addrspace(3) %238, align 8
  store i32 %239, ptr addrspace(3) %240, align 4
  store i32 %241, ptr addrspace(3) %242, align 16
  store i32 %243, ptr addrspace(3) %244, align 4
  store i32 %245, ptr addrspace(3) %246, align 8
  store i32 %247, ptr addrspace(3) %248, align 4
  store i32 %249, ptr addrspace(3) %250, align 16
  store i32 %251, ptr addrspace(3) %252, align 4
  store i32 %253, ptr addrspace(3) %254, align 8
  store i32 %255, ptr addrspace(3) %256, align 4
  store i32 %257, ptr addrspace(3) %258, align 16
  store i32 %259, ptr addrspace(3) %260, align 4
  store i32 %261, ptr addrspace(3) %262, align 8
  store i32 %263, ptr addrspace(3) %264, align 4
  store i32 %265, ptr addrspace(3) %266, align 16
  store i32 %267, ptr addrspace(3) %268, align 4
  store i32 %269, ptr addrspace(3) %270, align 8
  store i32 %271, ptr addrspace(3) %272, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %643 = add i32 %621, %14
  %644 = shl i32 %643, 6
  %645 = sext i32 %644 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %645
  %646 = load i8, ptr addrspace(1) %gep, align 16
  %647 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 1
  %648 = load i8, ptr addrspace(1) %647, align 1
  %649 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %650 = load i8, ptr addrspace(1) %649, align 2
  %651 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 3
  %652 = load i8, ptr addrspace(1) %651, align 1
  %653 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %654 = load i8, ptr addrspace(1) %653, align 4
  %655 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 5
  %656 = load i8, ptr addrspace(1) %655, align 1
  %657 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %658 = load i8, ptr addrspace(1) %657, align 2
  %659 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 7
  %660 = load i8, ptr addrspace(1) %659, align 1
  %661 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %662 = load i8, ptr addrspace(1) %661, align 8
  %663 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 9
  %664 = load i8, ptr addrspace(1) %663, align 1
  %665 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 10
  %666 = load i8, ptr addrspace(1) %665, align 2
  %667 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 11
  %668 = load i8, ptr addrspace(1) %667, align 1
  %669 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %670 = load i8, ptr addrspace(1) %669, align 4
  %671 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 13
  %672 = load i8, ptr addrspace(1) %671, align 1
  %673 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 14
  %674 = load i8, ptr addrspace(1) %673, align 2
  %675 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 15
  %676 = load i8, ptr addrspace(1) %675, align 1
  %677 = sext i8 %646 to i32
  store i32 %677, ptr addrspace(3) %276, align 4
  %678 = sext i8 %648 to i32
  store i32 %678, ptr addrspace(3) %280, align 4
  %679 = sext i8 %650 to i32
  store i32 %679, ptr addrspace(3) %284, align 4
  %680 = sext i8 %652 to i32
  store i32 %680, ptr addrspace(3) %288, align 4
  %681 = sext i8 %654 to i32
  store i32 %681, ptr addrspace(3) %292, align 4
  %682 = sext i8 %656 to i32
  store i32 %682, ptr addrspace(3) %296, align 4
  %683 = sext i8 %658 to i32
  store i32 %683, ptr addrspace(3) %300, align 4
  %684 = sext i8 %660 to i32
  store i32 %684, ptr addrspace(3) %304, align 4
  %685 = sext i8 %662 to i32
  store i32 %685, ptr addrspace(3) %308, align 4
  %686 = sext i8 %664 to i32
  store i32 %686, ptr addrspace(3) %312, align 4
  %687 = sext i8 %666 to i32
  store i32 %687, ptr addrspace(3) %316, align 4
  %688 = sext i8 %668 to i32
  store i32 %688, ptr addrspace(3) %320, align 4
  %689 = sext i8 %670 to i32
  store i32 %689, ptr addrspace(3) %324, align 4
  %690 = sext i8 %672 to i32
  store i32 %690, ptr addrspace(3) %328, align 4
  %691 = sext i8 %674 to i32
  store i32 %691, ptr addrspace(3) %332, align 4
  %692 = sext i8 %676 to i32
  store i32 %692, ptr addrspace(3) %336, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %693

693: ; preds = %637, %693
  %694 = phi i32 [ 0, %637 ], [ %706, %693 ]
  %695 = phi i64 [ 0, %637 ], [ %707, %693 ]
  %696 = or i64 %695, %339
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %697
  %699 = load i32, ptr addrspace(3) %698, align 4
  %700 = shl nuw nsw i64 %695, 5
  %701 = or i64 %700, %337
  %702 = trunc i64 %701 to i32
  %703 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %702
  %704 = load i32, ptr addrspace(3) %703, align 4
  %705 = mul i32 %704, %699
  %706 = add i32 %705, %694
  %707 = add nuw nsw i64 %695, 1
  %708 = icmp ult i64 %695, 63
  br i1 %708, label %693, label %709

709: ; preds = %693
  %710 = extractelement <8 x half> %638, i64 1
  %711 = extractelement <8 x half> %638, i64 5
  store i32 %706, ptr addrspace(3) %340, align 4
  br label %712

712: ; preds = %709, %712
  %713 = phi i32 [ 0, %709 ], [ %725, %712 ]
  %714 = phi i64 [ 0, %709 ], [ %726, %712 ]
  %715 = or i64 %714, %343
  %716 = trunc i64 %715 to i32
  %717 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %716
  %718 = load i32, ptr addrspace(3) %717, align 4
  %719 = shl nuw nsw i64 %714, 5
  %720 = or i64 %719, %337
  %721 = trunc i64 %720 to i32
  %722 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %721
  %723 = load i32, ptr addrspace(3) %722, align 4
  %724 = mul i32 %723, %718
  %725 = add i32 %724, %713
  %726 = add nuw nsw i64 %714, 1
  %727 = icmp ult i64 %714, 63
  br i1 %727, label %712, label %728

728: ; preds = %712
  %729 = extractelement <8 x half> %638, i64 3
  store i32 %725, ptr addrspace(3) %345, align 4
  br label %730

730: ; preds = %728, %730
  %731 = phi i32 [ 0, %728 ], [ %743, %730 ]
  %732 = phi i64 [ 0, %728 ], [ %744, %730 ]
  %733 = or i64 %732, %348
  %734 = trunc i64 %733 to i32
  %735 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %734
  %736 = load i32, ptr addrspace(3) %735, align 4
  %737 = shl nuw nsw i64 %732, 5
  %738 = or i64 %737, %337
  %739 = trunc i64 %738 to i32
  %740 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %739
  %741 = load i32, ptr addrspace(3) %740, align 4
  %742 = mul i32 %741, %736
  %743 = add i32 %742, %731
  %744 = add nuw nsw i64 %732, 1
  %745 = icmp ult i64 %732, 63
  br i1 %745, label %730, label %746

746: ; preds = %730
  store i32 %743, ptr addrspace(3) %350, align 4
  br label %747

747: ; preds = %746, %747
  %748 = phi i32 [ 0, %746 ], [ %760, %747 ]
  %749 = phi i64 [ 0, %746 ], [ %761, %747 ]
  %750 = or i64 %749, %353
  %751 = trunc i64 %750 to i32
  %752 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %751
  %753 = load i32, ptr addrspace(3) %752, align 4
  %754 = shl nuw nsw i64 %749, 5
  %755 = or i64 %754, %337
  %756 = trunc i64 %755 to i32
  %757 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %756
  %758 = load i32, ptr addrspace(3) %757, align 4
  %759 = mul i32 %758, %753
  %760 = add i32 %759, %748
  %761 = add nuw nsw i64 %749, 1
  %762 = icmp ult i64 %749, 63
  br i1 %762, label %747, label %763

763: ; preds = %747
  store i32 %760, ptr addrspace(3) %355, align 4
  br label %764

764: ; preds = %763, %764
  %765 = phi i32 [ 0, %763 ], [ %777, %764 ]
  %766 = phi i64 [ 0, %763 ], [ %778, %764 ]
  %767 = or i64 %766, %358
  %768 = trunc i64 %767 to i32
  %769 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %768
  %770 = load i32, ptr addrspace(3) %769, align 4
  %771 = shl nuw nsw i64 %766, 5
  %772 = or i64 %771, %337
  %773 = trunc i64 %772 to i32
  %774 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %773
  %775 = load i32, ptr addrspace(3) %774, align 4
  %776 = mul i32 %775, %770
  %777 = add i32 %776, %765
  %778 = add nuw nsw i64 %766, 1
  %779 = icmp ult i64 %766, 63
  br i1 %779, label %764, label %780

780: ; preds = %764
  store i32 %777, ptr addrspace(3) %360, align 4
  br label %781

781: ; preds = %780, %781
  %782 = phi i32 [ 0, %780 ], [ %794, %781 ]
  %783 = phi i64 [ 0, %780 ], [ %795, %781 ]
  %784 = or i64 %783, %363
  %785 = trunc i64 %784 to i32
  %786 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %785
  %787 = load i32, ptr addrspace(3) %786, align 4
  %788 = shl nuw nsw i64 %783, 5
  %789 = or i64 %788, %337
  %790 = trunc i64 %789 to i32
  %791 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %790
  %792 = load i32, ptr addrspace(3) %791, align 4
  %793 = mul i32 %792, %787
  %794 = add i32 %793, %782
  %795 = add nuw nsw i64 %783, 1
  %796 = icmp ult i64 %783, 63
  br i1 %796, label %781, label %797

797: ; preds = %781
  store i32 %794, ptr addrspace(3) %365, align 4
  br label %798

798: ; preds = %797, %798
  %799 = phi i32 [ 0, %797 ], [ %811, %798 ]
  %800 = phi i64 [ 0, %797 ], [ %812, %798 ]
  %801 = or i64 %800, %368
  %802 = trunc i64 %801 to i32
  %803 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %802
  %804 = load i32, ptr addrspace(3) %803, align 4
  %805 = shl nuw nsw i64 %800, 5
  %806 = or i64 %805, %337
  %807 = trunc i64 %806 to i32
  %808 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %807
  %809 = load i32, ptr addrspace(3) %808, align 4
  %810 = mul i32 %809, %804
  %811 = add i32 %810, %799
  %812 = add nuw nsw i64 %800, 1
  %813 = icmp ult i64 %800, 63
  br i1 %813, label %798, label %814

814: ; preds = %798
  store i32 %811, ptr addrspace(3) %370, align 4
  br label %815

815: ; preds = %814, %815
  %816 = phi i32 [ 0, %814 ], [ %828, %815 ]
  %817 = phi i64 [ 0, %814 ], [ %829, %815 ]
  %818 = or i64 %817, %373
  %819 = trunc i64 %818 to i32
  %820 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %819
  %821 = load i32, ptr addrspace(3) %820, align 4
  %822 = shl nuw nsw i64 %817, 5
  %823 = or i64 %822, %337
  %824 = trunc i64 %823 to i32
  %825 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %824
  %826 = load i32, ptr addrspace(3) %825, align 4
  %827 = mul i32 %826, %821
  %828 = add i32 %827, %816
  %829 = add nuw nsw i64 %817, 1
  %830 = icmp ult i64 %817, 63
  br i1 %830, label %815, label %831

831: ; preds = %815
  store i32 %828, ptr addrspace(3) %375, align 4
  br label %832

832: ; preds = %831, %832
  %833 = phi i32 [ 0, %831 ], [ %845, %832 ]
  %834 = phi i64 [ 0, %831 ], [ %846, %832 ]
  %835 = or i64 %834, %378
  %836 = trunc i64 %835 to i32
  %837 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %836
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = shl nuw nsw i64 %834, 5
  %840 = or i64 %839, %337
  %841 = trunc i64 %840 to i32
  %842 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %841
  %843 = load i32, ptr addrspace(3) %842, align 4
  %844 = mul i32 %843, %838
  %845 = add i32 %844, %833
  %846 = add nuw nsw i64 %834, 1
  %847 = icmp ult i64 %834, 63
  br i1 %847, label %832, label %848

848: ; preds = %832
  store i32 %845, ptr addrspace(3) %380, align 4
  br label %849

849: ; preds = %848, %849
  %850 = phi i32 [ 0, %848 ], [ %862, %849 ]
  %851 = phi i64 [ 0, %848 ], [ %863, %849 ]
  %852 = or i64 %851, %383
  %853 = trunc i64 %852 to i32
  %854 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %853
  %855 = load i32, ptr addrspace(3) %854, align 4
  %856 = shl nuw nsw i64 %851, 5
  %857 = or i64 %856, %337
  %858 = trunc i64 %857 to i32
  %859 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %858
  %860 = load i32, ptr addrspace(3) %859, align 4
  %861 = mul i32 %860, %855
  %862 = add i32 %861, %850
  %863 = add nuw nsw i64 %851, 1
  %864 = icmp ult i64 %851, 63
  br i1 %864, label %849, label %865

865: ; preds = %849
  store i32 %862, ptr addrspace(3) %385, align 4
  br label %866

866: ; preds = %865, %866
  %867 = phi i32 [ 0, %865 ], [ %879, %866 ]
  %868 = phi i64 [ 0, %865 ], [ %880, %866 ]
  %869 = or i64 %868, %388
  %870 = trunc i64 %869 to i32
  %871 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %870
  %872 = load i32, ptr addrspace(3) %871, align 4
  %873 = shl nuw nsw i64 %868, 5
  %874 = or i64 %873, %337
  %875 = trunc i64 %874 to i32
  %876 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %875
  %877 = load i32, ptr addrspace(3) %876, align 4
  %878 = mul i32 %877, %872
  %879 = add i32 %878, %867
  %880 = add nuw nsw i64 %868, 1
  %881 = icmp ult i64 %868, 63
  br i1 %881, label %866, label %882

882: ; preds = %866
  store i32 %879, ptr addrspace(3) %390, align 4
  br label %883

883: ; preds = %882, %883
  %884 = phi i32 [ 0, %882 ], [ %896, %883 ]
  %885 = phi i64 [ 0, %882 ], [ %897, %883 ]
  %886 = or i64 %885, %393
  %887 = trunc i64 %886 to i32
  %888 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %887
  %889 = load i32, ptr addrspace(3) %888, align 4
  %890 = shl nuw nsw i64 %885, 5
  %891 = or i64 %890, %337
  %892 = trunc i64 %891 to i32
  %893 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %892
  %894 = load i32, ptr addrspace(3) %893, align 4
  %895 = mul i32 %894, %889
  %896 = add i32 %895, %884
  %897 = add nuw nsw i64 %885, 1
  %898 = icmp ult i64 %885, 63
  br i1 %898, label %883, label %899

899: ; preds = %883
  store i32 %896, ptr addrspace(3) %395, align 4
  br label %900

900: ; preds = %899, %900
  %901 = phi i32 [ 0, %899 ], [ %913, %900 ]
  %902 = phi i64 [ 0, %899 ], [ %914, %900 ]
  %903 = or i64 %902, %398
  %904 = trunc i64 %903 to i32
  %905 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %904
  %906 = load i32, ptr addrspace(3) %905, align 4
  %907 = shl nuw nsw i64 %902, 5
  %908 = or i64 %907, %337
  %909 = trunc i64 %908 to i32
  %910 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %909
  %911 = load i32, ptr addrspace(3) %910, align 4
  %912 = mul i32 %911, %906
  %913 = add i32 %912, %901
  %914 = add nuw nsw i64 %902, 1
  %915 = icmp ult i64 %902, 63
  br i1 %915, label %900, label %916

916: ; preds = %900
  store i32 %913, ptr addrspace(3) %400, align 4
  br label %917

917: ; preds = %916, %917
  %918 = phi i32 [ 0, %916 ], [ %930, %917 ]
  %919 = phi i64 [ 0, %916 ], [ %931, %917 ]
  %920 = or i64 %919, %403
  %921 = trunc i64 %920 to i32
  %922 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %921
  %923 = load i32, ptr addrspace(3) %922, align 4
  %924 = shl nuw nsw i64 %919, 5
  %925 = or i64 %924, %337
  %926 = trunc i64 %925 to i32
  %927 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %926
  %928 = load i32, ptr addrspace(3) %927, align 4
  %929 = mul i32 %928, %923
  %930 = add i32 %929, %918
  %931 = add nuw nsw i64 %919, 1
  %932 = icmp ult i64 %919, 63
  br i1 %932, label %917, label %933

933: ; preds = %917
  store i32 %930, ptr addrspace(3) %405, align 4
  br label %934

934: ; preds = %933, %934
  %935 = phi i32 [ 0, %933 ], [ %947, %934 ]
  %936 = phi i64 [ 0, %933 ], [ %948, %934 ]
  %937 = or i64 %936, %408
  %938 = trunc i64 %937 to i32
  %939 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %938
  %940 = load i32, ptr addrspace(3) %939, align 4
  %941 = shl nuw nsw i64 %936, 5
  %942 = or i64 %941, %337
  %943 = trunc i64 %942 to i32
  %944 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %943
  %945 = load i32, ptr addrspace(3) %944, align 4
  %946 = mul i32 %945, %940
  %947 = add i32 %946, %935
  %948 = add nuw nsw i64 %936, 1
  %949 = icmp ult i64 %936, 63
  br i1 %949, label %934, label %950

950: ; preds = %934
  store i32 %947, ptr addrspace(3) %410, align 4
  br label %951

951: ; preds = %950, %951
  %952 = phi i32 [ 0, %950 ], [ %964, %951 ]
  %953 = phi i64 [ 0, %950 ], [ %965, %951 ]
  %954 = or i64 %953, %413
  %955 = trunc i64 %954 to i32
  %956 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %955
  %957 = load i32, ptr addrspace(3) %956, align 4
  %958 = shl nuw nsw i64 %953, 5
  %959 = or i64 %958, %337
  %960 = trunc i64 %959 to i32
  %961 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %960
  %962 = load i32, ptr addrspace(3) %961, align 4
  %963 = mul i32 %962, %957
  %964 = add i32 %963, %952
  %965 = add nuw nsw i64 %953, 1
  %966 = icmp ult i64 %953, 63
  br i1 %966, label %951, label %967

967: ; preds = %951
  %968 = extractelement <8 x half> %638, i64 7
  store i32 %964, ptr addrspace(3) %415, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %969 = load i32, ptr addrspace(3) %423, align 16
  %970 = sitofp i32 %969 to float
  %971 = fmul contract float %970, %4
  %972 = load i32, ptr addrspace(3) %425, align 4
  %973 = sitofp i32 %972 to float
  %974 = fmul contract float %973, %4
  %975 = tail call float @llvm.maxnum.f32(float %971, float %974)
  %976 = load i32, ptr addrspace(3) %427, align 8
  %977 = sitofp i32 %976 to float
  %978 = fmul contract float %977, %4
  %979 = tail call float @llvm.maxnum.f32(float %975, float %978)
  %980 = load i32, ptr addrspace(3) %429, align 4
  %981 = sitofp i32 %980 to float
  %982 = fmul contract float %981, %4
  %983 = tail call float @llvm.maxnum.f32(float %979, float %982)
  %984 = load i32, ptr addrspace(3) %431, align 16
  %985 = sitofp i32 %984 to float
  %986 = fmul contract float %985, %4
  %987 = tail call float @llvm.maxnum.f32(float %983, float %986)
  %988 = load i32, ptr addrspace(3) %433, align 4
  %989 = sitofp i32 %988 to float
  %990 = fmul contract float %989, %4
  %991 = tail call float @llvm.maxnum.f32(float %987, float %990)
  %992 = load i32, ptr addrspace(3) %435, align 8
  %993 = sitofp i32 %992 to float
  %994 = fmul contract float %993, %4
  %995 = tail call float @llvm.maxnum.f32(float %991, float %994)
  %996 = load i32, ptr addrspace(3) %437, align 4
  %997 = sitofp i32 %996 to float
  %998 = fmul contract float %997, %4
  %999 = tail call float @llvm.maxnum.f32(float %995, float %998)
  %1000 = load i32, ptr addrspace(3) %439, align 16
  %1001 = sitofp i32 %1000 to float
  %1002 = fmul contract float %1001, %4
  %1003 = tail call float @llvm.maxnum.f32(float %999, float %1002)
  %1004 = load i32, ptr addrspace(3) %441, align 4
  %1005 = sitofp i32 %1004 to float
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1003, float %1006)
  %1008 = load i32, ptr addrspace(3) %443, align 8
  %1009 = sitofp i32 %1008 to float
  %1010 = fmul contract float %1009, %4
  %1011 = tail call float @llvm.maxnum.f32(float %1007, float %1010)
  %1012 = load i32, ptr addrspace(3) %445, align 4
  %1013 = sitofp i32 %1012 to float
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1011, float %1014)
  %1016 = load i32, ptr addrspace(3) %447, align 16
  %1017 = sitofp i32 %1016 to float
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1015, float %1018)
  %1020 = load i32, ptr addrspace(3) %449, align 4
  %1021 = sitofp i32 %1020 to float
  %1022 = fmul contract float %1021, %4
  %1023 = tail call float @llvm.maxnum.f32(float %1019, float %1022)
  %1024 = load i32, ptr addrspace(3) %451, align 8
  %1025 = sitofp i32 %1024 to float
  %1026 = fmul contract float %1025, %4
  %1027 = tail call float @llvm.maxnum.f32(float %1023, float %1026)
  %1028 = load i32, ptr addrspace(3) %453, align 4
  %1029 = sitofp i32 %1028 to float
  %1030 = fmul contract float %1029, %4
  %1031 = tail call float @llvm.maxnum.f32(float %1027, float %1030)
  %1032 = bitcast float %1031 to i32
  %1033 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1032, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %455, label %1034, label %1037

1034: ; preds = %967
  %1035 = bitcast i32 %1033 to float
  %1036 = tail call float @llvm.maxnum.f32(float %1031, float %1035)
  store float %1036, ptr addrspace(3) %572, align 4
  br label %1037

1037: ; preds = %1034, %967
  tail call void @llvm.musa.syncthreads.lm()
  %1038 = load i32, ptr addrspace(3) %457, align 16
  %1039 = sitofp i32 %1038 to float
  %1040 = fmul contract float %1039, %4
  %1041 = load float, ptr addrspace(3) %459, align 4
  %1042 = load float, ptr addrspace(3) %460, align 4
  %1043 = tail call float @llvm.maxnum.f32(float %1041, float %1042)
  %1044 = fsub contract float %1040, %1043
  %1045 = fmul float %1044, 0x3FF7154760000000
  %1046 = tail call float @llvm.exp2.f32(float %1045)
  %1047 = load i32, ptr addrspace(3) %462, align 4
  %1048 = sitofp i32 %1047 to float
  %1049 = fmul contract float %1048, %4
  %1050 = fsub contract float %1049, %1043
  %1051 = fmul float %1050, 0x3FF7154760000000
  %1052 = tail call float @llvm.exp2.f32(float %1051)
  %1053 = load i32, ptr addrspace(3) %464, align 8
  %1054 = sitofp i32 %1053 to float
  %1055 = fmul contract float %1054, %4
  %1056 = fsub contract float %1055, %1043
  %1057 = fmul float %1056, 0x3FF7154760000000
  %1058 = tail call float @llvm.exp2.f32(float %1057)
  %1059 = load i32, ptr addrspace(3) %466, align 4
  %1060 = sitofp i32 %1059 to float
  %1061 = fmul contract float %1060, %4
  %1062 = fsub contract float %1061, %1043
  %1063 = fmul float %1062, 0x3FF7154760000000
  %1064 = tail call float @llvm.exp2.f32(float %1063)
  %1065 = load i32, ptr addrspace(3) %468, align 16
  %1066 = sitofp i32 %1065 to float
  %1067 = fmul contract float %1066, %4
  %1068 = fsub contract float %1067, %1043
  %1069 = fmul float %1068, 0x3FF7154760000000
  %1070 = tail call float @llvm.exp2.f32(float %1069)
  %1071 = load i32, ptr addrspace(3) %470, align 4
  %1072 = sitofp i32 %1071 to float
  %1073 = fmul contract float %1072, %4
  %1074 = fsub contract float %1073, %1043
  %1075 = fmul float %1074, 0x3FF7154760000000
  %1076 = tail call float @llvm.exp2.f32(float %1075)
  %1077 = load i32, ptr addrspace(3) %472, align 8
  %1078 = sitofp i32 %1077 to float
  %1079 = fmul contract float %1078, %4
  %1080 = fsub contract float %1079, %1043
  %1081 = fmul float %1080, 0x3FF7154760000000
  %1082 = tail call float @llvm.exp2.f32(float %1081)
  %1083 = load i32, ptr addrspace(3) %474, align 4
  %1084 = sitofp i32 %1083 to float
  %1085 = fmul contract float %1084, %4
  %1086 = fsub contract float %1085, %1043
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = tail call float @llvm.exp2.f32(float %1087)
  %1089 = load i32, ptr addrspace(3) %476, align 16
  %1090 = sitofp i32 %1089 to float
  %1091 = fmul contract float %1090, %4
  %1092 = fsub contract float %1091, %1043
  %1093 = fmul float %1092, 0x3FF7154760000000
  %1094 = tail call float @llvm.exp2.f32(float %1093)
  %1095 = load i32, ptr addrspace(3) %478, align 4
  %1096 = sitofp i32 %1095 to float
  %1097 = fmul contract float %1096, %4
  %1098 = fsub contract float %1097, %1043
  %1099 = fmul float %1098, 0x3FF7154760000000
  %1100 = tail call float @llvm.exp2.f32(float %1099)
  %1101 = load i32, ptr addrspace(3) %480, align 8
  %1102 = sitofp i32 %1101 to float
  %1103 = fmul contract float %1102, %4
  %1104 = fsub contract float %1103, %1043
  %1105 = fmul float %1104, 0x3FF7154760000000
  %1106 = tail call float @llvm.exp2.f32(float %1105)
  %1107 = load i32, ptr addrspace(3) %482, align 4
  %1108 = sitofp i32 %1107 to float
  %1109 = fmul contract float %1108, %4
  %1110 = fsub contract float %1109, %1043
  %1111 = fmul float %1110, 0x3FF7154760000000
  %1112 = tail call float @llvm.exp2.f32(float %1111)
  %1113 = load i32, ptr addrspace(3) %484, align 16
  %1114 = sitofp i32 %1113 to float
  %1115 = fmul contract float %1114, %4
  %1116 = fsub contract float %1115, %1043
  %1117 = fmul float %1116, 0x3FF7154760000000
  %1118 = tail call float @llvm.exp2.f32(float %1117)
  %1119 = load i32, ptr addrspace(3) %486, align 4
  %1120 = sitofp i32 %1119 to float
  %1121 = fmul contract float %1120, %4
  %1122 = fsub contract float %1121, %1043
  %1123 = fmul float %1122, 0x3FF7154760000000
  %1124 = tail call float @llvm.exp2.f32(float %1123)
  %1125 = load i32, ptr addrspace(3) %488, align 8
  %1126 = sitofp i32 %1125 to float
  %1127 = fmul contract float %1126, %4
  %1128 = fsub contract float %1127, %1043
  %1129 = fmul float %1128, 0x3FF7154760000000
  %1130 = tail call float @llvm.exp2.f32(float %1129)
  %1131 = load i32, ptr addrspace(3) %490, align 4
  %1132 = sitofp i32 %1131 to float
  %1133 = fmul contract float %1132, %4
  %1134 = fsub contract float %1133, %1043
  %1135 = fmul float %1134, 0x3FF7154760000000
  %1136 = tail call float @llvm.exp2.f32(float %1135)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1046, ptr addrspace(3) %491, align 16
  store float %1052, ptr addrspace(3) %492, align 4
  store float %1058, ptr addrspace(3) %493, align 8
  store float %1064, ptr addrspace(3) %494, align 4
  store float %1070, ptr addrspace(3) %495, align 16
  store float %1076, ptr addrspace(3) %496, align 4
  store float %1082, ptr addrspace(3) %497, align 8
  store float %1088, ptr addrspace(3) %498, align 4
  store float %1094, ptr addrspace(3) %499, align 16
  store float %1100, ptr addrspace(3) %500, align 4
  store float %1106, ptr addrspace(3) %501, align 8
  store float %1112, ptr addrspace(3) %502, align 4
  store float %1118, ptr addrspace(3) %503, align 16
  store float %1124, ptr addrspace(3) %504, align 4
  store float %1130, ptr addrspace(3) %505, align 8
  store float %1136, ptr addrspace(3) %506, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %1137, label %1144

1137: ; preds = %1037
  %1138 = load float, ptr addrspace(3) %573, align 4
  %1139 = load float, ptr addrspace(3) %574, align 4
  %1140 = tail call float @llvm.maxnum.f32(float %1138, float %1139)
  %1141 = fsub contract float %1138, %1140
  %1142 = fmul float %1141, 0x3FF7154760000000
  %1143 = tail call float @llvm.exp2.f32(float %1142)
  store float %1143, ptr addrspace(3) %575, align 4
  br label %1144

1144: ; preds = %1137, %1037
  tail call void @llvm.musa.syncthreads.lm()
  %1145 = load float, ptr addrspace(3) %507, align 16
  %1146 = fadd reassoc float %1145, 0.000000e+00
  %1147 = load float, ptr addrspace(3) %508, align 4
  %1148 = fadd reassoc float %1146, %1147
  %1149 = load float, ptr addrspace(3) %509, align 8
  %1150 = fadd reassoc float %1148, %1149
  %1151 = load float, ptr addrspace(3) %510, align 4
  %1152 = fadd reassoc float %1150, %1151
  %1153 = load float, ptr addrspace(3) %511, align 16
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %512, align 4
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %513, align 8
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %514, align 4
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %515, align 16
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %516, align 4
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %517, align 8
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %518, align 4
  %1168 = fadd reassoc float %1166, %1167
  %1169 = load float, ptr addrspace(3) %519, align 16
  %1170 = fadd reassoc float %1168, %1169
  %1171 = load float, ptr addrspace(3) %520, align 4
  %1172 = fadd reassoc float %1170, %1171
  %1173 = load float, ptr addrspace(3) %521, align 8
  %1174 = fadd reassoc float %1172, %1173
  %1175 = load float, ptr addrspace(3) %522, align 4
  %1176 = fadd reassoc float %1174, %1175
  %1177 = bitcast float %1176 to i32
  %1178 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1177, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %455, label %1179, label %1182

1179: ; preds = %1144
  %1180 = bitcast i32 %1178 to float
  %1181 = fadd reassoc float %1176, %1180
  store float %1181, ptr addrspace(3) %576, align 4
  br label %1182

1182: ; preds = %1179, %1144
  tail call void @llvm.musa.syncthreads.lm()
  %1183 = load float, ptr addrspace(3) %491, align 16
  %1184 = fptrunc float %1183 to half
  store half %1184, ptr addrspace(3) %523, align 16
  %1185 = load float, ptr addrspace(3) %492, align 4
  %1186 = fptrunc float %1185 to half
  store half %1186, ptr addrspace(3) %524, align 2
  %1187 = load float, ptr addrspace(3) %493, align 8
  %1188 = fptrunc float %1187 to half
  store half %1188, ptr addrspace(3) %525, align 4
  %1189 = load float, ptr addrspace(3) %494, align 4
  %1190 = fptrunc float %1189 to half
  store half %1190, ptr addrspace(3) %526, align 2
  %1191 = load float, ptr addrspace(3) %495, align 16
  %1192 = fptrunc float %1191 to half
  store half %1192, ptr addrspace(3) %527, align 8
  %1193 = load float, ptr addrspace(3) %496, align 4
  %1194 = fptrunc float %1193 to half
  store half %1194, ptr addrspace(3) %528, align 2
  %1195 = load float, ptr addrspace(3) %497, align 8
  %1196 = fptrunc float %1195 to half
  store half %1196, ptr addrspace(3) %529, align 4
  %1197 = load float, ptr addrspace(3) %498, align 4
  %1198 = fptrunc float %1197 to half
  store half %1198, ptr addrspace(3) %530, align 2
  %1199 = load float, ptr addrspace(3) %499, align 16
  %1200 = fptrunc float %1199 to half
  store half %1200, ptr addrspace(3) %531, align 16
  %1201 = load float, ptr addrspace(3) %500, align 4
  %1202 = fptrunc float %1201 to half
  store half %1202, ptr addrspace(3) %532, align 2
  %1203 = load float, ptr addrspace(3) %501, align 8
  %1204 = fptrunc float %1203 to half
  store half %1204, ptr addrspace(3) %533, align 4
  %1205 = load float, ptr addrspace(3) %502, align 4
  %1206 = fptrunc float %1205 to half
  store half %1206, ptr addrspace(3) %534, align 2
  %1207 = load float, ptr addrspace(3) %503, align 16
  %1208 = fptrunc float %1207 to half
  store half %1208, ptr addrspace(3) %535, align 8
  %1209 = load float, ptr addrspace(3) %504, align 4
  %1210 = fptrunc float %1209 to half
  store half %1210, ptr addrspace(3) %536, align 2
  %1211 = load float, ptr addrspace(3) %505, align 8
  %1212 = fptrunc float %1211 to half
  store half %1212, ptr addrspace(3) %537, align 4
  %1213 = load float, ptr addrspace(3) %506, align 4
  %1214 = fptrunc float %1213 to half
  store half %1214, ptr addrspace(3) %538, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1215 = extractelement <8 x half> %622, i64 0
  store half %1215, ptr addrspace(3) %539, align 16
  %1216 = extractelement <8 x half> %622, i64 1
  store half %1216, ptr addrspace(3) %540, align 2
  %1217 = extractelement <8 x half> %622, i64 2
  store half %1217, ptr addrspace(3) %541, align 4
  %1218 = extractelement <8 x half> %622, i64 3
  store half %1218, ptr addrspace(3) %542, align 2
  %1219 = extractelement <8 x half> %622, i64 4
  store half %1219, ptr addrspace(3) %543, align 8
  %1220 = extractelement <8 x half> %622, i64 5
  store half %1220, ptr addrspace(3) %544, align 2
  %1221 = extractelement <8 x half> %622, i64 6
  store half %1221, ptr addrspace(3) %545, align 4
  %1222 = extractelement <8 x half> %622, i64 7
  store half %1222, ptr addrspace(3) %546, align 2
  store half %588, ptr addrspace(3) %547, align 16
  store half %587, ptr addrspace(3) %548, align 2
  store half %586, ptr addrspace(3) %549, align 4
  store half %585, ptr addrspace(3) %550, align 2
  store half %584, ptr addrspace(3) %551, align 8
  store half %583, ptr addrspace(3) %552, align 2
  store half %582, ptr addrspace(3) %553, align 4
  store half %581, ptr addrspace(3) %554, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1223

1223: ; preds = %1182, %1253
  %1224 = phi i64 [ 0, %1182 ], [ %1255, %1253 ]
  %1225 = shl nuw nsw i64 %1224, 7
  %1226 = add nsw i64 %1225, %8
  %1227 = lshr i64 %1226, 6
  %1228 = trunc i64 %1226 to i32
  %1229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %1228
  %1230 = load float, ptr addrspace(3) %1229, align 4
  %1231 = trunc i64 %1227 to i32
  %1232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1231
  %1233 = load float, ptr addrspace(3) %1232, align 4
  %1234 = fmul contract float %1230, %1233
  %1235 = shl nuw nsw i64 %1227, 5
  br label %1236

1236: ; preds = %1223, %1236
  %1237 = phi float [ %1234, %1223 ], [ %1250, %1236 ]
  %1238 = phi i64 [ 0, %1223 ], [ %1251, %1236 ]
  %1239 = add nuw nsw i64 %1238, %1235
  %1240 = trunc i64 %1239 to i32
  %1241 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1240
  %1242 = load half, ptr addrspace(3) %1241, align 2
  %1243 = shl nuw nsw i64 %1238, 6
  %1244 = or i64 %1243, %577
  %1245 = trunc i64 %1244 to i32
  %1246 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 46336), i32 %1245
  %1247 = load half, ptr addrspace(3) %1246, align 2
  %1248 = fpext half %1242 to float
  %1249 = fpext half %1247 to float
  %1250 = tail call float @llvm.fma.f32(float %1248, float %1249, float %1237)
  %1251 = add nuw nsw i64 %1238, 1
  %1252 = icmp ult i64 %1238, 31
  br i1 %1252, label %1236, label %1253

1253: ; preds = %1236
  %1254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %1228
  store float %1250, ptr addrspace(3) %1254, align 4
  %1255 = add nuw nsw i64 %1224, 1
  %1256 = icmp ult i64 %1224, 31
  br i1 %1256, label %1223, label %1257

1257: ; preds = %1253
  tail call void @llvm.musa.syncthreads.lm()
  %1258 = load float, ptr addrspace(3) %555, align 16
  %1259 = load <4 x float>, ptr addrspace(3) %556, align 4
  %1260 = load float, ptr addrspace(3) %557, align 4
  %1261 = load float, ptr addrspace(3) %558, align 8
  %1262 = load float, ptr addrspace(3) %559, align 4
  %1263 = load <8 x float>, ptr addrspace(3) %560, align 16
  %1264 = load <8 x float>, ptr addrspace(3) %561, align 16
  %1265 = load <8 x float>, ptr addrspace(3) %562, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %1266, label %1272

1266: ; preds = %1257
  %1267 = load float, ptr addrspace(3) %578, align 4
  %1268 = load float, ptr addrspace(3) %575, align 4
  %1269 = fmul contract float %1267, %1268
  %1270 = load float, ptr addrspace(3) %579, align 4
  %1271 = fadd contract float %1269, %1270
  store float %1271, ptr addrspace(3) %578, align 4
  br label %1272

1272: ; preds = %1266, %1257
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %1273, label %1277

1273: ; preds = %1272
  %1274 = load float, ptr addrspace(3) %573, align 4
  %1275 = load float, ptr addrspace(3) %574, align 4
  %1276 = tail call float @llvm.maxnum.f32(float %1274, float %1275)
  store float %1276, ptr addrspace(3) %573, align 4
  br label %1277

1277: ; preds = %1273, %1272
  tail call void @llvm.musa.syncthreads.lm()
  %1278 = extractelement <8 x float> %1263, i64 0
  %1279 = extractelement <8 x float> %1263, i64 1
  %1280 = extractelement <8 x float> %1263, i64 2
  %1281 = extractelement <8 x float> %1263, i64 3
  %1282 = extractelement <8 x float> %1263, i64 4
  %1283 = extractelement <8 x float> %1263, i64 5
  %1284 = extractelement <8 x float> %1263, i64 6
  %1285 = extractelement <8 x float> %1263, i64 7
  %1286 = extractelement <8 x float> %1264, i64 0
  %1287 = extractelement <8 x float> %1264, i64 1
  %1288 = extractelement <8 x float> %1264, i64 2
  %1289 = extractelement <8 x float> %1264, i64 3
  %1290 = extractelement <8 x float> %1264, i64 4
  %1291 = extractelement <8 x float> %1264, i64 5
  %1292 = extractelement <8 x float> %1264, i64 6
  %1293 = extractelement <8 x float> %1264, i64 7
  %1294 = extractelement <8 x float> %1265, i64 0
  %1295 = extractelement <8 x float> %1265, i64 1
  %1296 = extractelement <8 x float> %1265, i64 2
  %1297 = extractelement <8 x float> %1265, i64 3
  %1298 = extractelement <8 x float> %1265, i64 4
  %1299 = extractelement <8 x float> %1265, i64 5
  %1300 = extractelement <8 x float> %1265, i64 6
  %1301 = extractelement <8 x float> %1265, i64 7
  %1302 = extractelement <4 x float> %1259, i64 0
  %1303 = extractelement <4 x float> %1259, i64 1
  %1304 = extractelement <4 x float> %1259, i64 2
  %1305 = extractelement <4 x float> %1259, i64 3
  br i1 %624, label %580, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1277
  %1306 = insertelement <8 x float> poison, float %1258, i64 0
  %1307 = shufflevector <4 x float> %1259, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1308 = shufflevector <8 x float> %1306, <8 x float> %1307, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1309 = insertelement <8 x float> %1308, float %1260, i64 5
  %1310 = insertelement <8 x float> %1309, float %1261, i64 6
  %1311 = insertelement <8 x float> %1310, float %1262, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %110
  %1312 = phi <8 x float> [ zeroinitializer, %110 ], [ %1311, %._crit_edge.loopexit ]
  %1313 = phi <8 x float> [ zeroinitializer, %110 ], [ %1263, %._crit_edge.loopexit ]
  %1314 = phi <8 x float> [ zeroinitializer, %110 ], [ %1264, %._crit_edge.loopexit ]
  %1315 = phi <8 x float> [ zeroinitializer, %110 ], [ %1265, %._crit_edge.loopexit ]
  %1316 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1317 = load float, ptr addrspace(3) %1316, align 4
  %1318 = insertelement <8 x float> poison, float %1317, i64 0
  %1319 = shufflevector <8 x float> %1318, <8 x float> poison, <8 x i32> zeroinitializer
  %1320 = fdiv <8 x float> %1312, %1319
  %1321 = fptrunc <8 x float> %1320 to <8 x half>
  %1322 = getelementptr half, ptr addrspace(1) %3, i64 %17
  %1323 = getelementptr half, ptr addrspace(1) %1322, i64 %12
  store <8 x half> %1321, ptr addrspace(1) %1323, align 16
  %1324 = fdiv <8 x float> %1313, %1319
  %1325 = fptrunc <8 x float> %1324 to <8 x half>
  %1326 = getelementptr half, ptr addrspace(1) %1322, i64 %98
  store <8 x half> %1325, ptr addrspace(1) %1326, align 16
  %1327 = getelementptr float, ptr addrspace(3) @global_smem, i32 %53
  %1328 = load float, ptr addrspace(3) %1327, align 4
  %1329 = insertelement <8 x float> poison, float %1328, i64 0
  %1330 = shufflevector <8 x float> %1329, <8 x float> poison, <8 x i32> zeroinitializer
  %1331 = fdiv <8 x float> %1314, %1330
  %1332 = fptrunc <8 x float> %1331 to <8 x half>
  %1333 = getelementptr half, ptr addrspace(1) %3, i64 %56
  %1334 = getelementptr half, ptr addrspace(1) %1333, i64 %12
  store <8 x half> %1332, ptr addrspace(1) %1334, align 16
  %1335 = fdiv <8 x float> %1315, %1330
  %1336 = fptrunc <8 x float> %1335 to <8 x half>
  %1337 = getelementptr half, ptr addrspace(1) %1333, i64 %98
  store <8 x half> %1336, ptr addrspace(1) %1337, align 16
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
