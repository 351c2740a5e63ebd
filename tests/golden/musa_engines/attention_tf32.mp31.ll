; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare i32 @llvm.musa.sqmma.desc.fp32(float, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 2
  %20 = and i64 %19, 60
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr float, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %20
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <4 x float> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nuw nsw i64 %21, 8
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %11, label %34, label %39

34: ; preds = %29
  %35 = sext i32 %33 to i64
  %36 = getelementptr float, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr float, ptr addrspace(1) %36, i64 %20
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16
  br label %39

39: ; preds = %34, %29
  %40 = phi <4 x float> [ %38, %34 ], [ zeroinitializer, %29 ]
  %41 = add nuw nsw i64 %21, 16
  %42 = trunc i64 %41 to i32
  br i1 %11, label %46, label %43

43: ; preds = %39
  %44 = add nuw nsw i64 %21, 24
  %45 = trunc i64 %44 to i32
  br label %98

46: ; preds = %39
  %47 = shl i32 %42, 6
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr addrspace(1) %1, i64 %48
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %20
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16
  %52 = add nuw nsw i64 %21, 24
  %53 = trunc i64 %52 to i32
  %54 = shl i32 %53, 6
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr addrspace(1) %1, i64 %55
  %57 = getelementptr float, ptr addrspace(1) %56, i64 %20
  %58 = load float, ptr addrspace(1) %57, align 16
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 4
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 8
  %62 = load float, ptr addrspace(1) %61, align 8
  %63 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 12
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = sext i32 %23 to i64
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %65
  %67 = getelementptr float, ptr addrspace(1) %66, i64 %20
  %68 = load float, ptr addrspace(1) %67, align 16
  %69 = getelementptr inbounds i8, ptr addrspace(1) %67, i64 4
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = getelementptr inbounds i8, ptr addrspace(1) %67, i64 8
  %72 = load float, ptr addrspace(1) %71, align 8
  %73 = getelementptr inbounds i8, ptr addrspace(1) %67, i64 12
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = sext i32 %33 to i64
  %76 = getelementptr float, ptr addrspace(1) %2, i64 %75
  %77 = getelementptr float, ptr addrspace(1) %76, i64 %20
  %78 = load float, ptr addrspace(1) %77, align 16
  %79 = getelementptr inbounds i8, ptr addrspace(1) %77, i64 4
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = getelementptr inbounds i8, ptr addrspace(1) %77, i64 8
  %82 = load float, ptr addrspace(1) %81, align 8
  %83 = getelementptr inbounds i8, ptr addrspace(1) %77, i64 12
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = sext i32 %47 to i64
  %86 = getelementptr float, ptr addrspace(1) %2, i64 %85
  %87 = getelementptr float, ptr addrspace(1) %86, i64 %20
  %88 = load float, ptr addrspace(1) %87, align 16
  %89 = getelementptr inbounds i8, ptr addrspace(1) %87, i64 4
  %90 = load float, ptr addrspace(1) %89, align 4
  %91 = getelementptr inbounds i8, ptr addrspace(1) %87, i64 8
  %92 = load float, ptr addrspace(1) %91, align 8
  %93 = getelementptr inbounds i8, ptr addrspace(1) %87, i64 12
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = getelementptr float, ptr addrspace(1) %2, i64 %55
  %96 = getelementptr float, ptr addrspace(1) %95, i64 %20
  %97 = load <4 x float>, ptr addrspace(1) %96, align 16
  br label %98

98: ; preds = %43, %46
  %99 = phi i32 [ %53, %46 ], [ %45, %43 ]
  %100 = phi i64 [ %52, %46 ], [ %44, %43 ]
  %101 = phi float [ %94, %46 ], [ 0.000000e+00, %43 ]
  %102 = phi float [ %92, %46 ], [ 0.000000e+00, %43 ]
  %103 = phi float [ %90, %46 ], [ 0.000000e+00, %43 ]
  %104 = phi float [ %88, %46 ], [ 0.000000e+00, %43 ]
  %105 = phi float [ %74, %46 ], [ 0.000000e+00, %43 ]
  %106 = phi float [ %72, %46 ], [ 0.000000e+00, %43 ]
  %107 = phi float [ %70, %46 ], [ 0.000000e+00, %43 ]
  %108 = phi float [ %68, %46 ], [ 0.000000e+00, %43 ]
  %109 = phi float [ %58, %46 ], [ 0.000000e+00, %43 ]
  %110 = phi float [ %60, %46 ], [ 0.000000e+00, %43 ]
  %111 = phi float [ %62, %46 ], [ 0.000000e+00, %43 ]
  %112 = phi float [ %64, %46 ], [ 0.000000e+00, %43 ]
  %113 = phi float [ %78, %46 ], [ 0.000000e+00, %43 ]
  %114 = phi float [ %80, %46 ], [ 0.000000e+00, %43 ]
  %115 = phi float [ %82, %46 ], [ 0.000000e+00, %43 ]
  %116 = phi float [ %84, %46 ], [ 0.000000e+00, %43 ]
  %117 = phi <4 x float> [ %97, %46 ], [ zeroinitializer, %43 ]
  %118 = phi <4 x float> [ %51, %46 ], [ zeroinitializer, %43 ]
  %119 = add i32 %10, %22
  %120 = shl i32 %119, 6
  %121 = sext i32 %120 to i64
  %122 = getelementptr float, ptr addrspace(1) %0, i64 %121
  %123 = getelementptr float, ptr addrspace(1) %122, i64 %20
  %124 = and i64 %19, -64
  %125 = shl nsw i64 %8, 4
  %126 = lshr i64 %125, 8
  %127 = xor i64 %126, %8
  %128 = and i64 %125, 4294967040
  %129 = shl nsw i64 %127, 4
  %130 = and i64 %129, 240
  %131 = or i64 %130, %128
  %132 = trunc i64 %131 to i32
  %133 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %132
  %134 = add i32 %10, %32
  %135 = shl i32 %134, 6
  %136 = sext i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(1) %0, i64 %136
  %138 = getelementptr float, ptr addrspace(1) %137, i64 %20
  %139 = shl i64 %31, 6
  %140 = or i64 %139, %20
  %141 = shl i64 %140, 2
  %142 = and i64 %141, 4294967040
  %143 = lshr exact i64 %141, 4
  %144 = xor i64 %143, %141
  %145 = and i64 %144, 240
  %146 = or i64 %145, %142
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = add i32 %10, %42
  %150 = shl i32 %149, 6
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr addrspace(1) %0, i64 %151
  %153 = getelementptr float, ptr addrspace(1) %152, i64 %20
  %154 = shl i64 %41, 6
  %155 = or i64 %154, %20
  %156 = shl i64 %155, 2
  %157 = and i64 %156, 4294967040
  %158 = lshr exact i64 %156, 4
  %159 = xor i64 %158, %156
  %160 = and i64 %159, 240
  %161 = or i64 %160, %157
  %162 = trunc i64 %161 to i32
  %163 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %162
  %164 = add i32 %10, %99
  %165 = shl i32 %164, 6
  %166 = sext i32 %165 to i64
  %167 = getelementptr float, ptr addrspace(1) %0, i64 %166
  %168 = getelementptr float, ptr addrspace(1) %167, i64 %20
  %169 = shl i64 %100, 6
  %170 = or i64 %169, %20
  %171 = shl i64 %170, 2
  %172 = and i64 %171, 4294967040
  %173 = lshr exact i64 %171, 4
  %174 = xor i64 %173, %171
  %175 = and i64 %174, 240
  %176 = or i64 %175, %172
  %177 = trunc i64 %176 to i32
  %178 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %177
  %179 = add nuw nsw i64 %21, 32
  %180 = trunc i64 %179 to i32
  %181 = add i32 %10, %180
  %182 = shl i32 %181, 6
  %183 = sext i32 %182 to i64
  %184 = getelementptr float, ptr addrspace(1) %0, i64 %183
  %185 = getelementptr float, ptr addrspace(1) %184, i64 %20
  %186 = shl i64 %179, 6
  %187 = or i64 %186, %20
  %188 = shl i64 %187, 2
  %189 = and i64 %188, 4294967040
  %190 = lshr exact i64 %188, 4
  %191 = xor i64 %190, %188
  %192 = and i64 %191, 240
  %193 = or i64 %192, %189
  %194 = trunc i64 %193 to i32
  %195 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %194
  %196 = add nuw nsw i64 %21, 40
  %197 = trunc i64 %196 to i32
  %198 = add i32 %10, %197
  %199 = shl i32 %198, 6
  %200 = sext i32 %199 to i64
  %201 = getelementptr float, ptr addrspace(1) %0, i64 %200
  %202 = getelementptr float, ptr addrspace(1) %201, i64 %20
  %203 = shl i64 %196, 6
  %204 = or i64 %203, %20
  %205 = shl i64 %204, 2
  %206 = and i64 %205, 4294967040
  %207 = lshr exact i64 %205, 4
  %208 = xor i64 %207, %205
  %209 = and i64 %208, 240
  %210 = or i64 %209, %206
  %211 = trunc i64 %210 to i32
  %212 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %211
  %213 = add nuw nsw i64 %21, 48
  %214 = trunc i64 %213 to i32
  %215 = add i32 %10, %214
  %216 = shl i32 %215, 6
  %217 = sext i32 %216 to i64
  %218 = getelementptr float, ptr addrspace(1) %0, i64 %217
  %219 = getelementptr float, ptr addrspace(1) %218, i64 %20
  %220 = shl i64 %213, 6
  %221 = or i64 %220, %20
  %222 = shl i64 %221, 2
  %223 = and i64 %222, 4294967040
  %224 = lshr exact i64 %222, 4
  %225 = xor i64 %224, %222
  %226 = and i64 %225, 240
  %227 = or i64 %226, %223
  %228 = trunc i64 %227 to i32
  %229 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %228
  %230 = add nuw nsw i64 %21, 56
  %231 = trunc i64 %230 to i32
  %232 = add i32 %10, %231
  %233 = shl i32 %232, 6
  %234 = sext i32 %233 to i64
  %235 = getelementptr float, ptr addrspace(1) %0, i64 %234
  %236 = getelementptr float, ptr addrspace(1) %235, i64 %20
  %237 = shl i64 %230, 6
  %238 = or i64 %237, %20
  %239 = shl i64 %238, 2
  %240 = and i64 %239, 4294967040
  %241 = lshr exact i64 %239, 4
  %242 = xor i64 %241, %239
  %243 = and i64 %242, 240
  %244 = or i64 %243, %240
  %245 = trunc i64 %244 to i32
  %246 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %245
  %247 = add nuw nsw i64 %128, 32768
  %248 = or i64 %130, %247
  %249 = trunc i64 %248 to i32
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = or i64 %20, 1
  %252 = or i64 %251, %124
  %253 = shl nsw i64 %252, 2
  %254 = and i64 %253, 4294967040
  %255 = add nuw nsw i64 %254, 32768
  %256 = lshr i64 %253, 4
  %257 = xor i64 %256, %253
  %258 = and i64 %257, 240
  %259 = or i64 %258, %255
  %260 = trunc i64 %259 to i32
  %261 = or i32 %260, 4
  %262 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %261
  %263 = or i64 %20, 2
  %264 = or i64 %263, %124
  %265 = shl nsw i64 %264, 2
  %266 = and i64 %265, 4294967040
  %267 = add nuw nsw i64 %266, 32768
  %268 = lshr i64 %265, 4
  %269 = xor i64 %268, %265
  %270 = and i64 %269, 240
  %271 = or i64 %270, %267
  %272 = trunc i64 %271 to i32
  %273 = or i32 %272, 8
  %274 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %273
  %275 = or i64 %20, 3
  %276 = or i64 %275, %124
  %277 = shl nsw i64 %276, 2
  %278 = and i64 %277, 4294967040
  %279 = add nuw nsw i64 %278, 32768
  %280 = lshr i64 %277, 4
  %281 = xor i64 %280, %277
  %282 = and i64 %281, 240
  %283 = or i64 %282, %279
  %284 = trunc i64 %283 to i32
  %285 = or i32 %284, 12
  %286 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %285
  %287 = add nuw nsw i64 %142, 32768
  %288 = or i64 %145, %287
  %289 = trunc i64 %288 to i32
  %290 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %289
  %291 = or i64 %139, %251
  %292 = shl i64 %291, 2
  %293 = and i64 %292, 4294967040
  %294 = add nuw nsw i64 %293, 32768
  %295 = lshr i64 %292, 4
  %296 = xor i64 %295, %292
  %297 = and i64 %296, 240
  %298 = or i64 %297, %294
  %299 = trunc i64 %298 to i32
  %300 = or i32 %299, 4
  %301 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %300
  %302 = or i64 %139, %263
  %303 = shl i64 %302, 2
  %304 = and i64 %303, 4294967040
  %305 = add nuw nsw i64 %304, 32768
  %306 = lshr i64 %303, 4
  %307 = xor i64 %306, %303
  %308 = and i64 %307, 240
  %309 = or i64 %308, %305
  %310 = trunc i64 %309 to i32
  %311 = or i32 %310, 8
  %312 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %311
  %313 = or i64 %139, %275
  %314 = shl i64 %313, 2
  %315 = and i64 %314, 4294967040
  %316 = add nuw nsw i64 %315, 32768
  %317 = lshr i64 %314, 4
  %318 = xor i64 %317, %314
  %319 = and i64 %318, 240
  %320 = or i64 %319, %316
  %321 = trunc i64 %320 to i32
  %322 = or i32 %321, 12
  %323 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %322
  %324 = add nuw nsw i64 %157, 32768
  %325 = or i64 %160, %324
  %326 = trunc i64 %325 to i32
  %327 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %326
  %328 = or i64 %154, %251
  %329 = shl i64 %328, 2
  %330 = and i64 %329, 4294967040
  %331 = add nuw nsw i64 %330, 32768
  %332 = lshr i64 %329, 4
  %333 = xor i64 %332, %329
  %334 = and i64 %333, 240
  %335 = or i64 %334, %331
  %336 = trunc i64 %335 to i32
  %337 = or i32 %336, 4
  %338 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %337
  %339 = or i64 %154, %263
  %340 = shl i64 %339, 2
  %341 = and i64 %340, 4294967040
  %342 = add nuw nsw i64 %341, 32768
  %343 = lshr i64 %340, 4
  %344 = xor i64 %343, %340
  %345 = and i64 %344, 240
  %346 = or i64 %345, %342
  %347 = trunc i64 %346 to i32
  %348 = or i32 %347, 8
  %349 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %348
  %350 = or i64 %154, %275
  %351 = shl i64 %350, 2
  %352 = and i64 %351, 4294967040
  %353 = add nuw nsw i64 %352, 32768
  %354 = lshr i64 %351, 4
  %355 = xor i64 %354, %351
  %356 = and i64 %355, 240
  %357 = or i64 %356, %353
  %358 = trunc i64 %357 to i32
  %359 = or i32 %358, 12
  %360 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %359
  %361 = add nuw nsw i64 %172, 32768
  %362 = or i64 %175, %361
  %363 = trunc i64 %362 to i32
  %364 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %363
  %365 = or i64 %169, %251
  %366 = shl i64 %365, 2
  %367 = and i64 %366, 4294967040
  %368 = add nuw nsw i64 %367, 32768
  %369 = lshr i64 %366, 4
  %370 = xor i64 %369, %366
  %371 = and i64 %370, 240
  %372 = or i64 %371, %368
  %373 = trunc i64 %372 to i32
  %374 = or i32 %373, 4
  %375 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %374
  %376 = or i64 %169, %263
  %377 = shl i64 %376, 2
  %378 = and i64 %377, 4294967040
  %379 = add nuw nsw i64 %378, 32768
  %380 = lshr i64 %377, 4
  %381 = xor i64 %380, %377
  %382 = and i64 %381, 240
  %383 = or i64 %382, %379
  %384 = trunc i64 %383 to i32
  %385 = or i32 %384, 8
  %386 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %385
  %387 = or i64 %169, %275
  %388 = shl i64 %387, 2
  %389 = and i64 %388, 4294967040
  %390 = add nuw nsw i64 %389, 32768
  %391 = lshr i64 %388, 4
  %392 = xor i64 %391, %388
  %393 = and i64 %392, 240
  %394 = or i64 %393, %390
  %395 = trunc i64 %394 to i32
  %396 = or i32 %395, 12
  %397 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %396
  %398 = icmp ult i32 %7, 128
  %399 = and i64 %8, 1
  %400 = icmp eq i64 %399, 0
  %401 = and i1 %398, %400
  %402 = and i64 %19, 28
  %403 = lshr i64 %19, 5
  %404 = or i64 %402, 1
  %405 = or i64 %402, 2
  %406 = or i64 %402, 3
  %407 = and i64 %19, -32
  %408 = trunc i64 %19 to i32
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %408
  %410 = trunc i64 %403 to i32
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %410
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %410
  %413 = or i64 %404, %407
  %414 = trunc i64 %413 to i32
  %415 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %414
  %416 = or i64 %405, %407
  %417 = trunc i64 %416 to i32
  %418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %417
  %419 = or i64 %406, %407
  %420 = trunc i64 %419 to i32
  %421 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %420
  %422 = add nuw nsw i64 %403, 16
  %423 = shl i64 %422, 5
  %424 = or i64 %423, %402
  %425 = trunc i64 %424 to i32
  %426 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %425
  %427 = trunc i64 %422 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %427
  %429 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %427
  %430 = or i64 %423, %404
  %431 = trunc i64 %430 to i32
  %432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %431
  %433 = or i64 %423, %405
  %434 = trunc i64 %433 to i32
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %434
  %436 = or i64 %423, %406
  %437 = trunc i64 %436 to i32
  %438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %437
  %439 = add nuw nsw i64 %403, 32
  %440 = shl i64 %439, 5
  %441 = or i64 %440, %402
  %442 = trunc i64 %441 to i32
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %442
  %444 = trunc i64 %439 to i32
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %444
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %444
  %447 = or i64 %440, %404
  %448 = trunc i64 %447 to i32
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %448
  %450 = or i64 %440, %405
  %451 = trunc i64 %450 to i32
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %451
  %453 = or i64 %440, %406
  %454 = trunc i64 %453 to i32
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %454
  %456 = add nuw nsw i64 %403, 48
  %457 = shl i64 %456, 5
  %458 = or i64 %457, %402
  %459 = trunc i64 %458 to i32
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %459
  %461 = trunc i64 %456 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %461
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %461
  %464 = or i64 %457, %404
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %465
  %467 = or i64 %457, %405
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %468
  %470 = or i64 %457, %406
  %471 = trunc i64 %470 to i32
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %471
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %408
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %414
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %417
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %420
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %425
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %431
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %434
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %437
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %442
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %448
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %451
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %454
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %459
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %465
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %468
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %471
  %489 = add nuw nsw i64 %128, 57344
  %490 = or i64 %130, %489
  %491 = trunc i64 %490 to i32
  %492 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %491
  %493 = shl nsw i64 %413, 2
  %494 = and i64 %493, 4294967040
  %495 = add nuw nsw i64 %494, 57344
  %496 = lshr i64 %493, 4
  %497 = xor i64 %496, %493
  %498 = and i64 %497, 240
  %499 = or i64 %498, %495
  %500 = trunc i64 %499 to i32
  %501 = or i32 %500, 4
  %502 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %501
  %503 = shl nsw i64 %416, 2
  %504 = and i64 %503, 4294967040
  %505 = add nuw nsw i64 %504, 57344
  %506 = lshr i64 %503, 4
  %507 = xor i64 %506, %503
  %508 = and i64 %507, 240
  %509 = or i64 %508, %505
  %510 = trunc i64 %509 to i32
  %511 = or i32 %510, 8
  %512 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %511
  %513 = shl nsw i64 %419, 2
  %514 = and i64 %513, 4294967040
  %515 = add nuw nsw i64 %514, 57344
  %516 = lshr i64 %513, 4
  %517 = xor i64 %516, %513
  %518 = and i64 %517, 240
  %519 = or i64 %518, %515
  %520 = trunc i64 %519 to i32
  %521 = or i32 %520, 12
  %522 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %521
  %523 = shl i64 %424, 2
  %524 = and i64 %523, 4294967040
  %525 = add nuw nsw i64 %524, 57344
  %526 = lshr exact i64 %523, 4
  %527 = xor i64 %526, %523
  %528 = and i64 %527, 240
  %529 = or i64 %528, %525
  %530 = trunc i64 %529 to i32
  %531 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %530
  %532 = shl i64 %430, 2
  %533 = and i64 %532, 4294967040
  %534 = add nuw nsw i64 %533, 57344
  %535 = lshr i64 %532, 4
  %536 = xor i64 %535, %532
  %537 = and i64 %536, 240
  %538 = or i64 %537, %534
  %539 = trunc i64 %538 to i32
  %540 = or i32 %539, 4
  %541 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %540
  %542 = shl i64 %433, 2
  %543 = and i64 %542, 4294967040
  %544 = add nuw nsw i64 %543, 57344
  %545 = lshr i64 %542, 4
  %546 = xor i64 %545, %542
  %547 = and i64 %546, 240
  %548 = or i64 %547, %544
  %549 = trunc i64 %548 to i32
  %550 = or i32 %549, 8
  %551 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %550
  %552 = shl i64 %436, 2
  %553 = and i64 %552, 4294967040
  %554 = add nuw nsw i64 %553, 57344
  %555 = lshr i64 %552, 4
  %556 = xor i64 %555, %552
  %557 = and i64 %556, 240
  %558 = or i64 %557, %554
  %559 = trunc i64 %558 to i32
  %560 = or i32 %559, 12
  %561 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %560
  %562 = shl i64 %441, 2
  %563 = and i64 %562, 4294967040
  %564 = add nuw nsw i64 %563, 57344
  %565 = lshr exact i64 %562, 4
  %566 = xor i64 %565, %562
  %567 = and i64 %566, 240
  %568 = or i64 %567, %564
  %569 = trunc i64 %568 to i32
  %570 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %569
  %571 = shl i64 %447, 2
  %572 = and i64 %571, 4294967040
  %573 = add nuw nsw i64 %572, 57344
  %574 = lshr i64 %571, 4
  %575 = xor i64 %574, %571
  %576 = and i64 %575, 240
  %577 = or i64 %576, %573
  %578 = trunc i64 %577 to i32
  %579 = or i32 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %579
  %581 = shl i64 %450, 2
  %582 = and i64 %581, 4294967040
  %583 = add nuw nsw i64 %582, 57344
  %584 = lshr i64 %581, 4
  %585 = xor i64 %584, %581
  %586 = and i64 %585, 240
  %587 = or i64 %586, %583
  %588 = trunc i64 %587 to i32
  %589 = or i32 %588, 8
  %590 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %589
  %591 = shl i64 %453, 2
  %592 = and i64 %591, 4294967040
  %593 = add nuw nsw i64 %592, 57344
  %594 = lshr i64 %591, 4
  %595 = xor i64 %594, %591
  %596 = and i64 %595, 240
  %597 = or i64 %596, %593
  %598 = trunc i64 %597 to i32
  %599 = or i32 %598, 12
  %600 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %599
  %601 = shl i64 %458, 2
  %602 = and i64 %601, 4294967040
  %603 = add nuw nsw i64 %602, 57344
  %604 = lshr exact i64 %601, 4
  %605 = xor i64 %604, %601
  %606 = and i64 %605, 240
  %607 = or i64 %606, %603
  %608 = trunc i64 %607 to i32
  %609 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %608
  %610 = shl i64 %464, 2
  %611 = and i64 %610, 4294967040
  %612 = add nuw nsw i64 %611, 57344
  %613 = lshr i64 %610, 4
  %614 = xor i64 %613, %610
  %615 = and i64 %614, 240
  %616 = or i64 %615, %612
  %617 = trunc i64 %616 to i32
  %618 = or i32 %617, 4
  %619 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %618
  %620 = shl i64 %467, 2
  %621 = and i64 %620, 4294967040
  %622 = add nuw nsw i64 %621, 57344
  %623 = lshr i64 %620, 4
  %624 = xor i64 %623, %620
  %625 = and i64 %624, 240
  %626 = or i64 %625, %622
  %627 = trunc i64 %626 to i32
  %628 = or i32 %627, 8
  %629 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %628
  %630 = shl i64 %470, 2
  %631 = and i64 %630, 4294967040
  %632 = add nuw nsw i64 %631, 57344
  %633 = lshr i64 %630, 4
  %634 = xor i64 %633, %630
  %635 = and i64 %634, 240
  %636 = or i64 %635, %632
  %637 = trunc i64 %636 to i32
  %638 = or i32 %637, 12
  %639 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %638
  %640 = and i64 %19, -2048
  %641 = and i64 %21, 31
  %642 = shl nuw nsw i64 %20, 5
  %643 = or i64 %641, %640
  %644 = or i64 %643, %642
  %645 = shl nsw i64 %644, 2
  %646 = and i64 %645, 12
  %647 = and i64 %645, 4294966784
  %648 = add nuw nsw i64 %647, 65536
  %649 = lshr i64 %645, 4
  %650 = and i64 %649, 224
  %.mask = and i64 %645, 112
  %651 = xor i64 %650, %.mask
  %652 = or i64 %651, %648
  %653 = or i64 %652, %646
  %654 = trunc i64 %653 to i32
  %655 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %654
  %656 = shl nuw nsw i64 %251, 5
  %657 = or i64 %643, %656
  %658 = shl nsw i64 %657, 2
  %659 = and i64 %658, 12
  %660 = and i64 %658, 4294966784
  %661 = add nuw nsw i64 %660, 65536
  %662 = lshr i64 %658, 4
  %663 = xor i64 %662, %658
  %664 = and i64 %663, 240
  %665 = or i64 %664, %661
  %666 = or i64 %665, %659
  %667 = trunc i64 %666 to i32
  %668 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %667
  %669 = shl nuw nsw i64 %263, 5
  %670 = or i64 %643, %669
  %671 = shl nsw i64 %670, 2
  %672 = and i64 %671, 12
  %673 = and i64 %671, 4294967040
  %674 = add nuw nsw i64 %673, 65536
  %675 = lshr i64 %671, 4
  %676 = xor i64 %675, %671
  %677 = and i64 %676, 240
  %678 = or i64 %677, %674
  %679 = or i64 %678, %672
  %680 = trunc i64 %679 to i32
  %681 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %680
  %682 = shl nuw nsw i64 %275, 5
  %683 = or i64 %643, %682
  %684 = shl nsw i64 %683, 2
  %685 = and i64 %684, 12
  %686 = and i64 %684, 4294967040
  %687 = add nuw nsw i64 %686, 65536
  %688 = lshr i64 %684, 4
  %689 = xor i64 %688, %684
  %690 = and i64 %689, 240
  %691 = or i64 %690, %687
  %692 = or i64 %691, %685
  %693 = trunc i64 %692 to i32
  %694 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %693
  %695 = and i64 %31, 31
  %696 = and i64 %139, -2048
  %697 = or i64 %696, %695
  %698 = or i64 %697, %642
  %699 = shl i64 %698, 2
  %700 = and i64 %699, 12
  %701 = and i64 %699, 4294966784
  %702 = add nuw nsw i64 %701, 65536
  %703 = lshr i64 %699, 4
  %704 = and i64 %703, 224
  %.mask6 = and i64 %699, 112
  %705 = xor i64 %704, %.mask6
  %706 = or i64 %705, %702
  %707 = or i64 %706, %700
  %708 = trunc i64 %707 to i32
  %709 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %708
  %710 = or i64 %697, %656
  %711 = shl i64 %710, 2
  %712 = and i64 %711, 12
  %713 = and i64 %711, 4294966784
  %714 = add nuw nsw i64 %713, 65536
  %715 = lshr i64 %711, 4
  %716 = xor i64 %715, %711
  %717 = and i64 %716, 240
  %718 = or i64 %717, %714
  %719 = or i64 %718, %712
  %720 = trunc i64 %719 to i32
  %721 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %720
  %722 = or i64 %697, %669
  %723 = shl i64 %722, 2
  %724 = and i64 %723, 12
  %725 = and i64 %723, 4294967040
  %726 = add nuw nsw i64 %725, 65536
  %727 = lshr i64 %723, 4
  %728 = xor i64 %727, %723
  %729 = and i64 %728, 240
  %730 = or i64 %729, %726
  %731 = or i64 %730, %724
  %732 = trunc i64 %731 to i32
  %733 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %732
  %734 = or i64 %697, %682
  %735 = shl i64 %734, 2
  %736 = and i64 %735, 12
  %737 = and i64 %735, 4294967040
  %738 = add nuw nsw i64 %737, 65536
  %739 = lshr i64 %735, 4
  %740 = xor i64 %739, %735
  %741 = and i64 %740, 240
  %742 = or i64 %741, %738
  %743 = or i64 %742, %736
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %744
  %746 = and i64 %41, 31
  %747 = and i64 %154, -2048
  %748 = or i64 %747, %746
  %749 = or i64 %748, %642
  %750 = shl i64 %749, 2
  %751 = and i64 %750, 12
  %752 = and i64 %750, 4294966784
  %753 = add nuw nsw i64 %752, 65536
  %754 = lshr i64 %750, 4
  %755 = and i64 %754, 224
  %.mask7 = and i64 %750, 112
  %756 = xor i64 %755, %.mask7
  %757 = or i64 %756, %753
  %758 = or i64 %757, %751
  %759 = trunc i64 %758 to i32
  %760 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %759
  %761 = or i64 %748, %656
  %762 = shl i64 %761, 2
  %763 = and i64 %762, 12
  %764 = and i64 %762, 4294966784
  %765 = add nuw nsw i64 %764, 65536
  %766 = lshr i64 %762, 4
  %767 = xor i64 %766, %762
  %768 = and i64 %767, 240
  %769 = or i64 %768, %765
  %770 = or i64 %769, %763
  %771 = trunc i64 %770 to i32
  %772 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %771
  %773 = or i64 %748, %669
  %774 = shl i64 %773, 2
  %775 = and i64 %774, 12
  %776 = and i64 %774, 4294967040
  %777 = add nuw nsw i64 %776, 65536
  %778 = lshr i64 %774, 4
  %779 = xor i64 %778, %774
  %780 = and i64 %779, 240
  %781 = or i64 %780, %777
  %782 = or i64 %781, %775
  %783 = trunc i64 %782 to i32
  %784 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %783
  %785 = or i64 %748, %682
  %786 = shl i64 %785, 2
  %787 = and i64 %786, 12
  %788 = and i64 %786, 4294967040
  %789 = add nuw nsw i64 %788, 65536
  %790 = lshr i64 %786, 4
  %791 = xor i64 %790, %786
  %792 = and i64 %791, 240
  %793 = or i64 %792, %789
  %794 = or i64 %793, %787
  %795 = trunc i64 %794 to i32
  %796 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %795
  %797 = and i64 %100, 31
  %798 = and i64 %169, -2048
  %799 = or i64 %798, %797
  %800 = or i64 %799, %642
  %801 = shl i64 %800, 2
  %802 = and i64 %801, 12
  %803 = and i64 %801, 4294966784
  %804 = add nuw nsw i64 %803, 65536
  %805 = lshr i64 %801, 4
  %806 = and i64 %805, 224
  %.mask8 = and i64 %801, 112
  %807 = xor i64 %806, %.mask8
  %808 = or i64 %807, %804
  %809 = or i64 %808, %802
  %810 = trunc i64 %809 to i32
  %811 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %810
  %812 = or i64 %799, %656
  %813 = shl i64 %812, 2
  %814 = and i64 %813, 12
  %815 = and i64 %813, 4294966784
  %816 = add nuw nsw i64 %815, 65536
  %817 = lshr i64 %813, 4
  %818 = xor i64 %817, %813
  %819 = and i64 %818, 240
  %820 = or i64 %819, %816
  %821 = or i64 %820, %814
  %822 = trunc i64 %821 to i32
  %823 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %822
  %824 = or i64 %799, %669
  %825 = shl i64 %824, 2
  %826 = and i64 %825, 12
  %827 = and i64 %825, 4294967040
  %828 = add nuw nsw i64 %827, 65536
  %829 = lshr i64 %825, 4
  %830 = xor i64 %829, %825
  %831 = and i64 %830, 240
  %832 = or i64 %831, %828
  %833 = or i64 %832, %826
  %834 = trunc i64 %833 to i32
  %835 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %834
  %836 = or i64 %799, %682
  %837 = shl i64 %836, 2
  %838 = and i64 %837, 12
  %839 = and i64 %837, 4294967040
  %840 = add nuw nsw i64 %839, 65536
  %841 = lshr i64 %837, 4
  %842 = xor i64 %841, %837
  %843 = and i64 %842, 240
  %844 = or i64 %843, %840
  %845 = or i64 %844, %838
  %846 = trunc i64 %845 to i32
  %847 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %846
  %848 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %22
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %408
  %850 = trunc i64 %252 to i32
  %851 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %850
  %852 = trunc i64 %264 to i32
  %853 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %852
  %854 = trunc i64 %276 to i32
  %855 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %854
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %32
  %857 = trunc i64 %140 to i32
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %857
  %859 = trunc i64 %291 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %859
  %861 = trunc i64 %302 to i32
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %861
  %863 = trunc i64 %313 to i32
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %863
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %42
  %866 = trunc i64 %155 to i32
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %866
  %868 = trunc i64 %328 to i32
  %869 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %868
  %870 = trunc i64 %339 to i32
  %871 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %870
  %872 = trunc i64 %350 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %872
  %874 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %99
  %875 = trunc i64 %170 to i32
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %875
  %877 = trunc i64 %365 to i32
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %877
  %879 = trunc i64 %376 to i32
  %880 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %879
  %881 = trunc i64 %387 to i32
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %881
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %180
  %884 = trunc i64 %187 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %884
  %886 = or i64 %186, %251
  %887 = trunc i64 %886 to i32
  %888 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %887
  %889 = or i64 %186, %263
  %890 = trunc i64 %889 to i32
  %891 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %890
  %892 = or i64 %186, %275
  %893 = trunc i64 %892 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %893
  %895 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %197
  %896 = trunc i64 %204 to i32
  %897 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %896
  %898 = or i64 %203, %251
  %899 = trunc i64 %898 to i32
  %900 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %899
  %901 = or i64 %203, %263
  %902 = trunc i64 %901 to i32
  %903 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %902
  %904 = or i64 %203, %275
  %905 = trunc i64 %904 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %905
  %907 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %214
  %908 = trunc i64 %221 to i32
  %909 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %908
  %910 = or i64 %220, %251
  %911 = trunc i64 %910 to i32
  %912 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %911
  %913 = or i64 %220, %263
  %914 = trunc i64 %913 to i32
  %915 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %914
  %916 = or i64 %220, %275
  %917 = trunc i64 %916 to i32
  %918 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %917
  %919 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %231
  %920 = trunc i64 %238 to i32
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %920
  %922 = or i64 %237, %251
  %923 = trunc i64 %922 to i32
  %924 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %923
  %925 = or i64 %237, %263
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %926
  %928 = or i64 %237, %275
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %929
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep107 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %98
  %931 = and i64 %125, -32
  %932 = select i1 %398, i64 %931, i64 0
  %933 = shl nuw nsw i64 %399, 2
  %934 = lshr i64 %8, 3
  %935 = and i64 %8, 7
  %936 = or i64 %935, 8
  %937 = or i64 %935, 16
  %938 = or i64 %935, 24
  %939 = shl nuw nsw i64 %934, 5
  %940 = or i64 %939, %935
  %941 = trunc i64 %940 to i32
  %942 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %941
  %943 = or i64 %936, %939
  %944 = trunc i64 %943 to i32
  %945 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %944
  %946 = or i64 %937, %939
  %947 = trunc i64 %946 to i32
  %948 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %947
  %949 = or i64 %938, %939
  %950 = trunc i64 %949 to i32
  %951 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %950
  %952 = or i64 %939, 512
  %953 = or i64 %952, %935
  %954 = trunc i64 %953 to i32
  %955 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %954
  %956 = or i64 %952, %936
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %957
  %959 = or i64 %952, %937
  %960 = trunc i64 %959 to i32
  %961 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %960
  %962 = or i64 %952, %938
  %963 = trunc i64 %962 to i32
  %964 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %963
  %965 = or i64 %939, 1024
  %966 = or i64 %965, %935
  %967 = trunc i64 %966 to i32
  %968 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %967
  %969 = or i64 %965, %936
  %970 = trunc i64 %969 to i32
  %971 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %970
  %972 = or i64 %965, %937
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %973
  %975 = or i64 %965, %938
  %976 = trunc i64 %975 to i32
  %977 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %976
  %978 = or i64 %939, 1536
  %979 = or i64 %978, %935
  %980 = trunc i64 %979 to i32
  %981 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %980
  %982 = or i64 %978, %936
  %983 = trunc i64 %982 to i32
  %984 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %983
  %985 = or i64 %978, %937
  %986 = trunc i64 %985 to i32
  %987 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %986
  %988 = or i64 %978, %938
  %989 = trunc i64 %988 to i32
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %989
  %991 = lshr i32 %7, 1
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %991
  %993 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %7
  %994 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %7
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %7
  %996 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74752), i32 %991
  %997 = or i64 %935, 32
  %998 = or i64 %935, 40
  %999 = or i64 %935, 48
  %1000 = or i64 %935, 56
  %1001 = shl nuw nsw i64 %934, 6
  %1002 = or i64 %1001, %935
  %1003 = trunc i64 %1002 to i32
  %1004 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1003
  %1005 = or i64 %936, %1001
  %1006 = trunc i64 %1005 to i32
  %1007 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1006
  %1008 = or i64 %937, %1001
  %1009 = trunc i64 %1008 to i32
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1009
  %1011 = or i64 %938, %1001
  %1012 = trunc i64 %1011 to i32
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1012
  %1014 = or i64 %997, %1001
  %1015 = trunc i64 %1014 to i32
  %1016 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1015
  %1017 = or i64 %998, %1001
  %1018 = trunc i64 %1017 to i32
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1018
  %1020 = or i64 %999, %1001
  %1021 = trunc i64 %1020 to i32
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1021
  %1023 = or i64 %1000, %1001
  %1024 = trunc i64 %1023 to i32
  %1025 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1024
  %1026 = or i64 %1001, 1024
  %1027 = or i64 %1026, %935
  %1028 = trunc i64 %1027 to i32
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1028
  %1030 = or i64 %1026, %936
  %1031 = trunc i64 %1030 to i32
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1031
  %1033 = or i64 %1026, %937
  %1034 = trunc i64 %1033 to i32
  %1035 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1034
  %1036 = or i64 %1026, %938
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1037
  %1039 = or i64 %1026, %997
  %1040 = trunc i64 %1039 to i32
  %1041 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1040
  %1042 = or i64 %1026, %998
  %1043 = trunc i64 %1042 to i32
  %1044 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1043
  %1045 = or i64 %1026, %999
  %1046 = trunc i64 %1045 to i32
  %1047 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1046
  %1048 = or i64 %1026, %1000
  %1049 = trunc i64 %1048 to i32
  %1050 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1049
  %1051 = or i64 %1001, 2048
  %1052 = or i64 %1051, %935
  %1053 = trunc i64 %1052 to i32
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1053
  %1055 = or i64 %1051, %936
  %1056 = trunc i64 %1055 to i32
  %1057 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1056
  %1058 = or i64 %1051, %937
  %1059 = trunc i64 %1058 to i32
  %1060 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1059
  %1061 = or i64 %1051, %938
  %1062 = trunc i64 %1061 to i32
  %1063 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1062
  %1064 = or i64 %1051, %997
  %1065 = trunc i64 %1064 to i32
  %1066 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1065
  %1067 = or i64 %1051, %998
  %1068 = trunc i64 %1067 to i32
  %1069 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1068
  %1070 = or i64 %1051, %999
  %1071 = trunc i64 %1070 to i32
  %1072 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1071
  %1073 = or i64 %1051, %1000
  %1074 = trunc i64 %1073 to i32
  %1075 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1074
  %1076 = or i64 %1001, 3072
  %1077 = or i64 %1076, %935
  %1078 = trunc i64 %1077 to i32
  %1079 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1078
  %1080 = or i64 %1076, %936
  %1081 = trunc i64 %1080 to i32
  %1082 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1081
  %1083 = or i64 %1076, %937
  %1084 = trunc i64 %1083 to i32
  %1085 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1084
  %1086 = or i64 %1076, %938
  %1087 = trunc i64 %1086 to i32
  %1088 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1087
  %1089 = or i64 %1076, %997
  %1090 = trunc i64 %1089 to i32
  %1091 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1090
  %1092 = or i64 %1076, %998
  %1093 = trunc i64 %1092 to i32
  %1094 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1093
  %1095 = or i64 %1076, %999
  %1096 = trunc i64 %1095 to i32
  %1097 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1096
  %1098 = or i64 %1076, %1000
  %1099 = trunc i64 %1098 to i32
  %1100 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1099
  %1101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %7
  %1102 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74752), i32 %7
  %1103 = or i64 %933, %932
  %1104 = trunc i64 %1103 to i32
  %1105 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1104
  %1106 = or i32 %1104, 1
  %1107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1106
  %1108 = or i32 %1104, 2
  %1109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1108
  %1110 = or i32 %1104, 3
  %1111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1110
  %1112 = or i64 %933, %932
  %1113 = trunc i64 %1112 to i32
  %1114 = or i32 %1113, 8
  %1115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1114
  %1116 = or i32 %1113, 9
  %1117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1116
  %1118 = or i32 %1113, 10
  %1119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1118
  %1120 = or i32 %1113, 11
  %1121 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1120
  %1122 = or i64 %933, %932
  %1123 = trunc i64 %1122 to i32
  %1124 = or i32 %1123, 16
  %1125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1124
  %1126 = or i32 %1123, 17
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1126
  %1128 = or i32 %1123, 18
  %1129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1128
  %1130 = or i32 %1123, 19
  %1131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1130
  %1132 = or i64 %933, %932
  %1133 = trunc i64 %1132 to i32
  %1134 = or i32 %1133, 24
  %1135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1134
  %1136 = or i32 %1133, 25
  %1137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1136
  %1138 = or i32 %1133, 26
  %1139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1138
  %1140 = or i32 %1133, 27
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1140
  %1142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1104
  %1143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1106
  %1144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1108
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1110
  %1146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1114
  %1147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1116
  %1148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1118
  %1149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1120
  %1150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1124
  %1151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1126
  %1152 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1128
  %1153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1130
  %1154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1134
  %1155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1136
  %1156 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1138
  %1157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1140
  br label %1158

