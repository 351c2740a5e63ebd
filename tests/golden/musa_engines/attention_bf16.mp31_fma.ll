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
  %11 = shl nsw i64 %8, 3
  %12 = and i64 %11, 56
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %12
  %20 = load bfloat, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %22 = load bfloat, ptr addrspace(1) %21, align 2
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %24 = load bfloat, ptr addrspace(1) %23, align 4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %26 = load bfloat, ptr addrspace(1) %25, align 2
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %28 = load bfloat, ptr addrspace(1) %27, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %30 = load bfloat, ptr addrspace(1) %29, align 2
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %32 = load bfloat, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %34 = load bfloat, ptr addrspace(1) %33, align 2
  %35 = add nuw nsw i64 %13, 16
  %36 = trunc i64 %35 to i32
  %37 = add i32 %10, %36
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr bfloat, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr bfloat, ptr addrspace(1) %40, i64 %12
  %42 = load bfloat, ptr addrspace(1) %41, align 16
  %43 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 2
  %44 = load bfloat, ptr addrspace(1) %43, align 2
  %45 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 4
  %46 = load bfloat, ptr addrspace(1) %45, align 4
  %47 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 6
  %48 = load bfloat, ptr addrspace(1) %47, align 2
  %49 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 8
  %50 = load bfloat, ptr addrspace(1) %49, align 8
  %51 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 10
  %52 = load bfloat, ptr addrspace(1) %51, align 2
  %53 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 12
  %54 = load bfloat, ptr addrspace(1) %53, align 4
  %55 = getelementptr inbounds i8, ptr addrspace(1) %41, i64 14
  %56 = load bfloat, ptr addrspace(1) %55, align 2
  %57 = add nuw nsw i64 %13, 32
  %58 = trunc i64 %57 to i32
  %59 = add i32 %10, %58
  %60 = shl i32 %59, 6
  %61 = sext i32 %60 to i64
  %62 = getelementptr bfloat, ptr addrspace(1) %0, i64 %61
  %63 = getelementptr bfloat, ptr addrspace(1) %62, i64 %12
  %64 = load bfloat, ptr addrspace(1) %63, align 16
  %65 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 2
  %66 = load bfloat, ptr addrspace(1) %65, align 2
  %67 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 4
  %68 = load bfloat, ptr addrspace(1) %67, align 4
  %69 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 6
  %70 = load bfloat, ptr addrspace(1) %69, align 2
  %71 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 8
  %72 = load bfloat, ptr addrspace(1) %71, align 8
  %73 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 10
  %74 = load bfloat, ptr addrspace(1) %73, align 2
  %75 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 12
  %76 = load bfloat, ptr addrspace(1) %75, align 4
  %77 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 14
  %78 = load bfloat, ptr addrspace(1) %77, align 2
  %79 = add nuw nsw i64 %13, 48
  %80 = trunc i64 %79 to i32
  %81 = add i32 %10, %80
  %82 = shl i32 %81, 6
  %83 = sext i32 %82 to i64
  %84 = getelementptr bfloat, ptr addrspace(1) %0, i64 %83
  %85 = getelementptr bfloat, ptr addrspace(1) %84, i64 %12
  %86 = load bfloat, ptr addrspace(1) %85, align 16
  %87 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 2
  %88 = load bfloat, ptr addrspace(1) %87, align 2
  %89 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 4
  %90 = load bfloat, ptr addrspace(1) %89, align 4
  %91 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 6
  %92 = load bfloat, ptr addrspace(1) %91, align 2
  %93 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 8
  %94 = load bfloat, ptr addrspace(1) %93, align 8
  %95 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 10
  %96 = load bfloat, ptr addrspace(1) %95, align 2
  %97 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 12
  %98 = load bfloat, ptr addrspace(1) %97, align 4
  %99 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 14
  %100 = load bfloat, ptr addrspace(1) %99, align 2
  %101 = icmp sgt i32 %5, 0
  %102 = icmp ult i32 %7, 64
  br i1 %102, label %103, label %105

103: ; preds = %6
  %104 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %104, align 4
  br label %105

105: ; preds = %103, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %102, label %106, label %108

106: ; preds = %105
  %107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %107, align 4
  br label %108

108: ; preds = %106, %105
  tail call void @llvm.musa.syncthreads.lm()
  %109 = shl i32 %14, 6
  br i1 %101, label %110, label %115

110: ; preds = %108
  %111 = sext i32 %109 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %1, i64 %111
  %113 = getelementptr bfloat, ptr addrspace(1) %112, i64 %12
  %114 = load <8 x bfloat>, ptr addrspace(1) %113, align 16
  br label %115

115: ; preds = %110, %108
  %116 = phi <8 x bfloat> [ %114, %110 ], [ zeroinitializer, %108 ]
  %117 = shl i32 %36, 6
  br i1 %101, label %118, label %123

118: ; preds = %115
  %119 = sext i32 %117 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %1, i64 %119
  %121 = getelementptr bfloat, ptr addrspace(1) %120, i64 %12
  %122 = load <8 x bfloat>, ptr addrspace(1) %121, align 16
  br label %123

123: ; preds = %118, %115
  %124 = phi <8 x bfloat> [ %122, %118 ], [ zeroinitializer, %115 ]
  br i1 %101, label %125, label %130

125: ; preds = %123
  %126 = sext i32 %109 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %2, i64 %126
  %128 = getelementptr bfloat, ptr addrspace(1) %127, i64 %12
  %129 = load <8 x bfloat>, ptr addrspace(1) %128, align 16
  br label %130

130: ; preds = %125, %123
  %131 = phi <8 x bfloat> [ %129, %125 ], [ zeroinitializer, %123 ]
  br i1 %101, label %132, label %137

132: ; preds = %130
  %133 = sext i32 %117 to i64
  %134 = getelementptr bfloat, ptr addrspace(1) %2, i64 %133
  %135 = getelementptr bfloat, ptr addrspace(1) %134, i64 %12
  %136 = load <8 x bfloat>, ptr addrspace(1) %135, align 16
  br label %137