1158: ; preds = %.lr.ph, %1717
  %1159 = phi float [ %101, %.lr.ph ], [ %1260, %1717 ]
  %1160 = phi float [ %102, %.lr.ph ], [ %1261, %1717 ]
  %1161 = phi float [ %103, %.lr.ph ], [ %1262, %1717 ]
  %1162 = phi float [ %104, %.lr.ph ], [ %1263, %1717 ]
  %1163 = phi float [ %116, %.lr.ph ], [ %1275, %1717 ]
  %1164 = phi float [ %115, %.lr.ph ], [ %1274, %1717 ]
  %1165 = phi float [ %114, %.lr.ph ], [ %1273, %1717 ]
  %1166 = phi float [ %113, %.lr.ph ], [ %1272, %1717 ]
  %1167 = phi float [ %105, %.lr.ph ], [ %1264, %1717 ]
  %1168 = phi float [ %106, %.lr.ph ], [ %1265, %1717 ]
  %1169 = phi float [ %107, %.lr.ph ], [ %1266, %1717 ]
  %1170 = phi float [ %108, %.lr.ph ], [ %1267, %1717 ]
  %1171 = phi float [ %112, %.lr.ph ], [ %1271, %1717 ]
  %1172 = phi float [ %111, %.lr.ph ], [ %1270, %1717 ]
  %1173 = phi float [ %110, %.lr.ph ], [ %1269, %1717 ]
  %1174 = phi float [ %109, %.lr.ph ], [ %1268, %1717 ]
  %1175 = phi float [ 0.000000e+00, %.lr.ph ], [ %1745, %1717 ]
  %1176 = phi float [ 0.000000e+00, %.lr.ph ], [ %1744, %1717 ]
  %1177 = phi float [ 0.000000e+00, %.lr.ph ], [ %1743, %1717 ]
  %1178 = phi float [ 0.000000e+00, %.lr.ph ], [ %1742, %1717 ]
  %1179 = phi float [ 0.000000e+00, %.lr.ph ], [ %1741, %1717 ]
  %1180 = phi float [ 0.000000e+00, %.lr.ph ], [ %1740, %1717 ]
  %1181 = phi float [ 0.000000e+00, %.lr.ph ], [ %1739, %1717 ]
  %1182 = phi float [ 0.000000e+00, %.lr.ph ], [ %1738, %1717 ]
  %1183 = phi float [ 0.000000e+00, %.lr.ph ], [ %1737, %1717 ]
  %1184 = phi float [ 0.000000e+00, %.lr.ph ], [ %1736, %1717 ]
  %1185 = phi float [ 0.000000e+00, %.lr.ph ], [ %1735, %1717 ]
  %1186 = phi float [ 0.000000e+00, %.lr.ph ], [ %1734, %1717 ]
  %1187 = phi float [ 0.000000e+00, %.lr.ph ], [ %1733, %1717 ]
  %1188 = phi float [ 0.000000e+00, %.lr.ph ], [ %1732, %1717 ]
  %1189 = phi float [ 0.000000e+00, %.lr.ph ], [ %1731, %1717 ]
  %1190 = phi float [ 0.000000e+00, %.lr.ph ], [ %1730, %1717 ]
  %1191 = phi float [ 0.000000e+00, %.lr.ph ], [ %1729, %1717 ]
  %1192 = phi float [ 0.000000e+00, %.lr.ph ], [ %1728, %1717 ]
  %1193 = phi float [ 0.000000e+00, %.lr.ph ], [ %1727, %1717 ]
  %1194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1726, %1717 ]
  %1195 = phi float [ 0.000000e+00, %.lr.ph ], [ %1725, %1717 ]
  %1196 = phi float [ 0.000000e+00, %.lr.ph ], [ %1724, %1717 ]
  %1197 = phi float [ 0.000000e+00, %.lr.ph ], [ %1723, %1717 ]
  %1198 = phi float [ 0.000000e+00, %.lr.ph ], [ %1722, %1717 ]
  %1199 = phi float [ 0.000000e+00, %.lr.ph ], [ %1721, %1717 ]
  %1200 = phi float [ 0.000000e+00, %.lr.ph ], [ %1720, %1717 ]
  %1201 = phi float [ 0.000000e+00, %.lr.ph ], [ %1719, %1717 ]
  %1202 = phi float [ 0.000000e+00, %.lr.ph ], [ %1718, %1717 ]
  %1203 = phi float [ 0.000000e+00, %.lr.ph ], [ %1698, %1717 ]
  %1204 = phi float [ 0.000000e+00, %.lr.ph ], [ %1697, %1717 ]
  %1205 = phi float [ 0.000000e+00, %.lr.ph ], [ %1696, %1717 ]
  %1206 = phi float [ 0.000000e+00, %.lr.ph ], [ %1695, %1717 ]
  %1207 = phi i32 [ 0, %.lr.ph ], [ %1212, %1717 ]
  %1208 = phi <4 x float> [ %117, %.lr.ph ], [ %1276, %1717 ]
  %1209 = phi <4 x float> [ %30, %.lr.ph ], [ %1277, %1717 ]
  %1210 = phi <4 x float> [ %40, %.lr.ph ], [ %1278, %1717 ]
  %1211 = phi <4 x float> [ %118, %.lr.ph ], [ %1279, %1717 ]
  %1212 = add i32 %1207, 32
  %1213 = icmp slt i32 %1212, %5
  br i1 %1213, label %1214, label %1259

1214: ; preds = %1158
  %1215 = add i32 %1212, %22
  %1216 = shl i32 %1215, 6
  %1217 = sext i32 %1216 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1217
  %1218 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %1219 = add i32 %1212, %32
  %1220 = shl i32 %1219, 6
  %1221 = sext i32 %1220 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1221
  %1222 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  %1223 = add i32 %1212, %42
  %1224 = shl i32 %1223, 6
  %1225 = sext i32 %1224 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1225
  %1226 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  %1227 = add i32 %1212, %99
  %1228 = shl i32 %1227, 6
  %1229 = sext i32 %1228 to i64
  %gep106 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1229
  %1230 = load float, ptr addrspace(1) %gep106, align 16
  %1231 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 4
  %1232 = load float, ptr addrspace(1) %1231, align 4
  %1233 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 8
  %1234 = load float, ptr addrspace(1) %1233, align 8
  %1235 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 12
  %1236 = load float, ptr addrspace(1) %1235, align 4
  %gep108 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1217
  %1237 = load float, ptr addrspace(1) %gep108, align 16
  %1238 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 4
  %1239 = load float, ptr addrspace(1) %1238, align 4
  %1240 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 8
  %1241 = load float, ptr addrspace(1) %1240, align 8
  %1242 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 12
  %1243 = load float, ptr addrspace(1) %1242, align 4
  %gep110 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1221
  %1244 = load float, ptr addrspace(1) %gep110, align 16
  %1245 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 4
  %1246 = load float, ptr addrspace(1) %1245, align 4
  %1247 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 8
  %1248 = load float, ptr addrspace(1) %1247, align 8
  %1249 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 12
  %1250 = load float, ptr addrspace(1) %1249, align 4
  %gep112 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1225
  %1251 = load float, ptr addrspace(1) %gep112, align 16
  %1252 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 4
  %1253 = load float, ptr addrspace(1) %1252, align 4
  %1254 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 8
  %1255 = load float, ptr addrspace(1) %1254, align 8
  %1256 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 12
  %1257 = load float, ptr addrspace(1) %1256, align 4
  %gep114 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1229
  %1258 = load <4 x float>, ptr addrspace(1) %gep114, align 16
  br label %1259