137: ; preds = %132, %130
  %138 = phi <8 x bfloat> [ %136, %132 ], [ zeroinitializer, %130 ]
  %139 = or i64 %12, 1
  %140 = or i64 %12, 2
  %141 = or i64 %12, 3
  %142 = or i64 %12, 4
  %143 = or i64 %12, 5
  %144 = or i64 %12, 6
  %145 = or i64 %12, 7
  %146 = and i64 %11, -64
  %147 = trunc i64 %11 to i32
  %148 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %147
  %149 = or i64 %139, %146
  %150 = trunc i64 %149 to i32
  %151 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %150
  %152 = or i64 %140, %146
  %153 = trunc i64 %152 to i32
  %154 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %153
  %155 = or i64 %141, %146
  %156 = trunc i64 %155 to i32
  %157 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %156
  %158 = or i64 %142, %146
  %159 = trunc i64 %158 to i32
  %160 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %159
  %161 = or i64 %143, %146
  %162 = trunc i64 %161 to i32
  %163 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %162
  %164 = or i64 %144, %146
  %165 = trunc i64 %164 to i32
  %166 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %165
  %167 = or i64 %145, %146
  %168 = trunc i64 %167 to i32
  %169 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %168
  %170 = shl i64 %35, 6
  %171 = or i64 %170, %12
  %172 = trunc i64 %171 to i32
  %173 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %172
  %174 = or i64 %170, %139
  %175 = trunc i64 %174 to i32
  %176 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %175
  %177 = or i64 %170, %140
  %178 = trunc i64 %177 to i32
  %179 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %178
  %180 = or i64 %170, %141
  %181 = trunc i64 %180 to i32
  %182 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %181
  %183 = or i64 %170, %142
  %184 = trunc i64 %183 to i32
  %185 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %184
  %186 = or i64 %170, %143
  %187 = trunc i64 %186 to i32
  %188 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %187
  %189 = or i64 %170, %144
  %190 = trunc i64 %189 to i32
  %191 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %190
  %192 = or i64 %170, %145
  %193 = trunc i64 %192 to i32
  %194 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %193
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %147
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %150
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %153
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %156
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %159
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %162
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %165
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %168
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %172
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %175
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %178
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %181
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %184
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %187
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %190
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %193
  %211 = shl i64 %57, 6
  %212 = or i64 %211, %12
  %213 = trunc i64 %212 to i32
  %214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %213
  %215 = or i64 %211, %139
  %216 = trunc i64 %215 to i32
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %216
  %218 = or i64 %211, %140
  %219 = trunc i64 %218 to i32
  %220 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %219
  %221 = or i64 %211, %141
  %222 = trunc i64 %221 to i32
  %223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %222
  %224 = or i64 %211, %142
  %225 = trunc i64 %224 to i32
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %225
  %227 = or i64 %211, %143
  %228 = trunc i64 %227 to i32
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %228
  %230 = or i64 %211, %144
  %231 = trunc i64 %230 to i32
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %231
  %233 = or i64 %211, %145
  %234 = trunc i64 %233 to i32
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %234
  %236 = shl i64 %79, 6
  %237 = or i64 %236, %12
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %238
  %240 = or i64 %236, %139
  %241 = trunc i64 %240 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %241
  %243 = or i64 %236, %140
  %244 = trunc i64 %243 to i32
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %244
  %246 = or i64 %236, %141
  %247 = trunc i64 %246 to i32
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %247
  %249 = or i64 %236, %142
  %250 = trunc i64 %249 to i32
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %250
  %252 = or i64 %236, %143
  %253 = trunc i64 %252 to i32
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %253
  %255 = or i64 %236, %144
  %256 = trunc i64 %255 to i32
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %256
  %258 = or i64 %236, %145
  %259 = trunc i64 %258 to i32
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %259
  %261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %147
  %262 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %150
  %263 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %153
  %264 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %156
  %265 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %159
  %266 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %162
  %267 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %165
  %268 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %168
  %269 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %172
  %270 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %175
  %271 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %178
  %272 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %181
  %273 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %184
  %274 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %187
  %275 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %190
  %276 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %193
  %277 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %213
  %278 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %216
  %279 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %219
  %280 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %222
  %281 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %225
  %282 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %228
  %283 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %231
  %284 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %234
  %285 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %238
  %286 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %241
  %287 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %244
  %288 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %247
  %289 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %250
  %290 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %253
  %291 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %256
  %292 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %259
  %293 = and i64 %11, 24
  %294 = lshr i64 %11, 5
  %295 = or i64 %293, 1
  %296 = or i64 %293, 2
  %297 = or i64 %293, 3
  %298 = or i64 %293, 4
  %299 = or i64 %293, 5
  %300 = or i64 %293, 6
  %301 = or i64 %293, 7
  %302 = shl nuw nsw i64 %293, 6
  %303 = add nuw nsw i64 %302, %294
  %304 = trunc i64 %303 to i32
  %305 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %304
  %306 = and i64 %11, -32
  %307 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %147
  %308 = shl nuw nsw i64 %295, 6
  %309 = add nuw nsw i64 %308, %294
  %310 = trunc i64 %309 to i32
  %311 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %310
  %312 = or i64 %295, %306
  %313 = trunc i64 %312 to i32
  %314 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %313
  %315 = shl nuw nsw i64 %296, 6
  %316 = add nuw nsw i64 %315, %294
  %317 = trunc i64 %316 to i32
  %318 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %317
  %319 = or i64 %296, %306
  %320 = trunc i64 %319 to i32
  %321 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %320
  %322 = shl nuw nsw i64 %297, 6
  %323 = add nuw nsw i64 %322, %294
  %324 = trunc i64 %323 to i32
  %325 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %324
  %326 = or i64 %297, %306
  %327 = trunc i64 %326 to i32
  %328 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %327
  %329 = shl nuw nsw i64 %298, 6
  %330 = add nuw nsw i64 %329, %294
  %331 = trunc i64 %330 to i32
  %332 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %331
  %333 = or i64 %298, %306
  %334 = trunc i64 %333 to i32
  %335 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %334
  %336 = shl nuw nsw i64 %299, 6
  %337 = add nuw nsw i64 %336, %294
  %338 = trunc i64 %337 to i32
  %339 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %338
  %340 = or i64 %299, %306
  %341 = trunc i64 %340 to i32
  %342 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %341
  %343 = shl nuw nsw i64 %300, 6
  %344 = add nuw nsw i64 %343, %294
  %345 = trunc i64 %344 to i32
  %346 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %345
  %347 = or i64 %300, %306
  %348 = trunc i64 %347 to i32
  %349 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %348
  %350 = shl nuw nsw i64 %301, 6
  %351 = add nuw nsw i64 %350, %294
  %352 = trunc i64 %351 to i32
  %353 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %352
  %354 = or i64 %301, %306
  %355 = trunc i64 %354 to i32
  %356 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %355
  %357 = add nuw nsw i64 %294, 32
  %358 = add nuw nsw i64 %357, %302
  %359 = trunc i64 %358 to i32
  %360 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %359
  %361 = shl i64 %357, 5
  %362 = or i64 %361, %293
  %363 = trunc i64 %362 to i32
  %364 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %363
  %365 = add nuw nsw i64 %308, %357
  %366 = trunc i64 %365 to i32
  %367 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %366
  %368 = or i64 %361, %295
  %369 = trunc i64 %368 to i32
  %370 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %369
  %371 = add nuw nsw i64 %315, %357
  %372 = trunc i64 %371 to i32
  %373 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %372
  %374 = or i64 %361, %296
  %375 = trunc i64 %374 to i32
  %376 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %375
  %377 = add nuw nsw i64 %322, %357
  %378 = trunc i64 %377 to i32
  %379 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %378
  %380 = or i64 %361, %297
  %381 = trunc i64 %380 to i32
  %382 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %381
  %383 = add nuw nsw i64 %329, %357
  %384 = trunc i64 %383 to i32
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %384
  %386 = or i64 %361, %298
  %387 = trunc i64 %386 to i32
  %388 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %387
  %389 = add nuw nsw i64 %336, %357
  %390 = trunc i64 %389 to i32
  %391 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %390
  %392 = or i64 %361, %299
  %393 = trunc i64 %392 to i32
  %394 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %393
  %395 = add nuw nsw i64 %343, %357
  %396 = trunc i64 %395 to i32
  %397 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %396
  %398 = or i64 %361, %300
  %399 = trunc i64 %398 to i32
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %399
  %401 = add nuw nsw i64 %350, %357
  %402 = trunc i64 %401 to i32
  %403 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %402
  %404 = or i64 %361, %301
  %405 = trunc i64 %404 to i32
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %405
  %407 = and i64 %8, 31
  %408 = lshr i64 %8, 5
  %409 = shl i64 %408, 6
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %7
  %411 = add nuw nsw i64 %408, 4
  %412 = shl i64 %411, 6
  %413 = shl i64 %411, 5
  %414 = or i64 %413, %407
  %415 = trunc i64 %414 to i32
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %415
  %417 = add nuw nsw i64 %408, 8
  %418 = shl i64 %417, 6
  %419 = shl i64 %417, 5
  %420 = or i64 %419, %407
  %421 = trunc i64 %420 to i32
  %422 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %421
  %423 = add nuw nsw i64 %408, 12
  %424 = shl i64 %423, 6
  %425 = shl i64 %423, 5
  %426 = or i64 %425, %407
  %427 = trunc i64 %426 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %427
  %429 = add nuw nsw i64 %408, 16
  %430 = shl i64 %429, 6
  %431 = shl i64 %429, 5
  %432 = or i64 %431, %407
  %433 = trunc i64 %432 to i32
  %434 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %433
  %435 = add nuw nsw i64 %408, 20
  %436 = shl i64 %435, 6
  %437 = shl i64 %435, 5
  %438 = or i64 %437, %407
  %439 = trunc i64 %438 to i32
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %439
  %441 = add nuw nsw i64 %408, 24
  %442 = shl i64 %441, 6
  %443 = shl i64 %441, 5
  %444 = or i64 %443, %407
  %445 = trunc i64 %444 to i32
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %445
  %447 = add nuw nsw i64 %408, 28
  %448 = shl i64 %447, 6
  %449 = shl i64 %447, 5
  %450 = or i64 %449, %407
  %451 = trunc i64 %450 to i32
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %451
  %453 = add nuw nsw i64 %408, 32
  %454 = shl i64 %453, 6
  %455 = shl i64 %453, 5
  %456 = or i64 %455, %407
  %457 = trunc i64 %456 to i32
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %457
  %459 = add nuw nsw i64 %408, 36
  %460 = shl i64 %459, 6
  %461 = shl i64 %459, 5
  %462 = or i64 %461, %407
  %463 = trunc i64 %462 to i32
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %463
  %465 = add nuw nsw i64 %408, 40
  %466 = shl i64 %465, 6
  %467 = shl i64 %465, 5
  %468 = or i64 %467, %407
  %469 = trunc i64 %468 to i32
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %469
  %471 = add nuw nsw i64 %408, 44
  %472 = shl i64 %471, 6
  %473 = shl i64 %471, 5
  %474 = or i64 %473, %407
  %475 = trunc i64 %474 to i32
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %475
  %477 = add nuw nsw i64 %408, 48
  %478 = shl i64 %477, 6
  %479 = shl i64 %477, 5
  %480 = or i64 %479, %407
  %481 = trunc i64 %480 to i32
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %481
  %483 = add nuw nsw i64 %408, 52
  %484 = shl i64 %483, 6
  %485 = shl i64 %483, 5
  %486 = or i64 %485, %407
  %487 = trunc i64 %486 to i32
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %487
  %489 = add nuw nsw i64 %408, 56
  %490 = shl i64 %489, 6
  %491 = shl i64 %489, 5
  %492 = or i64 %491, %407
  %493 = trunc i64 %492 to i32
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %493
  %495 = add nuw nsw i64 %408, 60
  %496 = shl i64 %495, 6
  %497 = shl i64 %495, 5
  %498 = or i64 %497, %407
  %499 = trunc i64 %498 to i32
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %499
  %501 = and i64 %8, 1
  %502 = icmp ult i32 %7, 128
  %503 = icmp eq i64 %501, 0
  %504 = and i1 %502, %503
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %147
  %506 = trunc i64 %294 to i32
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %506
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %506
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %313
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %320
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %327
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %334
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %341
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %348
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %355
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %363
  %517 = trunc i64 %357 to i32
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %517
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %517
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %369
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %375
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %381
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %387
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %393
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %399
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %405
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %147
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %313
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %320
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %327
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %334
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %341
  %533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %348
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %355
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %363
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %369
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %375
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %381
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %387
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %393
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %399
  %542 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %405
  %543 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %147
  %544 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %313
  %545 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %320
  %546 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %327
  %547 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %334
  %548 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %341
  %549 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %348
  %550 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %355
  %551 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %363
  %552 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %369
  %553 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %375
  %554 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %381
  %555 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %387
  %556 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %393
  %557 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %399
  %558 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %405
  %559 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %147
  %560 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %150
  %561 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %153
  %562 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %156
  %563 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %159
  %564 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %162
  %565 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %165
  %566 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %168
  %567 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %172
  %568 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %175
  %569 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %178
  %570 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %181
  %571 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %184
  %572 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %187
  %573 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %190
  %574 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %193
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %147
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %150
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %162
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %165
  %579 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %168
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %172
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %213
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %238
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %12
  %invariant.gep74 = getelementptr bfloat, ptr addrspace(1) %2, i64 %12
  br i1 %101, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %137
  %583 = shl nsw i64 %8, 4
  %584 = and i64 %583, -32
  %585 = select i1 %502, i64 %584, i64 0
  %586 = shl nuw nsw i64 %501, 3
  %587 = extractelement <8 x bfloat> %138, i64 7
  %588 = extractelement <8 x bfloat> %138, i64 6
  %589 = extractelement <8 x bfloat> %138, i64 5
  %590 = extractelement <8 x bfloat> %138, i64 4
  %591 = extractelement <8 x bfloat> %138, i64 3
  %592 = extractelement <8 x bfloat> %138, i64 2
  %593 = extractelement <8 x bfloat> %138, i64 1
  %594 = extractelement <8 x bfloat> %138, i64 0
  %595 = lshr i32 %7, 1
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %595
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %7
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25344), i32 %7
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %595
  %601 = and i64 %8, 63
  %602 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %7
  %604 = or i64 %586, %585
  %605 = trunc i64 %604 to i32
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %605
  %607 = or i32 %605, 1
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %607
  %609 = or i32 %605, 2
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %609
  %611 = or i32 %605, 3
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %611
  %613 = or i32 %605, 4
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %613
  %615 = or i32 %605, 5
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %615
  %617 = or i32 %605, 6
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %617
  %619 = or i32 %605, 7
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %619
  %621 = or i64 %586, %585
  %622 = trunc i64 %621 to i32
  %623 = or i32 %622, 16
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %623
  %625 = or i32 %622, 17
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %625
  %627 = or i32 %622, 18
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %627
  %629 = or i32 %622, 19
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %629
  %631 = or i32 %622, 20
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %631
  %633 = or i32 %622, 21
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %633
  %635 = or i32 %622, 22
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %635
  %637 = or i32 %622, 23
  %638 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %637
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %605
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %607
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %609
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %611
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %613
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %615
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %617
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %619
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %623
  %648 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %625
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %627
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %629
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %631
  %652 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %633
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %635
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %637
  br label %655