1259: ; preds = %1158, %1214
  %1260 = phi float [ %1257, %1214 ], [ 0.000000e+00, %1158 ]
  %1261 = phi float [ %1255, %1214 ], [ 0.000000e+00, %1158 ]
  %1262 = phi float [ %1253, %1214 ], [ 0.000000e+00, %1158 ]
  %1263 = phi float [ %1251, %1214 ], [ 0.000000e+00, %1158 ]
  %1264 = phi float [ %1243, %1214 ], [ 0.000000e+00, %1158 ]
  %1265 = phi float [ %1241, %1214 ], [ 0.000000e+00, %1158 ]
  %1266 = phi float [ %1239, %1214 ], [ 0.000000e+00, %1158 ]
  %1267 = phi float [ %1237, %1214 ], [ 0.000000e+00, %1158 ]
  %1268 = phi float [ %1230, %1214 ], [ 0.000000e+00, %1158 ]
  %1269 = phi float [ %1232, %1214 ], [ 0.000000e+00, %1158 ]
  %1270 = phi float [ %1234, %1214 ], [ 0.000000e+00, %1158 ]
  %1271 = phi float [ %1236, %1214 ], [ 0.000000e+00, %1158 ]
  %1272 = phi float [ %1244, %1214 ], [ 0.000000e+00, %1158 ]
  %1273 = phi float [ %1246, %1214 ], [ 0.000000e+00, %1158 ]
  %1274 = phi float [ %1248, %1214 ], [ 0.000000e+00, %1158 ]
  %1275 = phi float [ %1250, %1214 ], [ 0.000000e+00, %1158 ]
  %1276 = phi <4 x float> [ %1258, %1214 ], [ zeroinitializer, %1158 ]
  %1277 = phi <4 x float> [ %1218, %1214 ], [ zeroinitializer, %1158 ]
  %1278 = phi <4 x float> [ %1222, %1214 ], [ zeroinitializer, %1158 ]
  %1279 = phi <4 x float> [ %1226, %1214 ], [ zeroinitializer, %1158 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %133, ptr addrspace(1) %123, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %148, ptr addrspace(1) %138, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %163, ptr addrspace(1) %153, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %178, ptr addrspace(1) %168, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %195, ptr addrspace(1) %185, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %212, ptr addrspace(1) %202, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %229, ptr addrspace(1) %219, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %246, ptr addrspace(1) %236, i32 16, i32 0)
  %1280 = extractelement <4 x float> %1209, i64 0
  store float %1280, ptr addrspace(3) %250, align 16
  %1281 = extractelement <4 x float> %1209, i64 1
  store float %1281, ptr addrspace(3) %262, align 4
  %1282 = extractelement <4 x float> %1209, i64 2
  store float %1282, ptr addrspace(3) %274, align 8
  %1283 = extractelement <4 x float> %1209, i64 3
  store float %1283, ptr addrspace(3) %286, align 4
  %1284 = extractelement <4 x float> %1210, i64 0
  store float %1284, ptr addrspace(3) %290, align 16
  %1285 = extractelement <4 x float> %1210, i64 1
  store float %1285, ptr addrspace(3) %301, align 4
  %1286 = extractelement <4 x float> %1210, i64 2
  store float %1286, ptr addrspace(3) %312, align 8
  %1287 = extractelement <4 x float> %1210, i64 3
  store float %1287, ptr addrspace(3) %323, align 4
  %1288 = extractelement <4 x float> %1211, i64 0
  store float %1288, ptr addrspace(3) %327, align 16
  %1289 = extractelement <4 x float> %1211, i64 1
  store float %1289, ptr addrspace(3) %338, align 4
  %1290 = extractelement <4 x float> %1211, i64 2
  store float %1290, ptr addrspace(3) %349, align 8
  %1291 = extractelement <4 x float> %1211, i64 3
  store float %1291, ptr addrspace(3) %360, align 4
  store float %1174, ptr addrspace(3) %364, align 16
  store float %1173, ptr addrspace(3) %375, align 4
  store float %1172, ptr addrspace(3) %386, align 8
  store float %1171, ptr addrspace(3) %397, align 4
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %398, label %.preheader.preheader, label %1318