655: ; preds = %.lr.ph, %1334
  %656 = phi bfloat [ %587, %.lr.ph ], [ %1101, %1334 ]
  %657 = phi bfloat [ %588, %.lr.ph ], [ %745, %1334 ]
  %658 = phi bfloat [ %589, %.lr.ph ], [ %781, %1334 ]
  %659 = phi bfloat [ %590, %.lr.ph ], [ %744, %1334 ]
  %660 = phi bfloat [ %591, %.lr.ph ], [ %800, %1334 ]
  %661 = phi bfloat [ %592, %.lr.ph ], [ %743, %1334 ]
  %662 = phi bfloat [ %593, %.lr.ph ], [ %780, %1334 ]
  %663 = phi bfloat [ %594, %.lr.ph ], [ %742, %1334 ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1334 ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1334 ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1334 ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1334 ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1334 ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1334 ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1334 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1334 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1334 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %1334 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %1334 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %1334 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %1334 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %1334 ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %1334 ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %1334 ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %1334 ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %1334 ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %1334 ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %1334 ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %1334 ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %1334 ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1336, %1334 ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %1334 ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %1334 ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %1334 ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %1334 ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1334 ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %1334 ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %1334 ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %1334 ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %1334 ]
  %696 = phi i32 [ 0, %.lr.ph ], [ %716, %1334 ]
  %697 = phi <8 x bfloat> [ %116, %.lr.ph ], [ %724, %1334 ]
  %698 = phi <8 x bfloat> [ %124, %.lr.ph ], [ %731, %1334 ]
  %699 = phi <8 x bfloat> [ %131, %.lr.ph ], [ %736, %1334 ]
  tail call void @llvm.musa.syncthreads.lm()
  %700 = extractelement <8 x bfloat> %697, i64 0
  store bfloat %700, ptr addrspace(3) %148, align 16
  %701 = extractelement <8 x bfloat> %697, i64 1
  store bfloat %701, ptr addrspace(3) %151, align 2
  %702 = extractelement <8 x bfloat> %697, i64 2
  store bfloat %702, ptr addrspace(3) %154, align 4
  %703 = extractelement <8 x bfloat> %697, i64 3
  store bfloat %703, ptr addrspace(3) %157, align 2
  %704 = extractelement <8 x bfloat> %697, i64 4
  store bfloat %704, ptr addrspace(3) %160, align 8
  %705 = extractelement <8 x bfloat> %697, i64 5
  store bfloat %705, ptr addrspace(3) %163, align 2
  %706 = extractelement <8 x bfloat> %697, i64 6
  store bfloat %706, ptr addrspace(3) %166, align 4
  %707 = extractelement <8 x bfloat> %697, i64 7
  store bfloat %707, ptr addrspace(3) %169, align 2
  %708 = extractelement <8 x bfloat> %698, i64 0
  store bfloat %708, ptr addrspace(3) %173, align 16
  %709 = extractelement <8 x bfloat> %698, i64 1
  store bfloat %709, ptr addrspace(3) %176, align 2
  %710 = extractelement <8 x bfloat> %698, i64 2
  store bfloat %710, ptr addrspace(3) %179, align 4
  %711 = extractelement <8 x bfloat> %698, i64 3
  store bfloat %711, ptr addrspace(3) %182, align 2
  %712 = extractelement <8 x bfloat> %698, i64 4
  store bfloat %712, ptr addrspace(3) %185, align 8
  %713 = extractelement <8 x bfloat> %698, i64 5
  store bfloat %713, ptr addrspace(3) %188, align 2
  %714 = extractelement <8 x bfloat> %698, i64 6
  store bfloat %714, ptr addrspace(3) %191, align 4
  %715 = extractelement <8 x bfloat> %698, i64 7
  store bfloat %715, ptr addrspace(3) %194, align 2
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  store float %695, ptr addrspace(3) %195, align 16
  store float %694, ptr addrspace(3) %196, align 4
  store float %693, ptr addrspace(3) %197, align 8
  store float %692, ptr addrspace(3) %198, align 4
  store float %691, ptr addrspace(3) %199, align 16
  store float %690, ptr addrspace(3) %200, align 4
  store float %689, ptr addrspace(3) %201, align 8
  store float %688, ptr addrspace(3) %202, align 4
  store float %687, ptr addrspace(3) %203, align 16
  store float %686, ptr addrspace(3) %204, align 4
  store float %685, ptr addrspace(3) %205, align 8
  store float %684, ptr addrspace(3) %206, align 4
  store float %683, ptr addrspace(3) %207, align 16
  store float %682, ptr addrspace(3) %208, align 4
  store float %681, ptr addrspace(3) %209, align 8
  store float %680, ptr addrspace(3) %210, align 4
  store float %679, ptr addrspace(3) %214, align 16
  store float %678, ptr addrspace(3) %217, align 4
  store float %677, ptr addrspace(3) %220, align 8
  store float %676, ptr addrspace(3) %223, align 4
  store float %675, ptr addrspace(3) %226, align 16
  store float %674, ptr addrspace(3) %229, align 4
  store float %673, ptr addrspace(3) %232, align 8
  store float %672, ptr addrspace(3) %235, align 4
  store float %671, ptr addrspace(3) %239, align 16
  store float %670, ptr addrspace(3) %242, align 4
  store float %669, ptr addrspace(3) %245, align 8
  store float %668, ptr addrspace(3) %248, align 4
  store float %667, ptr addrspace(3) %251, align 16
  store float %666, ptr addrspace(3) %254, align 4
  store float %665, ptr addrspace(3) %257, align 8
  store float %664, ptr addrspace(3) %260, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %716 = add i32 %696, 32
  %717 = icmp slt i32 %716, %5
  %718 = add i32 %716, %14
  %719 = shl i32 %718, 6
  br i1 %717, label %720, label %723

720: ; preds = %655
  %721 = sext i32 %719 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %721
  %722 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %723

723: ; preds = %720, %655
  %724 = phi <8 x bfloat> [ %722, %720 ], [ zeroinitializer, %655 ]
  %725 = add i32 %716, %36
  %726 = shl i32 %725, 6
  br i1 %717, label %727, label %730

727: ; preds = %723
  %728 = sext i32 %726 to i64
  %gep73 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %728
  %729 = load <8 x bfloat>, ptr addrspace(1) %gep73, align 16
  br label %730

730: ; preds = %727, %723
  %731 = phi <8 x bfloat> [ %729, %727 ], [ zeroinitializer, %723 ]
  br i1 %717, label %732, label %735

732: ; preds = %730
  %733 = sext i32 %719 to i64
  %gep75 = getelementptr bfloat, ptr addrspace(1) %invariant.gep74, i64 %733
  %734 = load <8 x bfloat>, ptr addrspace(1) %gep75, align 16
  br label %735

735: ; preds = %732, %730
  %736 = phi <8 x bfloat> [ %734, %732 ], [ zeroinitializer, %730 ]
  br i1 %717, label %737, label %740

737: ; preds = %735
  %738 = sext i32 %726 to i64
  %gep77 = getelementptr bfloat, ptr addrspace(1) %invariant.gep74, i64 %738
  %739 = load <8 x bfloat>, ptr addrspace(1) %gep77, align 16
  br label %740

740: ; preds = %737, %735
  %741 = phi <8 x bfloat> [ %739, %737 ], [ zeroinitializer, %735 ]
  %742 = extractelement <8 x bfloat> %741, i64 0
  %743 = extractelement <8 x bfloat> %741, i64 2
  %744 = extractelement <8 x bfloat> %741, i64 4
  %745 = extractelement <8 x bfloat> %741, i64 6
  store bfloat %20, ptr addrspace(3) %261, align 16
  store bfloat %22, ptr addrspace(3) %262, align 2
  store bfloat %24, ptr addrspace(3) %263, align 4
  store bfloat %26, ptr addrspace(3) %264, align 2
  store bfloat %28, ptr addrspace(3) %265, align 8
  store bfloat %30, ptr addrspace(3) %266, align 2
  store bfloat %32, ptr addrspace(3) %267, align 4
  store bfloat %34, ptr addrspace(3) %268, align 2
  store bfloat %42, ptr addrspace(3) %269, align 16
  store bfloat %44, ptr addrspace(3) %270, align 2
  store bfloat %46, ptr addrspace(3) %271, align 4
  store bfloat %48, ptr addrspace(3) %272, align 2
  store bfloat %50, ptr addrspace(3) %273, align 8
  store bfloat %52, ptr addrspace(3) %274, align 2
  store bfloat %54, ptr addrspace(3) %275, align 4
  store bfloat %56, ptr addrspace(3) %276, align 2
  store bfloat %64, ptr addrspace(3) %277, align 16
  store bfloat %66, ptr addrspace(3) %278, align 2
  store bfloat %68, ptr addrspace(3) %279, align 4
  store bfloat %70, ptr addrspace(3) %280, align 2
  store bfloat %72, ptr addrspace(3) %281, align 8
  store bfloat %74, ptr addrspace(3) %282, align 2
  store bfloat %76, ptr addrspace(3) %283, align 4
  store bfloat %78, ptr addrspace(3) %284, align 2
  store bfloat %86, ptr addrspace(3) %285, align 16
  store bfloat %88, ptr addrspace(3) %286, align 2
  store bfloat %90, ptr addrspace(3) %287, align 4
  store bfloat %92, ptr addrspace(3) %288, align 2
  store bfloat %94, ptr addrspace(3) %289, align 8
  store bfloat %96, ptr addrspace(3) %290, align 2
  store bfloat %98, ptr addrspace(3) %291, align 4
  store bfloat %100, ptr addrspace(3) %292, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %746 = load bfloat, ptr addrspace(3) %305, align 2
  store bfloat %746, ptr addrspace(3) %307, align 16
  %747 = load bfloat, ptr addrspace(3) %311, align 2
  store bfloat %747, ptr addrspace(3) %314, align 2
  %748 = load bfloat, ptr addrspace(3) %318, align 2
  store bfloat %748, ptr addrspace(3) %321, align 4
  %749 = load bfloat, ptr addrspace(3) %325, align 2
  store bfloat %749, ptr addrspace(3) %328, align 2
  %750 = load bfloat, ptr addrspace(3) %332, align 2
  store bfloat %750, ptr addrspace(3) %335, align 8
  %751 = load bfloat, ptr addrspace(3) %339, align 2
  store bfloat %751, ptr addrspace(3) %342, align 2
  %752 = load bfloat, ptr addrspace(3) %346, align 2
  store bfloat %752, ptr addrspace(3) %349, align 4
  %753 = load bfloat, ptr addrspace(3) %353, align 2
  store bfloat %753, ptr addrspace(3) %356, align 2
  %754 = load bfloat, ptr addrspace(3) %360, align 2
  store bfloat %754, ptr addrspace(3) %364, align 16
  %755 = load bfloat, ptr addrspace(3) %367, align 2
  store bfloat %755, ptr addrspace(3) %370, align 2
  %756 = load bfloat, ptr addrspace(3) %373, align 2
  store bfloat %756, ptr addrspace(3) %376, align 4
  %757 = load bfloat, ptr addrspace(3) %379, align 2
  store bfloat %757, ptr addrspace(3) %382, align 2
  %758 = load bfloat, ptr addrspace(3) %385, align 2
  store bfloat %758, ptr addrspace(3) %388, align 8
  %759 = load bfloat, ptr addrspace(3) %391, align 2
  store bfloat %759, ptr addrspace(3) %394, align 2
  %760 = load bfloat, ptr addrspace(3) %397, align 2
  store bfloat %760, ptr addrspace(3) %400, align 4
  %761 = load bfloat, ptr addrspace(3) %403, align 2
  store bfloat %761, ptr addrspace(3) %406, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %762

762: ; preds = %740, %762
  %763 = phi float [ 0.000000e+00, %740 ], [ %776, %762 ]
  %764 = phi i64 [ 0, %740 ], [ %777, %762 ]
  %765 = add nuw nsw i64 %764, %409
  %766 = trunc i64 %765 to i32
  %767 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %766
  %768 = load bfloat, ptr addrspace(3) %767, align 2
  %769 = shl nuw nsw i64 %764, 5
  %770 = or i64 %769, %407
  %771 = trunc i64 %770 to i32
  %772 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %771
  %773 = load bfloat, ptr addrspace(3) %772, align 2
  %774 = fpext bfloat %768 to float
  %775 = fpext bfloat %773 to float
  %776 = tail call float @llvm.fma.f32(float %774, float %775, float %763)
  %777 = add nuw nsw i64 %764, 1
  %778 = icmp ult i64 %764, 63
  br i1 %778, label %762, label %779

779: ; preds = %762
  %780 = extractelement <8 x bfloat> %741, i64 1
  %781 = extractelement <8 x bfloat> %741, i64 5
  store float %776, ptr addrspace(3) %410, align 4
  br label %782

782: ; preds = %779, %782
  %783 = phi float [ 0.000000e+00, %779 ], [ %796, %782 ]
  %784 = phi i64 [ 0, %779 ], [ %797, %782 ]
  %785 = add nuw nsw i64 %784, %412
  %786 = trunc i64 %785 to i32
  %787 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %786
  %788 = load bfloat, ptr addrspace(3) %787, align 2
  %789 = shl nuw nsw i64 %784, 5
  %790 = or i64 %789, %407
  %791 = trunc i64 %790 to i32
  %792 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %791
  %793 = load bfloat, ptr addrspace(3) %792, align 2
  %794 = fpext bfloat %788 to float
  %795 = fpext bfloat %793 to float
  %796 = tail call float @llvm.fma.f32(float %794, float %795, float %783)
  %797 = add nuw nsw i64 %784, 1
  %798 = icmp ult i64 %784, 63
  br i1 %798, label %782, label %799

799: ; preds = %782
  %800 = extractelement <8 x bfloat> %741, i64 3
  store float %796, ptr addrspace(3) %416, align 4
  br label %801

801: ; preds = %799, %801
  %802 = phi float [ 0.000000e+00, %799 ], [ %815, %801 ]
  %803 = phi i64 [ 0, %799 ], [ %816, %801 ]
  %804 = add nuw nsw i64 %803, %418
  %805 = trunc i64 %804 to i32
  %806 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %805
  %807 = load bfloat, ptr addrspace(3) %806, align 2
  %808 = shl nuw nsw i64 %803, 5
  %809 = or i64 %808, %407
  %810 = trunc i64 %809 to i32
  %811 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %810
  %812 = load bfloat, ptr addrspace(3) %811, align 2
  %813 = fpext bfloat %807 to float
  %814 = fpext bfloat %812 to float
  %815 = tail call float @llvm.fma.f32(float %813, float %814, float %802)
  %816 = add nuw nsw i64 %803, 1
  %817 = icmp ult i64 %803, 63
  br i1 %817, label %801, label %818

818: ; preds = %801
  store float %815, ptr addrspace(3) %422, align 4
  br label %819

819: ; preds = %818, %819
  %820 = phi float [ 0.000000e+00, %818 ], [ %833, %819 ]
  %821 = phi i64 [ 0, %818 ], [ %834, %819 ]
  %822 = add nuw nsw i64 %821, %424
  %823 = trunc i64 %822 to i32
  %824 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %823
  %825 = load bfloat, ptr addrspace(3) %824, align 2
  %826 = shl nuw nsw i64 %821, 5
  %827 = or i64 %826, %407
  %828 = trunc i64 %827 to i32
  %829 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %828
  %830 = load bfloat, ptr addrspace(3) %829, align 2
  %831 = fpext bfloat %825 to float
  %832 = fpext bfloat %830 to float
  %833 = tail call float @llvm.fma.f32(float %831, float %832, float %820)
  %834 = add nuw nsw i64 %821, 1
  %835 = icmp ult i64 %821, 63
  br i1 %835, label %819, label %836

836: ; preds = %819
  store float %833, ptr addrspace(3) %428, align 4
  br label %837

837: ; preds = %836, %837
  %838 = phi float [ 0.000000e+00, %836 ], [ %851, %837 ]
  %839 = phi i64 [ 0, %836 ], [ %852, %837 ]
  %840 = add nuw nsw i64 %839, %430
  %841 = trunc i64 %840 to i32
  %842 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %841
  %843 = load bfloat, ptr addrspace(3) %842, align 2
  %844 = shl nuw nsw i64 %839, 5
  %845 = or i64 %844, %407
  %846 = trunc i64 %845 to i32
  %847 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %846
  %848 = load bfloat, ptr addrspace(3) %847, align 2
  %849 = fpext bfloat %843 to float
  %850 = fpext bfloat %848 to float
  %851 = tail call float @llvm.fma.f32(float %849, float %850, float %838)
  %852 = add nuw nsw i64 %839, 1
  %853 = icmp ult i64 %839, 63
  br i1 %853, label %837, label %854