.preheader.preheader: ; preds = %1259
  %1292 = load float, ptr addrspace(3) @global_smem, align 4096
  %1293 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1292, i32 256, i32 1, i32 3)
  %1294 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), align 4096
  %1295 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1294, i32 256, i32 1, i32 3)
  %1296 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1293, i32 %1295, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  %1297 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 128), align 128
  %1298 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1297, i32 256, i32 1, i32 3)
  %1299 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32896), align 128
  %1300 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1299, i32 256, i32 1, i32 3)
  %1301 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1298, i32 %1300, <16 x i32> %1296, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1301 to <16 x float>
  %1302 = extractelement <16 x float> %bc, i64 0
  store float %1302, ptr addrspace(3) %942, align 4
  %1303 = extractelement <16 x float> %bc, i64 1
  store float %1303, ptr addrspace(3) %945, align 4
  %1304 = extractelement <16 x float> %bc, i64 2
  store float %1304, ptr addrspace(3) %948, align 4
  %1305 = extractelement <16 x float> %bc, i64 3
  store float %1305, ptr addrspace(3) %951, align 4
  %1306 = extractelement <16 x float> %bc, i64 4
  store float %1306, ptr addrspace(3) %955, align 4
  %1307 = extractelement <16 x float> %bc, i64 5
  store float %1307, ptr addrspace(3) %958, align 4
  %1308 = extractelement <16 x float> %bc, i64 6
  store float %1308, ptr addrspace(3) %961, align 4
  %1309 = extractelement <16 x float> %bc, i64 7
  store float %1309, ptr addrspace(3) %964, align 4
  %1310 = extractelement <16 x float> %bc, i64 8
  store float %1310, ptr addrspace(3) %968, align 4
  %1311 = extractelement <16 x float> %bc, i64 9
  store float %1311, ptr addrspace(3) %971, align 4
  %1312 = extractelement <16 x float> %bc, i64 10
  store float %1312, ptr addrspace(3) %974, align 4
  %1313 = extractelement <16 x float> %bc, i64 11
  store float %1313, ptr addrspace(3) %977, align 4
  %1314 = extractelement <16 x float> %bc, i64 12
  store float %1314, ptr addrspace(3) %981, align 4
  %1315 = extractelement <16 x float> %bc, i64 13
  store float %1315, ptr addrspace(3) %984, align 4
  %1316 = extractelement <16 x float> %bc, i64 14
  store float %1316, ptr addrspace(3) %987, align 4
  %1317 = extractelement <16 x float> %bc, i64 15
  store float %1317, ptr addrspace(3) %990, align 4
  br label %1318

1318: ; preds = %.preheader.preheader, %1259
  tail call void @llvm.musa.syncthreads.lm()
  %1319 = load float, ptr addrspace(3) %1105, align 16
  %1320 = fmul contract float %1319, %4
  %1321 = tail call float @llvm.maxnum.f32(float %1320, float 0xFFF0000000000000)
  %1322 = load float, ptr addrspace(3) %1107, align 4
  %1323 = fmul contract float %1322, %4
  %1324 = tail call float @llvm.maxnum.f32(float %1321, float %1323)
  %1325 = load float, ptr addrspace(3) %1109, align 8
  %1326 = fmul contract float %1325, %4
  %1327 = tail call float @llvm.maxnum.f32(float %1324, float %1326)
  %1328 = load float, ptr addrspace(3) %1111, align 4
  %1329 = fmul contract float %1328, %4
  %1330 = tail call float @llvm.maxnum.f32(float %1327, float %1329)
  %1331 = load float, ptr addrspace(3) %1115, align 16
  %1332 = fmul contract float %1331, %4
  %1333 = tail call float @llvm.maxnum.f32(float %1330, float %1332)
  %1334 = load float, ptr addrspace(3) %1117, align 4
  %1335 = fmul contract float %1334, %4
  %1336 = tail call float @llvm.maxnum.f32(float %1333, float %1335)
  %1337 = load float, ptr addrspace(3) %1119, align 8
  %1338 = fmul contract float %1337, %4
  %1339 = tail call float @llvm.maxnum.f32(float %1336, float %1338)
  %1340 = load float, ptr addrspace(3) %1121, align 4
  %1341 = fmul contract float %1340, %4
  %1342 = tail call float @llvm.maxnum.f32(float %1339, float %1341)
  %1343 = load float, ptr addrspace(3) %1125, align 16
  %1344 = fmul contract float %1343, %4
  %1345 = tail call float @llvm.maxnum.f32(float %1342, float %1344)
  %1346 = load float, ptr addrspace(3) %1127, align 4
  %1347 = fmul contract float %1346, %4
  %1348 = tail call float @llvm.maxnum.f32(float %1345, float %1347)
  %1349 = load float, ptr addrspace(3) %1129, align 8
  %1350 = fmul contract float %1349, %4
  %1351 = tail call float @llvm.maxnum.f32(float %1348, float %1350)
  %1352 = load float, ptr addrspace(3) %1131, align 4
  %1353 = fmul contract float %1352, %4
  %1354 = tail call float @llvm.maxnum.f32(float %1351, float %1353)
  %1355 = load float, ptr addrspace(3) %1135, align 16
  %1356 = fmul contract float %1355, %4
  %1357 = tail call float @llvm.maxnum.f32(float %1354, float %1356)
  %1358 = load float, ptr addrspace(3) %1137, align 4
  %1359 = fmul contract float %1358, %4
  %1360 = tail call float @llvm.maxnum.f32(float %1357, float %1359)
  %1361 = load float, ptr addrspace(3) %1139, align 8
  %1362 = fmul contract float %1361, %4
  %1363 = tail call float @llvm.maxnum.f32(float %1360, float %1362)
  %1364 = load float, ptr addrspace(3) %1141, align 4
  %1365 = fmul contract float %1364, %4
  %1366 = tail call float @llvm.maxnum.f32(float %1363, float %1365)
  %1367 = bitcast float %1366 to i32
  %1368 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1367, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %401, label %1369, label %1372

1369: ; preds = %1318
  %1370 = bitcast i32 %1368 to float
  %1371 = tail call float @llvm.maxnum.f32(float %1366, float %1370)
  store float %1371, ptr addrspace(3) %992, align 4
  br label %1372