854: ; preds = %837
  store float %851, ptr addrspace(3) %434, align 4
  br label %855

855: ; preds = %854, %855
  %856 = phi float [ 0.000000e+00, %854 ], [ %869, %855 ]
  %857 = phi i64 [ 0, %854 ], [ %870, %855 ]
  %858 = add nuw nsw i64 %857, %436
  %859 = trunc i64 %858 to i32
  %860 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %859
  %861 = load bfloat, ptr addrspace(3) %860, align 2
  %862 = shl nuw nsw i64 %857, 5
  %863 = or i64 %862, %407
  %864 = trunc i64 %863 to i32
  %865 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %864
  %866 = load bfloat, ptr addrspace(3) %865, align 2
  %867 = fpext bfloat %861 to float
  %868 = fpext bfloat %866 to float
  %869 = tail call float @llvm.fma.f32(float %867, float %868, float %856)
  %870 = add nuw nsw i64 %857, 1
  %871 = icmp ult i64 %857, 63
  br i1 %871, label %855, label %872

872: ; preds = %855
  store float %869, ptr addrspace(3) %440, align 4
  br label %873

873: ; preds = %872, %873
  %874 = phi float [ 0.000000e+00, %872 ], [ %887, %873 ]
  %875 = phi i64 [ 0, %872 ], [ %888, %873 ]
  %876 = add nuw nsw i64 %875, %442
  %877 = trunc i64 %876 to i32
  %878 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %877
  %879 = load bfloat, ptr addrspace(3) %878, align 2
  %880 = shl nuw nsw i64 %875, 5
  %881 = or i64 %880, %407
  %882 = trunc i64 %881 to i32
  %883 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %882
  %884 = load bfloat, ptr addrspace(3) %883, align 2
  %885 = fpext bfloat %879 to float
  %886 = fpext bfloat %884 to float
  %887 = tail call float @llvm.fma.f32(float %885, float %886, float %874)
  %888 = add nuw nsw i64 %875, 1
  %889 = icmp ult i64 %875, 63
  br i1 %889, label %873, label %890

890: ; preds = %873
  store float %887, ptr addrspace(3) %446, align 4
  br label %891

891: ; preds = %890, %891
  %892 = phi float [ 0.000000e+00, %890 ], [ %905, %891 ]
  %893 = phi i64 [ 0, %890 ], [ %906, %891 ]
  %894 = add nuw nsw i64 %893, %448
  %895 = trunc i64 %894 to i32
  %896 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %895
  %897 = load bfloat, ptr addrspace(3) %896, align 2
  %898 = shl nuw nsw i64 %893, 5
  %899 = or i64 %898, %407
  %900 = trunc i64 %899 to i32
  %901 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %900
  %902 = load bfloat, ptr addrspace(3) %901, align 2
  %903 = fpext bfloat %897 to float
  %904 = fpext bfloat %902 to float
  %905 = tail call float @llvm.fma.f32(float %903, float %904, float %892)
  %906 = add nuw nsw i64 %893, 1
  %907 = icmp ult i64 %893, 63
  br i1 %907, label %891, label %908

908: ; preds = %891
  store float %905, ptr addrspace(3) %452, align 4
  br label %909

909: ; preds = %908, %909
  %910 = phi float [ 0.000000e+00, %908 ], [ %923, %909 ]
  %911 = phi i64 [ 0, %908 ], [ %924, %909 ]
  %912 = add nuw nsw i64 %911, %454
  %913 = trunc i64 %912 to i32
  %914 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %913
  %915 = load bfloat, ptr addrspace(3) %914, align 2
  %916 = shl nuw nsw i64 %911, 5
  %917 = or i64 %916, %407
  %918 = trunc i64 %917 to i32
  %919 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %918
  %920 = load bfloat, ptr addrspace(3) %919, align 2
  %921 = fpext bfloat %915 to float
  %922 = fpext bfloat %920 to float
  %923 = tail call float @llvm.fma.f32(float %921, float %922, float %910)
  %924 = add nuw nsw i64 %911, 1
  %925 = icmp ult i64 %911, 63
  br i1 %925, label %909, label %926

926: ; preds = %909
  store float %923, ptr addrspace(3) %458, align 4
  br label %927

927: ; preds = %926, %927
  %928 = phi float [ 0.000000e+00, %926 ], [ %941, %927 ]
  %929 = phi i64 [ 0, %926 ], [ %942, %927 ]
  %930 = add nuw nsw i64 %929, %460
  %931 = trunc i64 %930 to i32
  %932 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %931
  %933 = load bfloat, ptr addrspace(3) %932, align 2
  %934 = shl nuw nsw i64 %929, 5
  %935 = or i64 %934, %407
  %936 = trunc i64 %935 to i32
  %937 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %936
  %938 = load bfloat, ptr addrspace(3) %937, align 2
  %939 = fpext bfloat %933 to float
  %940 = fpext bfloat %938 to float
  %941 = tail call float @llvm.fma.f32(float %939, float %940, float %928)
  %942 = add nuw nsw i64 %929, 1
  %943 = icmp ult i64 %929, 63
  br i1 %943, label %927, label %944

944: ; preds = %927
  store float %941, ptr addrspace(3) %464, align 4
  br label %945

945: ; preds = %944, %945
  %946 = phi float [ 0.000000e+00, %944 ], [ %959, %945 ]
  %947 = phi i64 [ 0, %944 ], [ %960, %945 ]
  %948 = add nuw nsw i64 %947, %466
  %949 = trunc i64 %948 to i32
  %950 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %949
  %951 = load bfloat, ptr addrspace(3) %950, align 2
  %952 = shl nuw nsw i64 %947, 5
  %953 = or i64 %952, %407
  %954 = trunc i64 %953 to i32
  %955 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %954
  %956 = load bfloat, ptr addrspace(3) %955, align 2
  %957 = fpext bfloat %951 to float
  %958 = fpext bfloat %956 to float
  %959 = tail call float @llvm.fma.f32(float %957, float %958, float %946)
  %960 = add nuw nsw i64 %947, 1
  %961 = icmp ult i64 %947, 63
  br i1 %961, label %945, label %962

962: ; preds = %945
  store float %959, ptr addrspace(3) %470, align 4
  br label %963

963: ; preds = %962, %963
  %964 = phi float [ 0.000000e+00, %962 ], [ %977, %963 ]
  %965 = phi i64 [ 0, %962 ], [ %978, %963 ]
  %966 = add nuw nsw i64 %965, %472
  %967 = trunc i64 %966 to i32
  %968 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %967
  %969 = load bfloat, ptr addrspace(3) %968, align 2
  %970 = shl nuw nsw i64 %965, 5
  %971 = or i64 %970, %407
  %972 = trunc i64 %971 to i32
  %973 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %972
  %974 = load bfloat, ptr addrspace(3) %973, align 2
  %975 = fpext bfloat %969 to float
  %976 = fpext bfloat %974 to float
  %977 = tail call float @llvm.fma.f32(float %975, float %976, float %964)
  %978 = add nuw nsw i64 %965, 1
  %979 = icmp ult i64 %965, 63
  br i1 %979, label %963, label %980

980: ; preds = %963
  store float %977, ptr addrspace(3) %476, align 4
  br label %981

981: ; preds = %980, %981
  %982 = phi float [ 0.000000e+00, %980 ], [ %995, %981 ]
  %983 = phi i64 [ 0, %980 ], [ %996, %981 ]
  %984 = add nuw nsw i64 %983, %478
  %985 = trunc i64 %984 to i32
  %986 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %985
  %987 = load bfloat, ptr addrspace(3) %986, align 2
  %988 = shl nuw nsw i64 %983, 5
  %989 = or i64 %988, %407
  %990 = trunc i64 %989 to i32
  %991 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %990
  %992 = load bfloat, ptr addrspace(3) %991, align 2
  %993 = fpext bfloat %987 to float
  %994 = fpext bfloat %992 to float
  %995 = tail call float @llvm.fma.f32(float %993, float %994, float %982)
  %996 = add nuw nsw i64 %983, 1
  %997 = icmp ult i64 %983, 63
  br i1 %997, label %981, label %998

998: ; preds = %981
  store float %995, ptr addrspace(3) %482, align 4
  br label %999

999: ; preds = %998, %999
  %1000 = phi float [ 0.000000e+00, %998 ], [ %1013, %999 ]
  %1001 = phi i64 [ 0, %998 ], [ %1014, %999 ]
  %1002 = add nuw nsw i64 %1001, %484
  %1003 = trunc i64 %1002 to i32
  %1004 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1003
  %1005 = load bfloat, ptr addrspace(3) %1004, align 2
  %1006 = shl nuw nsw i64 %1001, 5
  %1007 = or i64 %1006, %407
  %1008 = trunc i64 %1007 to i32
  %1009 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %1008
  %1010 = load bfloat, ptr addrspace(3) %1009, align 2
  %1011 = fpext bfloat %1005 to float
  %1012 = fpext bfloat %1010 to float
  %1013 = tail call float @llvm.fma.f32(float %1011, float %1012, float %1000)
  %1014 = add nuw nsw i64 %1001, 1
  %1015 = icmp ult i64 %1001, 63
  br i1 %1015, label %999, label %1016