1372: ; preds = %1369, %1318
  tail call void @llvm.musa.syncthreads.lm()
  %1373 = load float, ptr addrspace(3) %409, align 16
  %1374 = fmul contract float %1373, %4
  %1375 = load float, ptr addrspace(3) %411, align 4
  %1376 = load float, ptr addrspace(3) %412, align 4
  %1377 = tail call float @llvm.maxnum.f32(float %1375, float %1376)
  %1378 = fsub contract float %1374, %1377
  %1379 = fmul float %1378, 0x3FF7154760000000
  %1380 = tail call float @llvm.exp2.f32(float %1379)
  %1381 = load float, ptr addrspace(3) %415, align 4
  %1382 = fmul contract float %1381, %4
  %1383 = fsub contract float %1382, %1377
  %1384 = fmul float %1383, 0x3FF7154760000000
  %1385 = tail call float @llvm.exp2.f32(float %1384)
  %1386 = load float, ptr addrspace(3) %418, align 8
  %1387 = fmul contract float %1386, %4
  %1388 = fsub contract float %1387, %1377
  %1389 = fmul float %1388, 0x3FF7154760000000
  %1390 = tail call float @llvm.exp2.f32(float %1389)
  %1391 = load float, ptr addrspace(3) %421, align 4
  %1392 = fmul contract float %1391, %4
  %1393 = fsub contract float %1392, %1377
  %1394 = fmul float %1393, 0x3FF7154760000000
  %1395 = tail call float @llvm.exp2.f32(float %1394)
  %1396 = load float, ptr addrspace(3) %426, align 16
  %1397 = fmul contract float %1396, %4
  %1398 = load float, ptr addrspace(3) %428, align 4
  %1399 = load float, ptr addrspace(3) %429, align 4
  %1400 = tail call float @llvm.maxnum.f32(float %1398, float %1399)
  %1401 = fsub contract float %1397, %1400
  %1402 = fmul float %1401, 0x3FF7154760000000
  %1403 = tail call float @llvm.exp2.f32(float %1402)
  %1404 = load float, ptr addrspace(3) %432, align 4
  %1405 = fmul contract float %1404, %4
  %1406 = fsub contract float %1405, %1400
  %1407 = fmul float %1406, 0x3FF7154760000000
  %1408 = tail call float @llvm.exp2.f32(float %1407)
  %1409 = load float, ptr addrspace(3) %435, align 8
  %1410 = fmul contract float %1409, %4
  %1411 = fsub contract float %1410, %1400
  %1412 = fmul float %1411, 0x3FF7154760000000
  %1413 = tail call float @llvm.exp2.f32(float %1412)
  %1414 = load float, ptr addrspace(3) %438, align 4
  %1415 = fmul contract float %1414, %4
  %1416 = fsub contract float %1415, %1400
  %1417 = fmul float %1416, 0x3FF7154760000000
  %1418 = tail call float @llvm.exp2.f32(float %1417)
  %1419 = load float, ptr addrspace(3) %443, align 16
  %1420 = fmul contract float %1419, %4
  %1421 = load float, ptr addrspace(3) %445, align 4
  %1422 = load float, ptr addrspace(3) %446, align 4
  %1423 = tail call float @llvm.maxnum.f32(float %1421, float %1422)
  %1424 = fsub contract float %1420, %1423
  %1425 = fmul float %1424, 0x3FF7154760000000
  %1426 = tail call float @llvm.exp2.f32(float %1425)
  %1427 = load float, ptr addrspace(3) %449, align 4
  %1428 = fmul contract float %1427, %4
  %1429 = fsub contract float %1428, %1423
  %1430 = fmul float %1429, 0x3FF7154760000000
  %1431 = tail call float @llvm.exp2.f32(float %1430)
  %1432 = load float, ptr addrspace(3) %452, align 8
  %1433 = fmul contract float %1432, %4
  %1434 = fsub contract float %1433, %1423
  %1435 = fmul float %1434, 0x3FF7154760000000
  %1436 = tail call float @llvm.exp2.f32(float %1435)
  %1437 = load float, ptr addrspace(3) %455, align 4
  %1438 = fmul contract float %1437, %4
  %1439 = fsub contract float %1438, %1423
  %1440 = fmul float %1439, 0x3FF7154760000000
  %1441 = tail call float @llvm.exp2.f32(float %1440)
  %1442 = load float, ptr addrspace(3) %460, align 16
  %1443 = fmul contract float %1442, %4
  %1444 = load float, ptr addrspace(3) %462, align 4
  %1445 = load float, ptr addrspace(3) %463, align 4
  %1446 = tail call float @llvm.maxnum.f32(float %1444, float %1445)
  %1447 = fsub contract float %1443, %1446
  %1448 = fmul float %1447, 0x3FF7154760000000
  %1449 = tail call float @llvm.exp2.f32(float %1448)
  %1450 = load float, ptr addrspace(3) %466, align 4
  %1451 = fmul contract float %1450, %4
  %1452 = fsub contract float %1451, %1446
  %1453 = fmul float %1452, 0x3FF7154760000000
  %1454 = tail call float @llvm.exp2.f32(float %1453)
  %1455 = load float, ptr addrspace(3) %469, align 8
  %1456 = fmul contract float %1455, %4
  %1457 = fsub contract float %1456, %1446
  %1458 = fmul float %1457, 0x3FF7154760000000
  %1459 = tail call float @llvm.exp2.f32(float %1458)
  %1460 = load float, ptr addrspace(3) %472, align 4
  %1461 = fmul contract float %1460, %4
  %1462 = fsub contract float %1461, %1446
  %1463 = fmul float %1462, 0x3FF7154760000000
  %1464 = tail call float @llvm.exp2.f32(float %1463)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1380, ptr addrspace(3) %473, align 16
  store float %1385, ptr addrspace(3) %474, align 4
  store float %1390, ptr addrspace(3) %475, align 8
  store float %1395, ptr addrspace(3) %476, align 4
  store float %1403, ptr addrspace(3) %477, align 16
  store float %1408, ptr addrspace(3) %478, align 4
  store float %1413, ptr addrspace(3) %479, align 8
  store float %1418, ptr addrspace(3) %480, align 4
  store float %1426, ptr addrspace(3) %481, align 16
  store float %1431, ptr addrspace(3) %482, align 4
  store float %1436, ptr addrspace(3) %483, align 8
  store float %1441, ptr addrspace(3) %484, align 4
  store float %1449, ptr addrspace(3) %485, align 16
  store float %1454, ptr addrspace(3) %486, align 4
  store float %1459, ptr addrspace(3) %487, align 8
  store float %1464, ptr addrspace(3) %488, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1465, label %1472

1465: ; preds = %1372
  %1466 = load float, ptr addrspace(3) %993, align 4
  %1467 = load float, ptr addrspace(3) %994, align 4
  %1468 = tail call float @llvm.maxnum.f32(float %1466, float %1467)
  %1469 = fsub contract float %1466, %1468
  %1470 = fmul float %1469, 0x3FF7154760000000
  %1471 = tail call float @llvm.exp2.f32(float %1470)
  store float %1471, ptr addrspace(3) %995, align 4
  br label %1472

1472: ; preds = %1465, %1372
  tail call void @llvm.musa.syncthreads.lm()
  %1473 = load float, ptr addrspace(3) %1142, align 16
  %1474 = fadd reassoc float %1473, 0.000000e+00
  %1475 = load float, ptr addrspace(3) %1143, align 4
  %1476 = fadd reassoc float %1474, %1475
  %1477 = load float, ptr addrspace(3) %1144, align 8
  %1478 = fadd reassoc float %1476, %1477
  %1479 = load float, ptr addrspace(3) %1145, align 4
  %1480 = fadd reassoc float %1478, %1479
  %1481 = load float, ptr addrspace(3) %1146, align 16
  %1482 = fadd reassoc float %1480, %1481
  %1483 = load float, ptr addrspace(3) %1147, align 4
  %1484 = fadd reassoc float %1482, %1483
  %1485 = load float, ptr addrspace(3) %1148, align 8
  %1486 = fadd reassoc float %1484, %1485
  %1487 = load float, ptr addrspace(3) %1149, align 4
  %1488 = fadd reassoc float %1486, %1487
  %1489 = load float, ptr addrspace(3) %1150, align 16
  %1490 = fadd reassoc float %1488, %1489
  %1491 = load float, ptr addrspace(3) %1151, align 4
  %1492 = fadd reassoc float %1490, %1491
  %1493 = load float, ptr addrspace(3) %1152, align 8
  %1494 = fadd reassoc float %1492, %1493
  %1495 = load float, ptr addrspace(3) %1153, align 4
  %1496 = fadd reassoc float %1494, %1495
  %1497 = load float, ptr addrspace(3) %1154, align 16
  %1498 = fadd reassoc float %1496, %1497
  %1499 = load float, ptr addrspace(3) %1155, align 4
  %1500 = fadd reassoc float %1498, %1499
  %1501 = load float, ptr addrspace(3) %1156, align 8
  %1502 = fadd reassoc float %1500, %1501
  %1503 = load float, ptr addrspace(3) %1157, align 4
  %1504 = fadd reassoc float %1502, %1503
  %1505 = bitcast float %1504 to i32
  %1506 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1505, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %401, label %1507, label %1510

1507: ; preds = %1472
  %1508 = bitcast i32 %1506 to float
  %1509 = fadd reassoc float %1504, %1508
  store float %1509, ptr addrspace(3) %996, align 4
  br label %1510

1510: ; preds = %1507, %1472
  tail call void @llvm.musa.syncthreads.lm()
  %1511 = load float, ptr addrspace(3) %473, align 16
  %1512 = load float, ptr addrspace(3) %474, align 4
  %1513 = load float, ptr addrspace(3) %475, align 8
  %1514 = load float, ptr addrspace(3) %476, align 4
  store float %1511, ptr addrspace(3) %492, align 16
  store float %1512, ptr addrspace(3) %502, align 4
  store float %1513, ptr addrspace(3) %512, align 8
  store float %1514, ptr addrspace(3) %522, align 4
  %1515 = load float, ptr addrspace(3) %477, align 16
  %1516 = load float, ptr addrspace(3) %478, align 4
  %1517 = load float, ptr addrspace(3) %479, align 8
  %1518 = load float, ptr addrspace(3) %480, align 4
  store float %1515, ptr addrspace(3) %531, align 16
  store float %1516, ptr addrspace(3) %541, align 4
  store float %1517, ptr addrspace(3) %551, align 8
  store float %1518, ptr addrspace(3) %561, align 4
  %1519 = load float, ptr addrspace(3) %481, align 16
  %1520 = load float, ptr addrspace(3) %482, align 4
  %1521 = load float, ptr addrspace(3) %483, align 8
  %1522 = load float, ptr addrspace(3) %484, align 4
  store float %1519, ptr addrspace(3) %570, align 16
  store float %1520, ptr addrspace(3) %580, align 4
  store float %1521, ptr addrspace(3) %590, align 8
  store float %1522, ptr addrspace(3) %600, align 4
  %1523 = load float, ptr addrspace(3) %485, align 16
  %1524 = load float, ptr addrspace(3) %486, align 4
  %1525 = load float, ptr addrspace(3) %487, align 8
  %1526 = load float, ptr addrspace(3) %488, align 4
  store float %1523, ptr addrspace(3) %609, align 16
  store float %1524, ptr addrspace(3) %619, align 4
  store float %1525, ptr addrspace(3) %629, align 8
  store float %1526, ptr addrspace(3) %639, align 4
  store float %1170, ptr addrspace(3) %655, align 4
  store float %1169, ptr addrspace(3) %668, align 4
  store float %1168, ptr addrspace(3) %681, align 4
  store float %1167, ptr addrspace(3) %694, align 4
  store float %1166, ptr addrspace(3) %709, align 4
  store float %1165, ptr addrspace(3) %721, align 4
  store float %1164, ptr addrspace(3) %733, align 4
  store float %1163, ptr addrspace(3) %745, align 4
  store float %1162, ptr addrspace(3) %760, align 4
  store float %1161, ptr addrspace(3) %772, align 4
  store float %1160, ptr addrspace(3) %784, align 4
  store float %1159, ptr addrspace(3) %796, align 4
  %1527 = extractelement <4 x float> %1208, i64 0
  store float %1527, ptr addrspace(3) %811, align 4
  %1528 = extractelement <4 x float> %1208, i64 1
  store float %1528, ptr addrspace(3) %823, align 4
  %1529 = extractelement <4 x float> %1208, i64 2
  store float %1529, ptr addrspace(3) %835, align 4
  %1530 = extractelement <4 x float> %1208, i64 3
  store float %1530, ptr addrspace(3) %847, align 4
  %1531 = load float, ptr addrspace(3) %848, align 4
  %1532 = fmul contract float %1206, %1531
  store float %1532, ptr addrspace(3) %849, align 16
  %1533 = fmul contract float %1205, %1531
  store float %1533, ptr addrspace(3) %851, align 4
  %1534 = fmul contract float %1204, %1531
  store float %1534, ptr addrspace(3) %853, align 8
  %1535 = fmul contract float %1203, %1531
  store float %1535, ptr addrspace(3) %855, align 4
  %1536 = load float, ptr addrspace(3) %856, align 4
  %1537 = fmul contract float %1202, %1536
  store float %1537, ptr addrspace(3) %858, align 16
  %1538 = load float, ptr addrspace(3) %856, align 4
  %1539 = fmul contract float %1201, %1538
  store float %1539, ptr addrspace(3) %860, align 4
  %1540 = load float, ptr addrspace(3) %856, align 4
  %1541 = fmul contract float %1200, %1540
  store float %1541, ptr addrspace(3) %862, align 8
  %1542 = load float, ptr addrspace(3) %856, align 4
  %1543 = fmul contract float %1199, %1542
  store float %1543, ptr addrspace(3) %864, align 4
  %1544 = load float, ptr addrspace(3) %865, align 4
  %1545 = fmul contract float %1198, %1544
  store float %1545, ptr addrspace(3) %867, align 16
  %1546 = load float, ptr addrspace(3) %865, align 4
  %1547 = fmul contract float %1197, %1546
  store float %1547, ptr addrspace(3) %869, align 4
  %1548 = load float, ptr addrspace(3) %865, align 4
  %1549 = fmul contract float %1196, %1548
  store float %1549, ptr addrspace(3) %871, align 8
  %1550 = load float, ptr addrspace(3) %865, align 4
  %1551 = fmul contract float %1195, %1550
  store float %1551, ptr addrspace(3) %873, align 4
  %1552 = load float, ptr addrspace(3) %874, align 4
  %1553 = fmul contract float %1194, %1552
  store float %1553, ptr addrspace(3) %876, align 16
  %1554 = load float, ptr addrspace(3) %874, align 4
  %1555 = fmul contract float %1193, %1554
  store float %1555, ptr addrspace(3) %878, align 4
  %1556 = load float, ptr addrspace(3) %874, align 4
  %1557 = fmul contract float %1192, %1556
  store float %1557, ptr addrspace(3) %880, align 8
  %1558 = load float, ptr addrspace(3) %874, align 4
  %1559 = fmul contract float %1191, %1558
  store float %1559, ptr addrspace(3) %882, align 4
  %1560 = load float, ptr addrspace(3) %883, align 4
  %1561 = fmul contract float %1190, %1560
  store float %1561, ptr addrspace(3) %885, align 16
  %1562 = load float, ptr addrspace(3) %883, align 4
  %1563 = fmul contract float %1189, %1562
  store float %1563, ptr addrspace(3) %888, align 4
  %1564 = load float, ptr addrspace(3) %883, align 4
  %1565 = fmul contract float %1188, %1564
  store float %1565, ptr addrspace(3) %891, align 8
  %1566 = load float, ptr addrspace(3) %883, align 4
  %1567 = fmul contract float %1187, %1566
  store float %1567, ptr addrspace(3) %894, align 4
  %1568 = load float, ptr addrspace(3) %895, align 4
  %1569 = fmul contract float %1186, %1568
  store float %1569, ptr addrspace(3) %897, align 16
  %1570 = load float, ptr addrspace(3) %895, align 4
  %1571 = fmul contract float %1185, %1570
  store float %1571, ptr addrspace(3) %900, align 4
  %1572 = load float, ptr addrspace(3) %895, align 4
  %1573 = fmul contract float %1184, %1572
  store float %1573, ptr addrspace(3) %903, align 8
  %1574 = load float, ptr addrspace(3) %895, align 4
  %1575 = fmul contract float %1183, %1574
  store float %1575, ptr addrspace(3) %906, align 4
  %1576 = load float, ptr addrspace(3) %907, align 4
  %1577 = fmul contract float %1182, %1576
  store float %1577, ptr addrspace(3) %909, align 16
  %1578 = load float, ptr addrspace(3) %907, align 4
  %1579 = fmul contract float %1181, %1578
  store float %1579, ptr addrspace(3) %912, align 4
  %1580 = load float, ptr addrspace(3) %907, align 4
  %1581 = fmul contract float %1180, %1580
  store float %1581, ptr addrspace(3) %915, align 8
  %1582 = load float, ptr addrspace(3) %907, align 4
  %1583 = fmul contract float %1179, %1582
  store float %1583, ptr addrspace(3) %918, align 4
  %1584 = load float, ptr addrspace(3) %919, align 4
  %1585 = fmul contract float %1178, %1584
  store float %1585, ptr addrspace(3) %921, align 16
  %1586 = load float, ptr addrspace(3) %919, align 4
  %1587 = fmul contract float %1177, %1586
  store float %1587, ptr addrspace(3) %924, align 4
  %1588 = load float, ptr addrspace(3) %919, align 4
  %1589 = fmul contract float %1176, %1588
  store float %1589, ptr addrspace(3) %927, align 8
  %1590 = load float, ptr addrspace(3) %919, align 4
  %1591 = fmul contract float %1175, %1590
  store float %1591, ptr addrspace(3) %930, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %398, label %1592, label %1694

1592: ; preds = %1510
  %1593 = load i32, ptr addrspace(3) %1004, align 4
  %1594 = load i32, ptr addrspace(3) %1007, align 4
  %1595 = load i32, ptr addrspace(3) %1010, align 4
  %1596 = load i32, ptr addrspace(3) %1013, align 4
  %1597 = load i32, ptr addrspace(3) %1016, align 4
  %1598 = load i32, ptr addrspace(3) %1019, align 4
  %1599 = load i32, ptr addrspace(3) %1022, align 4
  %1600 = load i32, ptr addrspace(3) %1025, align 4
  %1601 = load i32, ptr addrspace(3) %1029, align 4
  %1602 = load i32, ptr addrspace(3) %1032, align 4
  %1603 = load i32, ptr addrspace(3) %1035, align 4
  %1604 = load i32, ptr addrspace(3) %1038, align 4
  %1605 = load i32, ptr addrspace(3) %1041, align 4
  %1606 = load i32, ptr addrspace(3) %1044, align 4
  %1607 = load i32, ptr addrspace(3) %1047, align 4
  %1608 = load i32, ptr addrspace(3) %1050, align 4
  %1609 = load i32, ptr addrspace(3) %1054, align 4
  %1610 = load i32, ptr addrspace(3) %1057, align 4
  %1611 = load i32, ptr addrspace(3) %1060, align 4
  %1612 = load i32, ptr addrspace(3) %1063, align 4
  %1613 = load i32, ptr addrspace(3) %1066, align 4
  %1614 = load i32, ptr addrspace(3) %1069, align 4
  %1615 = load i32, ptr addrspace(3) %1072, align 4
  %1616 = load i32, ptr addrspace(3) %1075, align 4
  %1617 = load i32, ptr addrspace(3) %1079, align 4
  %1618 = load i32, ptr addrspace(3) %1082, align 4
  %1619 = load i32, ptr addrspace(3) %1085, align 4
  %1620 = load i32, ptr addrspace(3) %1088, align 4
  %1621 = load i32, ptr addrspace(3) %1091, align 4
  %1622 = load i32, ptr addrspace(3) %1094, align 4
  %1623 = load i32, ptr addrspace(3) %1097, align 4
  %1624 = load i32, ptr addrspace(3) %1100, align 4
  %1625 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1593, i64 0
  %1626 = insertelement <32 x i32> %1625, i32 %1594, i64 1
  %1627 = insertelement <32 x i32> %1626, i32 %1595, i64 2
  %1628 = insertelement <32 x i32> %1627, i32 %1596, i64 3
  %1629 = insertelement <32 x i32> %1628, i32 %1597, i64 4
  %1630 = insertelement <32 x i32> %1629, i32 %1598, i64 5
  %1631 = insertelement <32 x i32> %1630, i32 %1599, i64 6
  %1632 = insertelement <32 x i32> %1631, i32 %1600, i64 7
  %1633 = insertelement <32 x i32> %1632, i32 %1601, i64 8
  %1634 = insertelement <32 x i32> %1633, i32 %1602, i64 9
  %1635 = insertelement <32 x i32> %1634, i32 %1603, i64 10
  %1636 = insertelement <32 x i32> %1635, i32 %1604, i64 11
  %1637 = insertelement <32 x i32> %1636, i32 %1605, i64 12
  %1638 = insertelement <32 x i32> %1637, i32 %1606, i64 13
  %1639 = insertelement <32 x i32> %1638, i32 %1607, i64 14
  %1640 = insertelement <32 x i32> %1639, i32 %1608, i64 15
  %1641 = insertelement <32 x i32> %1640, i32 %1609, i64 16
  %1642 = insertelement <32 x i32> %1641, i32 %1610, i64 17
  %1643 = insertelement <32 x i32> %1642, i32 %1611, i64 18
  %1644 = insertelement <32 x i32> %1643, i32 %1612, i64 19
  %1645 = insertelement <32 x i32> %1644, i32 %1613, i64 20
  %1646 = insertelement <32 x i32> %1645, i32 %1614, i64 21
  %1647 = insertelement <32 x i32> %1646, i32 %1615, i64 22
  %1648 = insertelement <32 x i32> %1647, i32 %1616, i64 23
  %1649 = insertelement <32 x i32> %1648, i32 %1617, i64 24
  %1650 = insertelement <32 x i32> %1649, i32 %1618, i64 25
  %1651 = insertelement <32 x i32> %1650, i32 %1619, i64 26
  %1652 = insertelement <32 x i32> %1651, i32 %1620, i64 27
  %1653 = insertelement <32 x i32> %1652, i32 %1621, i64 28
  %1654 = insertelement <32 x i32> %1653, i32 %1622, i64 29
  %1655 = insertelement <32 x i32> %1654, i32 %1623, i64 30
  %1656 = insertelement <32 x i32> %1655, i32 %1624, i64 31
  %1657 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57344), align 4096
  %1658 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1657, i32 128, i32 1, i32 3)
  %1659 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), align 4096
  %1660 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1659, i32 128, i32 1, i32 3)
  %1661 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %1658, i32 %1660, <32 x i32> %1656, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc24 = bitcast <32 x i32> %1661 to <32 x float>
  %1662 = extractelement <32 x float> %bc24, i64 0
  store float %1662, ptr addrspace(3) %1004, align 4
  %1663 = extractelement <32 x float> %bc24, i64 1
  store float %1663, ptr addrspace(3) %1007, align 4
  %1664 = extractelement <32 x float> %bc24, i64 2
  store float %1664, ptr addrspace(3) %1010, align 4
  %1665 = extractelement <32 x float> %bc24, i64 3
  store float %1665, ptr addrspace(3) %1013, align 4
  %1666 = extractelement <32 x float> %bc24, i64 4
  store float %1666, ptr addrspace(3) %1016, align 4
  %1667 = extractelement <32 x float> %bc24, i64 5
  store float %1667, ptr addrspace(3) %1019, align 4
  %1668 = extractelement <32 x float> %bc24, i64 6
  store float %1668, ptr addrspace(3) %1022, align 4
  %1669 = extractelement <32 x float> %bc24, i64 7
  store float %1669, ptr addrspace(3) %1025, align 4
  %1670 = extractelement <32 x float> %bc24, i64 8
  store float %1670, ptr addrspace(3) %1029, align 4
  %1671 = extractelement <32 x float> %bc24, i64 9
  store float %1671, ptr addrspace(3) %1032, align 4
  %1672 = extractelement <32 x float> %bc24, i64 10
  store float %1672, ptr addrspace(3) %1035, align 4
  %1673 = extractelement <32 x float> %bc24, i64 11
  store float %1673, ptr addrspace(3) %1038, align 4
  %1674 = extractelement <32 x float> %bc24, i64 12
  store float %1674, ptr addrspace(3) %1041, align 4
  %1675 = extractelement <32 x float> %bc24, i64 13
  store float %1675, ptr addrspace(3) %1044, align 4
  %1676 = extractelement <32 x float> %bc24, i64 14
  store float %1676, ptr addrspace(3) %1047, align 4
  %1677 = extractelement <32 x float> %bc24, i64 15
  store float %1677, ptr addrspace(3) %1050, align 4
  %1678 = extractelement <32 x float> %bc24, i64 16
  store float %1678, ptr addrspace(3) %1054, align 4
  %1679 = extractelement <32 x float> %bc24, i64 17
  store float %1679, ptr addrspace(3) %1057, align 4
  %1680 = extractelement <32 x float> %bc24, i64 18
  store float %1680, ptr addrspace(3) %1060, align 4
  %1681 = extractelement <32 x float> %bc24, i64 19
  store float %1681, ptr addrspace(3) %1063, align 4
  %1682 = extractelement <32 x float> %bc24, i64 20
  store float %1682, ptr addrspace(3) %1066, align 4
  %1683 = extractelement <32 x float> %bc24, i64 21
  store float %1683, ptr addrspace(3) %1069, align 4
  %1684 = extractelement <32 x float> %bc24, i64 22
  store float %1684, ptr addrspace(3) %1072, align 4
  %1685 = extractelement <32 x float> %bc24, i64 23
  store float %1685, ptr addrspace(3) %1075, align 4
  %1686 = extractelement <32 x float> %bc24, i64 24
  store float %1686, ptr addrspace(3) %1079, align 4
  %1687 = extractelement <32 x float> %bc24, i64 25
  store float %1687, ptr addrspace(3) %1082, align 4
  %1688 = extractelement <32 x float> %bc24, i64 26
  store float %1688, ptr addrspace(3) %1085, align 4
  %1689 = extractelement <32 x float> %bc24, i64 27
  store float %1689, ptr addrspace(3) %1088, align 4
  %1690 = extractelement <32 x float> %bc24, i64 28
  store float %1690, ptr addrspace(3) %1091, align 4
  %1691 = extractelement <32 x float> %bc24, i64 29
  store float %1691, ptr addrspace(3) %1094, align 4
  %1692 = extractelement <32 x float> %bc24, i64 30
  store float %1692, ptr addrspace(3) %1097, align 4
  %1693 = extractelement <32 x float> %bc24, i64 31
  store float %1693, ptr addrspace(3) %1100, align 4
  br label %1694