1016: ; preds = %999
  store float %1013, ptr addrspace(3) %488, align 4
  br label %1017

1017: ; preds = %1016, %1017
  %1018 = phi float [ 0.000000e+00, %1016 ], [ %1031, %1017 ]
  %1019 = phi i64 [ 0, %1016 ], [ %1032, %1017 ]
  %1020 = add nuw nsw i64 %1019, %490
  %1021 = trunc i64 %1020 to i32
  %1022 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1021
  %1023 = load bfloat, ptr addrspace(3) %1022, align 2
  %1024 = shl nuw nsw i64 %1019, 5
  %1025 = or i64 %1024, %407
  %1026 = trunc i64 %1025 to i32
  %1027 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %1026
  %1028 = load bfloat, ptr addrspace(3) %1027, align 2
  %1029 = fpext bfloat %1023 to float
  %1030 = fpext bfloat %1028 to float
  %1031 = tail call float @llvm.fma.f32(float %1029, float %1030, float %1018)
  %1032 = add nuw nsw i64 %1019, 1
  %1033 = icmp ult i64 %1019, 63
  br i1 %1033, label %1017, label %1034

1034: ; preds = %1017
  store float %1031, ptr addrspace(3) %494, align 4
  br label %1035

1035: ; preds = %1034, %1035
  %1036 = phi float [ 0.000000e+00, %1034 ], [ %1049, %1035 ]
  %1037 = phi i64 [ 0, %1034 ], [ %1050, %1035 ]
  %1038 = add nuw nsw i64 %1037, %496
  %1039 = trunc i64 %1038 to i32
  %1040 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1039
  %1041 = load bfloat, ptr addrspace(3) %1040, align 2
  %1042 = shl nuw nsw i64 %1037, 5
  %1043 = or i64 %1042, %407
  %1044 = trunc i64 %1043 to i32
  %1045 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %1044
  %1046 = load bfloat, ptr addrspace(3) %1045, align 2
  %1047 = fpext bfloat %1041 to float
  %1048 = fpext bfloat %1046 to float
  %1049 = tail call float @llvm.fma.f32(float %1047, float %1048, float %1036)
  %1050 = add nuw nsw i64 %1037, 1
  %1051 = icmp ult i64 %1037, 63
  br i1 %1051, label %1035, label %1052

1052: ; preds = %1035
  store float %1049, ptr addrspace(3) %500, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1053 = load float, ptr addrspace(3) %606, align 16
  %1054 = fmul contract float %1053, %4
  %1055 = tail call float @llvm.maxnum.f32(float %1054, float 0xFFF0000000000000)
  %1056 = load float, ptr addrspace(3) %608, align 4
  %1057 = fmul contract float %1056, %4
  %1058 = tail call float @llvm.maxnum.f32(float %1055, float %1057)
  %1059 = load float, ptr addrspace(3) %610, align 8
  %1060 = fmul contract float %1059, %4
  %1061 = tail call float @llvm.maxnum.f32(float %1058, float %1060)
  %1062 = load float, ptr addrspace(3) %612, align 4
  %1063 = fmul contract float %1062, %4
  %1064 = tail call float @llvm.maxnum.f32(float %1061, float %1063)
  %1065 = load float, ptr addrspace(3) %614, align 16
  %1066 = fmul contract float %1065, %4
  %1067 = tail call float @llvm.maxnum.f32(float %1064, float %1066)
  %1068 = load float, ptr addrspace(3) %616, align 4
  %1069 = fmul contract float %1068, %4
  %1070 = tail call float @llvm.maxnum.f32(float %1067, float %1069)
  %1071 = load float, ptr addrspace(3) %618, align 8
  %1072 = fmul contract float %1071, %4
  %1073 = tail call float @llvm.maxnum.f32(float %1070, float %1072)
  %1074 = load float, ptr addrspace(3) %620, align 4
  %1075 = fmul contract float %1074, %4
  %1076 = tail call float @llvm.maxnum.f32(float %1073, float %1075)
  %1077 = load float, ptr addrspace(3) %624, align 16
  %1078 = fmul contract float %1077, %4
  %1079 = tail call float @llvm.maxnum.f32(float %1076, float %1078)
  %1080 = load float, ptr addrspace(3) %626, align 4
  %1081 = fmul contract float %1080, %4
  %1082 = tail call float @llvm.maxnum.f32(float %1079, float %1081)
  %1083 = load float, ptr addrspace(3) %628, align 8
  %1084 = fmul contract float %1083, %4
  %1085 = tail call float @llvm.maxnum.f32(float %1082, float %1084)
  %1086 = load float, ptr addrspace(3) %630, align 4
  %1087 = fmul contract float %1086, %4
  %1088 = tail call float @llvm.maxnum.f32(float %1085, float %1087)
  %1089 = load float, ptr addrspace(3) %632, align 16
  %1090 = fmul contract float %1089, %4
  %1091 = tail call float @llvm.maxnum.f32(float %1088, float %1090)
  %1092 = load float, ptr addrspace(3) %634, align 4
  %1093 = fmul contract float %1092, %4
  %1094 = tail call float @llvm.maxnum.f32(float %1091, float %1093)
  %1095 = load float, ptr addrspace(3) %636, align 8
  %1096 = fmul contract float %1095, %4
  %1097 = tail call float @llvm.maxnum.f32(float %1094, float %1096)
  %1098 = load float, ptr addrspace(3) %638, align 4
  %1099 = fmul contract float %1098, %4
  %1100 = tail call float @llvm.maxnum.f32(float %1097, float %1099)
  %1101 = extractelement <8 x bfloat> %741, i64 7
  %1102 = bitcast float %1100 to i32
  %1103 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1102, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %504, label %1104, label %1107

1104: ; preds = %1052
  %1105 = bitcast i32 %1103 to float
  %1106 = tail call float @llvm.maxnum.f32(float %1100, float %1105)
  store float %1106, ptr addrspace(3) %596, align 4
  br label %1107

1107: ; preds = %1104, %1052
  tail call void @llvm.musa.syncthreads.lm()
  %1108 = load float, ptr addrspace(3) %505, align 16
  %1109 = fmul contract float %1108, %4
  %1110 = load float, ptr addrspace(3) %507, align 4
  %1111 = load float, ptr addrspace(3) %508, align 4
  %1112 = tail call float @llvm.maxnum.f32(float %1110, float %1111)
  %1113 = fsub contract float %1109, %1112
  %1114 = fmul float %1113, 0x3FF7154760000000
  %1115 = tail call float @llvm.exp2.f32(float %1114)
  %1116 = load float, ptr addrspace(3) %509, align 4
  %1117 = fmul contract float %1116, %4
  %1118 = fsub contract float %1117, %1112
  %1119 = fmul float %1118, 0x3FF7154760000000
  %1120 = tail call float @llvm.exp2.f32(float %1119)
  %1121 = load float, ptr addrspace(3) %510, align 8
  %1122 = fmul contract float %1121, %4
  %1123 = fsub contract float %1122, %1112
  %1124 = fmul float %1123, 0x3FF7154760000000
  %1125 = tail call float @llvm.exp2.f32(float %1124)
  %1126 = load float, ptr addrspace(3) %511, align 4
  %1127 = fmul contract float %1126, %4
  %1128 = fsub contract float %1127, %1112
  %1129 = fmul float %1128, 0x3FF7154760000000
  %1130 = tail call float @llvm.exp2.f32(float %1129)
  %1131 = load float, ptr addrspace(3) %512, align 16
  %1132 = fmul contract float %1131, %4
  %1133 = fsub contract float %1132, %1112
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = tail call float @llvm.exp2.f32(float %1134)
  %1136 = load float, ptr addrspace(3) %513, align 4
  %1137 = fmul contract float %1136, %4
  %1138 = fsub contract float %1137, %1112
  %1139 = fmul float %1138, 0x3FF7154760000000
  %1140 = tail call float @llvm.exp2.f32(float %1139)
  %1141 = load float, ptr addrspace(3) %514, align 8
  %1142 = fmul contract float %1141, %4
  %1143 = fsub contract float %1142, %1112
  %1144 = fmul float %1143, 0x3FF7154760000000
  %1145 = tail call float @llvm.exp2.f32(float %1144)
  %1146 = load float, ptr addrspace(3) %515, align 4
  %1147 = fmul contract float %1146, %4
  %1148 = fsub contract float %1147, %1112
  %1149 = fmul float %1148, 0x3FF7154760000000
  %1150 = tail call float @llvm.exp2.f32(float %1149)
  %1151 = load float, ptr addrspace(3) %516, align 16
  %1152 = fmul contract float %1151, %4
  %1153 = load float, ptr addrspace(3) %518, align 4
  %1154 = load float, ptr addrspace(3) %519, align 4
  %1155 = tail call float @llvm.maxnum.f32(float %1153, float %1154)
  %1156 = fsub contract float %1152, %1155
  %1157 = fmul float %1156, 0x3FF7154760000000
  %1158 = tail call float @llvm.exp2.f32(float %1157)
  %1159 = load float, ptr addrspace(3) %520, align 4
  %1160 = fmul contract float %1159, %4
  %1161 = fsub contract float %1160, %1155
  %1162 = fmul float %1161, 0x3FF7154760000000
  %1163 = tail call float @llvm.exp2.f32(float %1162)
  %1164 = load float, ptr addrspace(3) %521, align 8
  %1165 = fmul contract float %1164, %4
  %1166 = fsub contract float %1165, %1155
  %1167 = fmul float %1166, 0x3FF7154760000000
  %1168 = tail call float @llvm.exp2.f32(float %1167)
  %1169 = load float, ptr addrspace(3) %522, align 4
  %1170 = fmul contract float %1169, %4
  %1171 = fsub contract float %1170, %1155
  %1172 = fmul float %1171, 0x3FF7154760000000
  %1173 = tail call float @llvm.exp2.f32(float %1172)
  %1174 = load float, ptr addrspace(3) %523, align 16
  %1175 = fmul contract float %1174, %4
  %1176 = fsub contract float %1175, %1155
  %1177 = fmul float %1176, 0x3FF7154760000000
  %1178 = tail call float @llvm.exp2.f32(float %1177)
  %1179 = load float, ptr addrspace(3) %524, align 4
  %1180 = fmul contract float %1179, %4
  %1181 = fsub contract float %1180, %1155
  %1182 = fmul float %1181, 0x3FF7154760000000
  %1183 = tail call float @llvm.exp2.f32(float %1182)
  %1184 = load float, ptr addrspace(3) %525, align 8
  %1185 = fmul contract float %1184, %4
  %1186 = fsub contract float %1185, %1155
  %1187 = fmul float %1186, 0x3FF7154760000000
  %1188 = tail call float @llvm.exp2.f32(float %1187)
  %1189 = load float, ptr addrspace(3) %526, align 4
  %1190 = fmul contract float %1189, %4
  %1191 = fsub contract float %1190, %1155
  %1192 = fmul float %1191, 0x3FF7154760000000
  %1193 = tail call float @llvm.exp2.f32(float %1192)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1115, ptr addrspace(3) %527, align 16
  store float %1120, ptr addrspace(3) %528, align 4
  store float %1125, ptr addrspace(3) %529, align 8
  store float %1130, ptr addrspace(3) %530, align 4
  store float %1135, ptr addrspace(3) %531, align 16
  store float %1140, ptr addrspace(3) %532, align 4
  store float %1145, ptr addrspace(3) %533, align 8
  store float %1150, ptr addrspace(3) %534, align 4
  store float %1158, ptr addrspace(3) %535, align 16
  store float %1163, ptr addrspace(3) %536, align 4
  store float %1168, ptr addrspace(3) %537, align 8
  store float %1173, ptr addrspace(3) %538, align 4
  store float %1178, ptr addrspace(3) %539, align 16
  store float %1183, ptr addrspace(3) %540, align 4
  store float %1188, ptr addrspace(3) %541, align 8
  store float %1193, ptr addrspace(3) %542, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %102, label %1194, label %1201