1694: ; preds = %1592, %1510
  tail call void @llvm.musa.syncthreads.lm()
  %1695 = load float, ptr addrspace(3) %849, align 16
  %1696 = load float, ptr addrspace(3) %851, align 4
  %1697 = load float, ptr addrspace(3) %853, align 8
  %1698 = load float, ptr addrspace(3) %855, align 4
  %1699 = load <4 x float>, ptr addrspace(3) %858, align 16
  %1700 = load <4 x float>, ptr addrspace(3) %867, align 16
  %1701 = load <4 x float>, ptr addrspace(3) %876, align 16
  %1702 = load <4 x float>, ptr addrspace(3) %885, align 16
  %1703 = load <4 x float>, ptr addrspace(3) %897, align 16
  %1704 = load <4 x float>, ptr addrspace(3) %909, align 16
  %1705 = load <4 x float>, ptr addrspace(3) %921, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1706, label %1712

1706: ; preds = %1694
  %1707 = load float, ptr addrspace(3) %1101, align 4
  %1708 = load float, ptr addrspace(3) %995, align 4
  %1709 = fmul contract float %1707, %1708
  %1710 = load float, ptr addrspace(3) %1102, align 4
  %1711 = fadd contract float %1709, %1710
  store float %1711, ptr addrspace(3) %1101, align 4
  br label %1712

1712: ; preds = %1706, %1694
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1713, label %1717

1713: ; preds = %1712
  %1714 = load float, ptr addrspace(3) %993, align 4
  %1715 = load float, ptr addrspace(3) %994, align 4
  %1716 = tail call float @llvm.maxnum.f32(float %1714, float %1715)
  store float %1716, ptr addrspace(3) %993, align 4
  br label %1717

1717: ; preds = %1713, %1712
  tail call void @llvm.musa.syncthreads.lm()
  %1718 = extractelement <4 x float> %1699, i64 0
  %1719 = extractelement <4 x float> %1699, i64 1
  %1720 = extractelement <4 x float> %1699, i64 2
  %1721 = extractelement <4 x float> %1699, i64 3
  %1722 = extractelement <4 x float> %1700, i64 0
  %1723 = extractelement <4 x float> %1700, i64 1
  %1724 = extractelement <4 x float> %1700, i64 2
  %1725 = extractelement <4 x float> %1700, i64 3
  %1726 = extractelement <4 x float> %1701, i64 0
  %1727 = extractelement <4 x float> %1701, i64 1
  %1728 = extractelement <4 x float> %1701, i64 2
  %1729 = extractelement <4 x float> %1701, i64 3
  %1730 = extractelement <4 x float> %1702, i64 0
  %1731 = extractelement <4 x float> %1702, i64 1
  %1732 = extractelement <4 x float> %1702, i64 2
  %1733 = extractelement <4 x float> %1702, i64 3
  %1734 = extractelement <4 x float> %1703, i64 0
  %1735 = extractelement <4 x float> %1703, i64 1
  %1736 = extractelement <4 x float> %1703, i64 2
  %1737 = extractelement <4 x float> %1703, i64 3
  %1738 = extractelement <4 x float> %1704, i64 0
  %1739 = extractelement <4 x float> %1704, i64 1
  %1740 = extractelement <4 x float> %1704, i64 2
  %1741 = extractelement <4 x float> %1704, i64 3
  %1742 = extractelement <4 x float> %1705, i64 0
  %1743 = extractelement <4 x float> %1705, i64 1
  %1744 = extractelement <4 x float> %1705, i64 2
  %1745 = extractelement <4 x float> %1705, i64 3
  br i1 %1213, label %1158, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1717
  %1746 = insertelement <4 x float> poison, float %1695, i64 0
  %1747 = insertelement <4 x float> %1746, float %1696, i64 1
  %1748 = insertelement <4 x float> %1747, float %1697, i64 2
  %1749 = insertelement <4 x float> %1748, float %1698, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %98
  %1750 = phi <4 x float> [ zeroinitializer, %98 ], [ %1749, %._crit_edge.loopexit ]
  %1751 = phi <4 x float> [ zeroinitializer, %98 ], [ %1699, %._crit_edge.loopexit ]
  %1752 = phi <4 x float> [ zeroinitializer, %98 ], [ %1700, %._crit_edge.loopexit ]
  %1753 = phi <4 x float> [ zeroinitializer, %98 ], [ %1701, %._crit_edge.loopexit ]
  %1754 = phi <4 x float> [ zeroinitializer, %98 ], [ %1702, %._crit_edge.loopexit ]
  %1755 = phi <4 x float> [ zeroinitializer, %98 ], [ %1703, %._crit_edge.loopexit ]
  %1756 = phi <4 x float> [ zeroinitializer, %98 ], [ %1704, %._crit_edge.loopexit ]
  %1757 = phi <4 x float> [ zeroinitializer, %98 ], [ %1705, %._crit_edge.loopexit ]
  %1758 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %22
  %1759 = load float, ptr addrspace(3) %1758, align 4
  %1760 = insertelement <4 x float> poison, float %1759, i64 0
  %1761 = shufflevector <4 x float> %1760, <4 x float> poison, <4 x i32> zeroinitializer
  %1762 = fdiv <4 x float> %1750, %1761
  %1763 = getelementptr float, ptr addrspace(1) %3, i64 %121
  %1764 = getelementptr float, ptr addrspace(1) %1763, i64 %20
  store <4 x float> %1762, ptr addrspace(1) %1764, align 16
  %1765 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %32
  %1766 = load float, ptr addrspace(3) %1765, align 4
  %1767 = insertelement <4 x float> poison, float %1766, i64 0
  %1768 = shufflevector <4 x float> %1767, <4 x float> poison, <4 x i32> zeroinitializer
  %1769 = fdiv <4 x float> %1751, %1768
  %1770 = getelementptr float, ptr addrspace(1) %3, i64 %136
  %1771 = getelementptr float, ptr addrspace(1) %1770, i64 %20
  store <4 x float> %1769, ptr addrspace(1) %1771, align 16
  %1772 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %42
  %1773 = load float, ptr addrspace(3) %1772, align 4
  %1774 = insertelement <4 x float> poison, float %1773, i64 0
  %1775 = shufflevector <4 x float> %1774, <4 x float> poison, <4 x i32> zeroinitializer
  %1776 = fdiv <4 x float> %1752, %1775
  %1777 = getelementptr float, ptr addrspace(1) %3, i64 %151
  %1778 = getelementptr float, ptr addrspace(1) %1777, i64 %20
  store <4 x float> %1776, ptr addrspace(1) %1778, align 16
  %1779 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %99
  %1780 = load float, ptr addrspace(3) %1779, align 4
  %1781 = insertelement <4 x float> poison, float %1780, i64 0
  %1782 = shufflevector <4 x float> %1781, <4 x float> poison, <4 x i32> zeroinitializer
  %1783 = fdiv <4 x float> %1753, %1782
  %1784 = getelementptr float, ptr addrspace(1) %3, i64 %166
  %1785 = getelementptr float, ptr addrspace(1) %1784, i64 %20
  store <4 x float> %1783, ptr addrspace(1) %1785, align 16
  %1786 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %180
  %1787 = load float, ptr addrspace(3) %1786, align 4
  %1788 = insertelement <4 x float> poison, float %1787, i64 0
  %1789 = shufflevector <4 x float> %1788, <4 x float> poison, <4 x i32> zeroinitializer
  %1790 = fdiv <4 x float> %1754, %1789
  %1791 = getelementptr float, ptr addrspace(1) %3, i64 %183
  %1792 = getelementptr float, ptr addrspace(1) %1791, i64 %20
  store <4 x float> %1790, ptr addrspace(1) %1792, align 16
  %1793 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %197
  %1794 = load float, ptr addrspace(3) %1793, align 4
  %1795 = insertelement <4 x float> poison, float %1794, i64 0
  %1796 = shufflevector <4 x float> %1795, <4 x float> poison, <4 x i32> zeroinitializer
  %1797 = fdiv <4 x float> %1755, %1796
  %1798 = getelementptr float, ptr addrspace(1) %3, i64 %200
  %1799 = getelementptr float, ptr addrspace(1) %1798, i64 %20
  store <4 x float> %1797, ptr addrspace(1) %1799, align 16
  %1800 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %214
  %1801 = load float, ptr addrspace(3) %1800, align 4
  %1802 = insertelement <4 x float> poison, float %1801, i64 0
  %1803 = shufflevector <4 x float> %1802, <4 x float> poison, <4 x i32> zeroinitializer
  %1804 = fdiv <4 x float> %1756, %1803
  %1805 = getelementptr float, ptr addrspace(1) %3, i64 %217
  %1806 = getelementptr float, ptr addrspace(1) %1805, i64 %20
  store <4 x float> %1804, ptr addrspace(1) %1806, align 16
  %1807 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %231
  %1808 = load float, ptr addrspace(3) %1807, align 4
  %1809 = insertelement <4 x float> poison, float %1808, i64 0
  %1810 = shufflevector <4 x float> %1809, <4 x float> poison, <4 x i32> zeroinitializer
  %1811 = fdiv <4 x float> %1757, %1810
  %1812 = getelementptr float, ptr addrspace(1) %3, i64 %234
  %1813 = getelementptr float, ptr addrspace(1) %1812, i64 %20
  store <4 x float> %1811, ptr addrspace(1) %1813, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