1194: ; preds = %1107
  %1195 = load float, ptr addrspace(3) %597, align 4
  %1196 = load float, ptr addrspace(3) %598, align 4
  %1197 = tail call float @llvm.maxnum.f32(float %1195, float %1196)
  %1198 = fsub contract float %1195, %1197
  %1199 = fmul float %1198, 0x3FF7154760000000
  %1200 = tail call float @llvm.exp2.f32(float %1199)
  store float %1200, ptr addrspace(3) %599, align 4
  br label %1201

1201: ; preds = %1194, %1107
  tail call void @llvm.musa.syncthreads.lm()
  %1202 = load float, ptr addrspace(3) %639, align 16
  %1203 = fadd reassoc float %1202, 0.000000e+00
  %1204 = load float, ptr addrspace(3) %640, align 4
  %1205 = fadd reassoc float %1203, %1204
  %1206 = load float, ptr addrspace(3) %641, align 8
  %1207 = fadd reassoc float %1205, %1206
  %1208 = load float, ptr addrspace(3) %642, align 4
  %1209 = fadd reassoc float %1207, %1208
  %1210 = load float, ptr addrspace(3) %643, align 16
  %1211 = fadd reassoc float %1209, %1210
  %1212 = load float, ptr addrspace(3) %644, align 4
  %1213 = fadd reassoc float %1211, %1212
  %1214 = load float, ptr addrspace(3) %645, align 8
  %1215 = fadd reassoc float %1213, %1214
  %1216 = load float, ptr addrspace(3) %646, align 4
  %1217 = fadd reassoc float %1215, %1216
  %1218 = load float, ptr addrspace(3) %647, align 16
  %1219 = fadd reassoc float %1217, %1218
  %1220 = load float, ptr addrspace(3) %648, align 4
  %1221 = fadd reassoc float %1219, %1220
  %1222 = load float, ptr addrspace(3) %649, align 8
  %1223 = fadd reassoc float %1221, %1222
  %1224 = load float, ptr addrspace(3) %650, align 4
  %1225 = fadd reassoc float %1223, %1224
  %1226 = load float, ptr addrspace(3) %651, align 16
  %1227 = fadd reassoc float %1225, %1226
  %1228 = load float, ptr addrspace(3) %652, align 4
  %1229 = fadd reassoc float %1227, %1228
  %1230 = load float, ptr addrspace(3) %653, align 8
  %1231 = fadd reassoc float %1229, %1230
  %1232 = load float, ptr addrspace(3) %654, align 4
  %1233 = fadd reassoc float %1231, %1232
  %1234 = bitcast float %1233 to i32
  %1235 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1234, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %504, label %1236, label %1239

1236: ; preds = %1201
  %1237 = bitcast i32 %1235 to float
  %1238 = fadd reassoc float %1233, %1237
  store float %1238, ptr addrspace(3) %600, align 4
  br label %1239

1239: ; preds = %1236, %1201
  tail call void @llvm.musa.syncthreads.lm()
  %1240 = load float, ptr addrspace(3) %527, align 16
  %1241 = fptrunc float %1240 to bfloat
  store bfloat %1241, ptr addrspace(3) %543, align 16
  %1242 = load float, ptr addrspace(3) %528, align 4
  %1243 = fptrunc float %1242 to bfloat
  store bfloat %1243, ptr addrspace(3) %544, align 2
  %1244 = load float, ptr addrspace(3) %529, align 8
  %1245 = fptrunc float %1244 to bfloat
  store bfloat %1245, ptr addrspace(3) %545, align 4
  %1246 = load float, ptr addrspace(3) %530, align 4
  %1247 = fptrunc float %1246 to bfloat
  store bfloat %1247, ptr addrspace(3) %546, align 2
  %1248 = load float, ptr addrspace(3) %531, align 16
  %1249 = fptrunc float %1248 to bfloat
  store bfloat %1249, ptr addrspace(3) %547, align 8
  %1250 = load float, ptr addrspace(3) %532, align 4
  %1251 = fptrunc float %1250 to bfloat
  store bfloat %1251, ptr addrspace(3) %548, align 2
  %1252 = load float, ptr addrspace(3) %533, align 8
  %1253 = fptrunc float %1252 to bfloat
  store bfloat %1253, ptr addrspace(3) %549, align 4
  %1254 = load float, ptr addrspace(3) %534, align 4
  %1255 = fptrunc float %1254 to bfloat
  store bfloat %1255, ptr addrspace(3) %550, align 2
  %1256 = load float, ptr addrspace(3) %535, align 16
  %1257 = fptrunc float %1256 to bfloat
  store bfloat %1257, ptr addrspace(3) %551, align 16
  %1258 = load float, ptr addrspace(3) %536, align 4
  %1259 = fptrunc float %1258 to bfloat
  store bfloat %1259, ptr addrspace(3) %552, align 2
  %1260 = load float, ptr addrspace(3) %537, align 8
  %1261 = fptrunc float %1260 to bfloat
  store bfloat %1261, ptr addrspace(3) %553, align 4
  %1262 = load float, ptr addrspace(3) %538, align 4
  %1263 = fptrunc float %1262 to bfloat
  store bfloat %1263, ptr addrspace(3) %554, align 2
  %1264 = load float, ptr addrspace(3) %539, align 16
  %1265 = fptrunc float %1264 to bfloat
  store bfloat %1265, ptr addrspace(3) %555, align 8
  %1266 = load float, ptr addrspace(3) %540, align 4
  %1267 = fptrunc float %1266 to bfloat
  store bfloat %1267, ptr addrspace(3) %556, align 2
  %1268 = load float, ptr addrspace(3) %541, align 8
  %1269 = fptrunc float %1268 to bfloat
  store bfloat %1269, ptr addrspace(3) %557, align 4
  %1270 = load float, ptr addrspace(3) %542, align 4
  %1271 = fptrunc float %1270 to bfloat
  store bfloat %1271, ptr addrspace(3) %558, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1272 = extractelement <8 x bfloat> %699, i64 0
  store bfloat %1272, ptr addrspace(3) %559, align 16
  %1273 = extractelement <8 x bfloat> %699, i64 1
  store bfloat %1273, ptr addrspace(3) %560, align 2
  %1274 = extractelement <8 x bfloat> %699, i64 2
  store bfloat %1274, ptr addrspace(3) %561, align 4
  %1275 = extractelement <8 x bfloat> %699, i64 3
  store bfloat %1275, ptr addrspace(3) %562, align 2
  %1276 = extractelement <8 x bfloat> %699, i64 4
  store bfloat %1276, ptr addrspace(3) %563, align 8
  %1277 = extractelement <8 x bfloat> %699, i64 5
  store bfloat %1277, ptr addrspace(3) %564, align 2
  %1278 = extractelement <8 x bfloat> %699, i64 6
  store bfloat %1278, ptr addrspace(3) %565, align 4
  %1279 = extractelement <8 x bfloat> %699, i64 7
  store bfloat %1279, ptr addrspace(3) %566, align 2
  store bfloat %663, ptr addrspace(3) %567, align 16
  store bfloat %662, ptr addrspace(3) %568, align 2
  store bfloat %661, ptr addrspace(3) %569, align 4
  store bfloat %660, ptr addrspace(3) %570, align 2
  store bfloat %659, ptr addrspace(3) %571, align 8
  store bfloat %658, ptr addrspace(3) %572, align 2
  store bfloat %657, ptr addrspace(3) %573, align 4
  store bfloat %656, ptr addrspace(3) %574, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1280

1280: ; preds = %1239, %1310
  %1281 = phi i64 [ 0, %1239 ], [ %1312, %1310 ]
  %1282 = shl nuw nsw i64 %1281, 7
  %1283 = add nsw i64 %1282, %8
  %1284 = lshr i64 %1283, 6
  %1285 = trunc i64 %1283 to i32
  %1286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1285
  %1287 = load float, ptr addrspace(3) %1286, align 4
  %1288 = trunc i64 %1284 to i32
  %1289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25344), i32 %1288
  %1290 = load float, ptr addrspace(3) %1289, align 4
  %1291 = fmul contract float %1287, %1290
  %1292 = shl nuw nsw i64 %1284, 5
  br label %1293

1293: ; preds = %1280, %1293
  %1294 = phi float [ %1291, %1280 ], [ %1307, %1293 ]
  %1295 = phi i64 [ 0, %1280 ], [ %1308, %1293 ]
  %1296 = add nuw nsw i64 %1295, %1292
  %1297 = trunc i64 %1296 to i32
  %1298 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1297
  %1299 = load bfloat, ptr addrspace(3) %1298, align 2
  %1300 = shl nuw nsw i64 %1295, 6
  %1301 = or i64 %1300, %601
  %1302 = trunc i64 %1301 to i32
  %1303 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %1302
  %1304 = load bfloat, ptr addrspace(3) %1303, align 2
  %1305 = fpext bfloat %1299 to float
  %1306 = fpext bfloat %1304 to float
  %1307 = tail call float @llvm.fma.f32(float %1305, float %1306, float %1294)
  %1308 = add nuw nsw i64 %1295, 1
  %1309 = icmp ult i64 %1295, 31
  br i1 %1309, label %1293, label %1310

1310: ; preds = %1293
  %1311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1285
  store float %1307, ptr addrspace(3) %1311, align 4
  %1312 = add nuw nsw i64 %1281, 1
  %1313 = icmp ult i64 %1281, 31
  br i1 %1313, label %1280, label %1314

1314: ; preds = %1310
  tail call void @llvm.musa.syncthreads.lm()
  %1315 = load float, ptr addrspace(3) %575, align 16
  %1316 = load <4 x float>, ptr addrspace(3) %576, align 4
  %1317 = load float, ptr addrspace(3) %577, align 4
  %1318 = load float, ptr addrspace(3) %578, align 8
  %1319 = load float, ptr addrspace(3) %579, align 4
  %1320 = load <8 x float>, ptr addrspace(3) %580, align 16
  %1321 = load <8 x float>, ptr addrspace(3) %581, align 16
  %1322 = load <8 x float>, ptr addrspace(3) %582, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %102, label %1323, label %1329

1323: ; preds = %1314
  %1324 = load float, ptr addrspace(3) %602, align 4
  %1325 = load float, ptr addrspace(3) %599, align 4
  %1326 = fmul contract float %1324, %1325
  %1327 = load float, ptr addrspace(3) %603, align 4
  %1328 = fadd contract float %1326, %1327
  store float %1328, ptr addrspace(3) %602, align 4
  br label %1329

1329: ; preds = %1323, %1314
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %102, label %1330, label %1334

1330: ; preds = %1329
  %1331 = load float, ptr addrspace(3) %597, align 4
  %1332 = load float, ptr addrspace(3) %598, align 4
  %1333 = tail call float @llvm.maxnum.f32(float %1331, float %1332)
  store float %1333, ptr addrspace(3) %597, align 4
  br label %1334

1334: ; preds = %1330, %1329
  tail call void @llvm.musa.syncthreads.lm()
  %1335 = extractelement <8 x float> %1320, i64 0
  %1336 = extractelement <8 x float> %1320, i64 1
  %1337 = extractelement <8 x float> %1320, i64 2
  %1338 = extractelement <8 x float> %1320, i64 3
  %1339 = extractelement <8 x float> %1320, i64 4
  %1340 = extractelement <8 x float> %1320, i64 5
  %1341 = extractelement <8 x float> %1320, i64 6
  %1342 = extractelement <8 x float> %1320, i64 7
  %1343 = extractelement <8 x float> %1321, i64 0
  %1344 = extractelement <8 x float> %1321, i64 1
  %1345 = extractelement <8 x float> %1321, i64 2
  %1346 = extractelement <8 x float> %1321, i64 3
  %1347 = extractelement <8 x float> %1321, i64 4
  %1348 = extractelement <8 x float> %1321, i64 5
  %1349 = extractelement <8 x float> %1321, i64 6
  %1350 = extractelement <8 x float> %1321, i64 7
  %1351 = extractelement <8 x float> %1322, i64 0
  %1352 = extractelement <8 x float> %1322, i64 1
  %1353 = extractelement <8 x float> %1322, i64 2
  %1354 = extractelement <8 x float> %1322, i64 3
  %1355 = extractelement <8 x float> %1322, i64 4
  %1356 = extractelement <8 x float> %1322, i64 5
  %1357 = extractelement <8 x float> %1322, i64 6
  %1358 = extractelement <8 x float> %1322, i64 7
  %1359 = extractelement <4 x float> %1316, i64 0
  %1360 = extractelement <4 x float> %1316, i64 1
  %1361 = extractelement <4 x float> %1316, i64 2
  %1362 = extractelement <4 x float> %1316, i64 3
  br i1 %717, label %655, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1334
  %1363 = insertelement <8 x float> poison, float %1315, i64 0
  %1364 = shufflevector <4 x float> %1316, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1365 = shufflevector <8 x float> %1363, <8 x float> %1364, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1366 = insertelement <8 x float> %1365, float %1317, i64 5
  %1367 = insertelement <8 x float> %1366, float %1318, i64 6
  %1368 = insertelement <8 x float> %1367, float %1319, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %137
  %1369 = phi <8 x float> [ zeroinitializer, %137 ], [ %1368, %._crit_edge.loopexit ]
  %1370 = phi <8 x float> [ zeroinitializer, %137 ], [ %1320, %._crit_edge.loopexit ]
  %1371 = phi <8 x float> [ zeroinitializer, %137 ], [ %1321, %._crit_edge.loopexit ]
  %1372 = phi <8 x float> [ zeroinitializer, %137 ], [ %1322, %._crit_edge.loopexit ]
  %1373 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1374 = load float, ptr addrspace(3) %1373, align 4
  %1375 = insertelement <8 x float> poison, float %1374, i64 0
  %1376 = shufflevector <8 x float> %1375, <8 x float> poison, <8 x i32> zeroinitializer
  %1377 = fdiv <8 x float> %1369, %1376
  %1378 = fptrunc <8 x float> %1377 to <8 x bfloat>
  %1379 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %1380 = getelementptr bfloat, ptr addrspace(1) %1379, i64 %12
  store <8 x bfloat> %1378, ptr addrspace(1) %1380, align 16
  %1381 = getelementptr float, ptr addrspace(3) @global_smem, i32 %36
  %1382 = load float, ptr addrspace(3) %1381, align 4
  %1383 = insertelement <8 x float> poison, float %1382, i64 0
  %1384 = shufflevector <8 x float> %1383, <8 x float> poison, <8 x i32> zeroinitializer
  %1385 = fdiv <8 x float> %1370, %1384
  %1386 = fptrunc <8 x float> %1385 to <8 x bfloat>
  %1387 = getelementptr bfloat, ptr addrspace(1) %3, i64 %39
  %1388 = getelementptr bfloat, ptr addrspace(1) %1387, i64 %12
  store <8 x bfloat> %1386, ptr addrspace(1) %1388, align 16
  %1389 = getelementptr float, ptr addrspace(3) @global_smem, i32 %58
  %1390 = load float, ptr addrspace(3) %1389, align 4
  %1391 = insertelement <8 x float> poison, float %1390, i64 0
  %1392 = shufflevector <8 x float> %1391, <8 x float> poison, <8 x i32> zeroinitializer
  %1393 = fdiv <8 x float> %1371, %1392
  %1394 = fptrunc <8 x float> %1393 to <8 x bfloat>
  %1395 = getelementptr bfloat, ptr addrspace(1) %3, i64 %61
  %1396 = getelementptr bfloat, ptr addrspace(1) %1395, i64 %12
  store <8 x bfloat> %1394, ptr addrspace(1) %1396, align 16
  %1397 = getelementptr float, ptr addrspace(3) @global_smem, i32 %80
  %1398 = load float, ptr addrspace(3) %1397, align 4
  %1399 = insertelement <8 x float> poison, float %1398, i64 0
  %1400 = shufflevector <8 x float> %1399, <8 x float> poison, <8 x i32> zeroinitializer
  %1401 = fdiv <8 x float> %1372, %1400
  %1402 = fptrunc <8 x float> %1401 to <8 x bfloat>
  %1403 = getelementptr bfloat, ptr addrspace(1) %3, i64 %83
  %1404 = getelementptr bfloat, ptr addrspace(1) %1403, i64 %12
  store <8 x bfloat> %1402, ptr addrspace(1) %1404, align 16
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
