; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 4096

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 24
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr half, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr half, ptr addrspace(1) %27, i64 %21
  %35 = load <8 x half>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <8 x half> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nsw i64 %20, 1024
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr half, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr half, ptr addrspace(1) %44, i64 %21
  %50 = load <8 x half>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <8 x half> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = and i64 %20, 56
  %54 = lshr i64 %20, 6
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %53 to i32
  %57 = or i32 %18, %56
  %58 = icmp slt i32 %55, %5
  %59 = icmp slt i32 %57, %4
  %60 = and i1 %58, %59
  %61 = and i1 %19, %60
  br i1 %61, label %62, label %69

62: ; preds = %51
  %63 = mul i32 %55, %8
  %64 = sext i32 %63 to i64
  %65 = getelementptr half, ptr addrspace(1) %1, i64 %64
  %66 = sext i32 %57 to i64
  %67 = getelementptr half, ptr addrspace(1) %65, i64 %66
  %68 = load <8 x half>, ptr addrspace(1) %67, align 16
  br label %69

69: ; preds = %62, %51
  %70 = phi <8 x half> [ %68, %62 ], [ zeroinitializer, %51 ]
  %71 = lshr i64 %38, 6
  %72 = trunc i64 %71 to i32
  %73 = icmp slt i32 %72, %5
  %74 = and i1 %73, %59
  %75 = and i1 %19, %74
  br i1 %75, label %76, label %83

76: ; preds = %69
  %77 = mul i32 %72, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr half, ptr addrspace(1) %1, i64 %78
  %80 = sext i32 %57 to i64
  %81 = getelementptr half, ptr addrspace(1) %79, i64 %80
  %82 = load <8 x half>, ptr addrspace(1) %81, align 16
  br label %83

83: ; preds = %76, %69
  %84 = phi <8 x half> [ %82, %76 ], [ zeroinitializer, %69 ]
  %85 = lshr i64 %14, 4
  %86 = xor i64 %85, %14
  %87 = shl i64 %85, 8
  %88 = shl i64 %86, 4
  %89 = and i64 %88, 240
  %90 = or i64 %89, %87
  %91 = trunc i64 %90 to i32
  %92 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %91
  %93 = shl nsw i64 %14, 4
  %94 = and i64 %93, 4294967040
  %95 = xor i64 %93, %14
  %96 = and i64 %95, 240
  %97 = or i64 %96, %94
  %98 = trunc i64 %97 to i32
  %99 = or i32 %98, 2
  %100 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %99
  %101 = shl nsw i64 %14, 4
  %102 = and i64 %101, 4294967040
  %103 = xor i64 %101, %14
  %104 = and i64 %103, 240
  %105 = or i64 %104, %102
  %106 = trunc i64 %105 to i32
  %107 = or i32 %106, 4
  %108 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = shl nsw i64 %14, 4
  %110 = and i64 %109, 4294967040
  %111 = xor i64 %109, %14
  %112 = and i64 %111, 240
  %113 = or i64 %112, %110
  %114 = trunc i64 %113 to i32
  %115 = or i32 %114, 6
  %116 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %115
  %117 = shl nsw i64 %14, 4
  %118 = and i64 %117, 4294967040
  %119 = xor i64 %117, %14
  %120 = and i64 %119, 240
  %121 = or i64 %120, %118
  %122 = trunc i64 %121 to i32
  %123 = or i32 %122, 8
  %124 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %123
  %125 = shl nsw i64 %14, 4
  %126 = and i64 %125, 4294967040
  %127 = xor i64 %125, %14
  %128 = and i64 %127, 240
  %129 = or i64 %128, %126
  %130 = trunc i64 %129 to i32
  %131 = or i32 %130, 10
  %132 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %131
  %133 = shl nsw i64 %14, 4
  %134 = and i64 %133, 4294967040
  %135 = xor i64 %133, %14
  %136 = and i64 %135, 240
  %137 = or i64 %136, %134
  %138 = trunc i64 %137 to i32
  %139 = or i32 %138, 12
  %140 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %139
  %141 = shl nsw i64 %14, 4
  %142 = and i64 %141, 4294967040
  %143 = xor i64 %141, %14
  %144 = and i64 %143, 240
  %145 = or i64 %144, %142
  %146 = trunc i64 %145 to i32
  %147 = or i32 %146, 14
  %148 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = and i64 %38, -32
  %150 = or i64 %149, %21
  %151 = shl nsw i64 %150, 1
  %152 = and i64 %151, 4294967040
  %153 = lshr exact i64 %151, 4
  %154 = xor i64 %153, %151
  %155 = and i64 %154, 240
  %156 = or i64 %155, %152
  %157 = trunc i64 %156 to i32
  %158 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %157
  %159 = or i64 %149, %21
  %160 = shl nsw i64 %159, 1
  %161 = and i64 %160, 4294967040
  %162 = lshr exact i64 %160, 4
  %163 = xor i64 %162, %160
  %164 = and i64 %163, 240
  %165 = or i64 %164, %161
  %166 = trunc i64 %165 to i32
  %167 = or i32 %166, 2
  %168 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %167
  %169 = or i64 %149, %21
  %170 = shl nsw i64 %169, 1
  %171 = and i64 %170, 4294967040
  %172 = lshr exact i64 %170, 4
  %173 = xor i64 %172, %170
  %174 = and i64 %173, 240
  %175 = or i64 %174, %171
  %176 = trunc i64 %175 to i32
  %177 = or i32 %176, 4
  %178 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %177
  %179 = or i64 %149, %21
  %180 = shl nsw i64 %179, 1
  %181 = and i64 %180, 4294967040
  %182 = lshr exact i64 %180, 4
  %183 = xor i64 %182, %180
  %184 = and i64 %183, 240
  %185 = or i64 %184, %181
  %186 = trunc i64 %185 to i32
  %187 = or i32 %186, 6
  %188 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %187
  %189 = or i64 %149, %21
  %190 = shl nsw i64 %189, 1
  %191 = and i64 %190, 4294967040
  %192 = lshr exact i64 %190, 4
  %193 = xor i64 %192, %190
  %194 = and i64 %193, 240
  %195 = or i64 %194, %191
  %196 = trunc i64 %195 to i32
  %197 = or i32 %196, 8
  %198 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %197
  %199 = or i64 %149, %21
  %200 = shl nsw i64 %199, 1
  %201 = and i64 %200, 4294967040
  %202 = lshr exact i64 %200, 4
  %203 = xor i64 %202, %200
  %204 = and i64 %203, 240
  %205 = or i64 %204, %201
  %206 = trunc i64 %205 to i32
  %207 = or i32 %206, 10
  %208 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %207
  %209 = or i64 %149, %21
  %210 = shl nsw i64 %209, 1
  %211 = and i64 %210, 4294967040
  %212 = lshr exact i64 %210, 4
  %213 = xor i64 %212, %210
  %214 = and i64 %213, 240
  %215 = or i64 %214, %211
  %216 = trunc i64 %215 to i32
  %217 = or i32 %216, 12
  %218 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %217
  %219 = or i64 %149, %21
  %220 = shl nsw i64 %219, 1
  %221 = and i64 %220, 4294967040
  %222 = lshr exact i64 %220, 4
  %223 = xor i64 %222, %220
  %224 = and i64 %223, 240
  %225 = or i64 %224, %221
  %226 = trunc i64 %225 to i32
  %227 = or i32 %226, 14
  %228 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %227
  %229 = and i64 %20, -2048
  %230 = and i64 %54, 31
  %231 = shl nuw nsw i64 %53, 5
  %232 = or i64 %230, %229
  %233 = or i64 %232, %231
  %234 = shl nsw i64 %233, 1
  %235 = and i64 %234, 14
  %236 = and i64 %234, 4294966784
  %237 = add nuw nsw i64 %236, 4096
  %238 = lshr i64 %234, 4
  %239 = and i64 %238, 224
  %.mask = and i64 %234, 48
  %240 = xor i64 %239, %.mask
  %241 = or i64 %240, %237
  %242 = or i64 %241, %235
  %243 = trunc i64 %242 to i32
  %244 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %243
  %245 = or i64 %53, 1
  %246 = shl nuw nsw i64 %245, 5
  %247 = or i64 %232, %246
  %248 = shl nsw i64 %247, 1
  %249 = and i64 %248, 14
  %250 = and i64 %248, 4294966784
  %251 = add nuw nsw i64 %250, 4096
  %252 = lshr i64 %248, 4
  %253 = xor i64 %252, %248
  %254 = and i64 %253, 240
  %255 = or i64 %254, %251
  %256 = or i64 %255, %249
  %257 = trunc i64 %256 to i32
  %258 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %257
  %259 = or i64 %53, 2
  %260 = shl nuw nsw i64 %259, 5
  %261 = or i64 %232, %260
  %262 = shl nsw i64 %261, 1
  %263 = and i64 %262, 14
  %264 = and i64 %262, 4294966784
  %265 = add nuw nsw i64 %264, 4096
  %266 = lshr i64 %262, 4
  %267 = xor i64 %266, %262
  %268 = and i64 %267, 240
  %269 = or i64 %268, %265
  %270 = or i64 %269, %263
  %271 = trunc i64 %270 to i32
  %272 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %271
  %273 = or i64 %53, 3
  %274 = shl nuw nsw i64 %273, 5
  %275 = or i64 %232, %274
  %276 = shl nsw i64 %275, 1
  %277 = and i64 %276, 14
  %278 = and i64 %276, 4294966784
  %279 = add nuw nsw i64 %278, 4096
  %280 = lshr i64 %276, 4
  %281 = xor i64 %280, %276
  %282 = and i64 %281, 240
  %283 = or i64 %282, %279
  %284 = or i64 %283, %277
  %285 = trunc i64 %284 to i32
  %286 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %285
  %287 = or i64 %53, 4
  %288 = shl nuw nsw i64 %287, 5
  %289 = or i64 %232, %288
  %290 = shl nsw i64 %289, 1
  %291 = and i64 %290, 14
  %292 = and i64 %290, 4294967040
  %293 = add nuw nsw i64 %292, 4096
  %294 = lshr i64 %290, 4
  %295 = xor i64 %294, %290
  %296 = and i64 %295, 240
  %297 = or i64 %296, %293
  %298 = or i64 %297, %291
  %299 = trunc i64 %298 to i32
  %300 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %299
  %301 = or i64 %53, 5
  %302 = shl nuw nsw i64 %301, 5
  %303 = or i64 %232, %302
  %304 = shl nsw i64 %303, 1
  %305 = and i64 %304, 14
  %306 = and i64 %304, 4294967040
  %307 = add nuw nsw i64 %306, 4096
  %308 = lshr i64 %304, 4
  %309 = xor i64 %308, %304
  %310 = and i64 %309, 240
  %311 = or i64 %310, %307
  %312 = or i64 %311, %305
  %313 = trunc i64 %312 to i32
  %314 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %313
  %315 = or i64 %53, 6
  %316 = shl nuw nsw i64 %315, 5
  %317 = or i64 %232, %316
  %318 = shl nsw i64 %317, 1
  %319 = and i64 %318, 14
  %320 = and i64 %318, 4294967040
  %321 = add nuw nsw i64 %320, 4096
  %322 = lshr i64 %318, 4
  %323 = xor i64 %322, %318
  %324 = and i64 %323, 240
  %325 = or i64 %324, %321
  %326 = or i64 %325, %319
  %327 = trunc i64 %326 to i32
  %328 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %327
  %329 = or i64 %53, 7
  %330 = shl nuw nsw i64 %329, 5
  %331 = or i64 %232, %330
  %332 = shl nsw i64 %331, 1
  %333 = and i64 %332, 14
  %334 = and i64 %332, 4294967040
  %335 = add nuw nsw i64 %334, 4096
  %336 = lshr i64 %332, 4
  %337 = xor i64 %336, %332
  %338 = and i64 %337, 240
  %339 = or i64 %338, %335
  %340 = or i64 %339, %333
  %341 = trunc i64 %340 to i32
  %342 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %341
  %343 = and i64 %38, -2048
  %344 = and i64 %71, 31
  %345 = or i64 %344, %343
  %346 = or i64 %345, %231
  %347 = shl nsw i64 %346, 1
  %348 = and i64 %347, 14
  %349 = and i64 %347, 4294966784
  %350 = add nuw nsw i64 %349, 4096
  %351 = lshr i64 %347, 4
  %352 = and i64 %351, 224
  %.mask3 = and i64 %347, 48
  %353 = xor i64 %352, %.mask3
  %354 = or i64 %353, %350
  %355 = or i64 %354, %348
  %356 = trunc i64 %355 to i32
  %357 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %356
  %358 = or i64 %345, %246
  %359 = shl nsw i64 %358, 1
  %360 = and i64 %359, 14
  %361 = and i64 %359, 4294966784
  %362 = add nuw nsw i64 %361, 4096
  %363 = lshr i64 %359, 4
  %364 = xor i64 %363, %359
  %365 = and i64 %364, 240
  %366 = or i64 %365, %362
  %367 = or i64 %366, %360
  %368 = trunc i64 %367 to i32
  %369 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %368
  %370 = or i64 %345, %260
  %371 = shl nsw i64 %370, 1
  %372 = and i64 %371, 14
  %373 = and i64 %371, 4294966784
  %374 = add nuw nsw i64 %373, 4096
  %375 = lshr i64 %371, 4
  %376 = xor i64 %375, %371
  %377 = and i64 %376, 240
  %378 = or i64 %377, %374
  %379 = or i64 %378, %372
  %380 = trunc i64 %379 to i32
  %381 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %380
  %382 = or i64 %345, %274
  %383 = shl nsw i64 %382, 1
  %384 = and i64 %383, 14
  %385 = and i64 %383, 4294966784
  %386 = add nuw nsw i64 %385, 4096
  %387 = lshr i64 %383, 4
  %388 = xor i64 %387, %383
  %389 = and i64 %388, 240
  %390 = or i64 %389, %386
  %391 = or i64 %390, %384
  %392 = trunc i64 %391 to i32
  %393 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %392
  %394 = or i64 %345, %288
  %395 = shl nsw i64 %394, 1
  %396 = and i64 %395, 14
  %397 = and i64 %395, 4294967040
  %398 = add nuw nsw i64 %397, 4096
  %399 = lshr i64 %395, 4
  %400 = xor i64 %399, %395
  %401 = and i64 %400, 240
  %402 = or i64 %401, %398
  %403 = or i64 %402, %396
  %404 = trunc i64 %403 to i32
  %405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %404
  %406 = or i64 %345, %302
  %407 = shl nsw i64 %406, 1
  %408 = and i64 %407, 14
  %409 = and i64 %407, 4294967040
  %410 = add nuw nsw i64 %409, 4096
  %411 = lshr i64 %407, 4
  %412 = xor i64 %411, %407
  %413 = and i64 %412, 240
  %414 = or i64 %413, %410
  %415 = or i64 %414, %408
  %416 = trunc i64 %415 to i32
  %417 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %416
  %418 = or i64 %345, %316
  %419 = shl nsw i64 %418, 1
  %420 = and i64 %419, 14
  %421 = and i64 %419, 4294967040
  %422 = add nuw nsw i64 %421, 4096
  %423 = lshr i64 %419, 4
  %424 = xor i64 %423, %419
  %425 = and i64 %424, 240
  %426 = or i64 %425, %422
  %427 = or i64 %426, %420
  %428 = trunc i64 %427 to i32
  %429 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %428
  %430 = or i64 %345, %330
  %431 = shl nsw i64 %430, 1
  %432 = and i64 %431, 14
  %433 = and i64 %431, 4294967040
  %434 = add nuw nsw i64 %433, 4096
  %435 = lshr i64 %431, 4
  %436 = xor i64 %435, %431
  %437 = and i64 %436, 240
  %438 = or i64 %437, %434
  %439 = or i64 %438, %432
  %440 = trunc i64 %439 to i32
  %441 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %440
  %442 = and i64 %20, -64
  %443 = trunc i64 %20 to i32
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %443
  %445 = or i64 %245, %442
  %446 = trunc i64 %445 to i32
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %446
  %448 = or i64 %259, %442
  %449 = trunc i64 %448 to i32
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %449
  %451 = or i64 %273, %442
  %452 = trunc i64 %451 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %452
  %454 = or i64 %287, %442
  %455 = trunc i64 %454 to i32
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %455
  %457 = or i64 %301, %442
  %458 = trunc i64 %457 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %458
  %460 = or i64 %315, %442
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %461
  %463 = or i64 %329, %442
  %464 = trunc i64 %463 to i32
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %464
  %466 = and i64 %38, -64
  %467 = or i64 %466, %53
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %468
  %470 = or i64 %245, %466
  %471 = trunc i64 %470 to i32
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %471
  %473 = or i64 %259, %466
  %474 = trunc i64 %473 to i32
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %474
  %476 = or i64 %273, %466
  %477 = trunc i64 %476 to i32
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %477
  %479 = or i64 %287, %466
  %480 = trunc i64 %479 to i32
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %480
  %482 = or i64 %301, %466
  %483 = trunc i64 %482 to i32
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %483
  %485 = or i64 %315, %466
  %486 = trunc i64 %485 to i32
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %486
  %488 = or i64 %329, %466
  %489 = trunc i64 %488 to i32
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %489
  %491 = add nsw i64 %20, 2048
  %492 = lshr i64 %491, 6
  %493 = and i64 %491, -64
  %494 = or i64 %493, %53
  %495 = trunc i64 %494 to i32
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %495
  %497 = or i32 %495, 1
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %497
  %499 = or i32 %495, 2
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %499
  %501 = or i32 %495, 3
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %501
  %503 = or i64 %287, %493
  %504 = trunc i64 %503 to i32
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %504
  %506 = or i32 %495, 5
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %506
  %508 = or i32 %495, 6
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %508
  %510 = or i32 %495, 7
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %510
  %512 = add nsw i64 %20, 3072
  %513 = lshr i64 %512, 6
  %514 = and i64 %512, -64
  %515 = or i64 %514, %53
  %516 = trunc i64 %515 to i32
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %516
  %518 = or i32 %516, 1
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %518
  %520 = or i32 %516, 2
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %520
  %522 = or i32 %516, 3
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %522
  %524 = or i64 %287, %514
  %525 = trunc i64 %524 to i32
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %525
  %527 = or i32 %516, 5
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %527
  %529 = or i32 %516, 6
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %529
  %531 = or i32 %516, 7
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %531
  %533 = icmp ult i32 %13, 128
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %83
  %534 = and i64 %14, 7
  %535 = sext i32 %57 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %535
  %536 = or i64 %534, 8
  %537 = or i64 %534, 16
  %538 = or i64 %534, 24
  %539 = or i64 %534, 32
  %540 = or i64 %534, 40
  %541 = or i64 %534, 48
  %542 = or i64 %534, 56
  %543 = and i64 %20, 960
  %544 = or i64 %543, %534
  %545 = trunc i64 %544 to i32
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %545
  %547 = or i64 %536, %543
  %548 = trunc i64 %547 to i32
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %548
  %550 = or i64 %537, %543
  %551 = trunc i64 %550 to i32
  %552 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %551
  %553 = or i64 %538, %543
  %554 = trunc i64 %553 to i32
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %554
  %556 = or i64 %539, %543
  %557 = trunc i64 %556 to i32
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %557
  %559 = or i64 %540, %543
  %560 = trunc i64 %559 to i32
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %560
  %562 = or i64 %541, %543
  %563 = trunc i64 %562 to i32
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %563
  %565 = or i64 %542, %543
  %566 = trunc i64 %565 to i32
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %566
  %568 = or i64 %543, 1024
  %569 = or i64 %568, %534
  %570 = trunc i64 %569 to i32
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %570
  %572 = or i64 %568, %536
  %573 = trunc i64 %572 to i32
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %573
  %575 = or i64 %568, %537
  %576 = trunc i64 %575 to i32
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %576
  %578 = or i64 %568, %538
  %579 = trunc i64 %578 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %579
  %581 = or i64 %568, %539
  %582 = trunc i64 %581 to i32
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %582
  %584 = or i64 %568, %540
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %585
  %587 = or i64 %568, %541
  %588 = trunc i64 %587 to i32
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %588
  %590 = or i64 %568, %542
  %591 = trunc i64 %590 to i32
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %591
  %593 = or i64 %543, 2048
  %594 = or i64 %593, %534
  %595 = trunc i64 %594 to i32
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %595
  %597 = or i64 %593, %536
  %598 = trunc i64 %597 to i32
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %598
  %600 = or i64 %593, %537
  %601 = trunc i64 %600 to i32
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %601
  %603 = or i64 %593, %538
  %604 = trunc i64 %603 to i32
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %604
  %606 = or i64 %593, %539
  %607 = trunc i64 %606 to i32
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %607
  %609 = or i64 %593, %540
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %610
  %612 = or i64 %593, %541
  %613 = trunc i64 %612 to i32
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %613
  %615 = or i64 %593, %542
  %616 = trunc i64 %615 to i32
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %616
  %618 = or i64 %543, 3072
  %619 = or i64 %618, %534
  %620 = trunc i64 %619 to i32
  %621 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %620
  %622 = or i64 %618, %536
  %623 = trunc i64 %622 to i32
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %623
  %625 = or i64 %618, %537
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %626
  %628 = or i64 %618, %538
  %629 = trunc i64 %628 to i32
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %629
  %631 = or i64 %618, %539
  %632 = trunc i64 %631 to i32
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %632
  %634 = or i64 %618, %540
  %635 = trunc i64 %634 to i32
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %635
  %637 = or i64 %618, %541
  %638 = trunc i64 %637 to i32
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %638
  %640 = or i64 %618, %542
  %641 = trunc i64 %640 to i32
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %641
  br label %643

643: ; preds = %.lr.ph, %855
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %855 ]
  %645 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %855 ]
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %855 ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %855 ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %855 ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %882, %855 ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %855 ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %855 ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %855 ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %855 ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %877, %855 ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %876, %855 ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %875, %855 ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %874, %855 ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %873, %855 ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %872, %855 ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %871, %855 ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %870, %855 ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %869, %855 ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %868, %855 ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %867, %855 ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %866, %855 ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %865, %855 ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %864, %855 ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %863, %855 ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %862, %855 ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %861, %855 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %860, %855 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %859, %855 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %858, %855 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %857, %855 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %856, %855 ]
  %676 = phi i32 [ 0, %.lr.ph ], [ %681, %855 ]
  %677 = phi <8 x half> [ %37, %.lr.ph ], [ %692, %855 ]
  %678 = phi <8 x half> [ %52, %.lr.ph ], [ %700, %855 ]
  %679 = phi <8 x half> [ %70, %.lr.ph ], [ %710, %855 ]
  %680 = phi <8 x half> [ %84, %.lr.ph ], [ %720, %855 ]
  %681 = add i32 %676, 32
  %682 = icmp slt i32 %681, %5
  %683 = or i32 %681, %28
  %684 = icmp slt i32 %683, %5
  %685 = and i1 %29, %684
  %686 = and i1 %682, %685
  br i1 %686, label %687, label %691

687: ; preds = %643
  %688 = sext i32 %683 to i64
  %689 = getelementptr half, ptr addrspace(1) %27, i64 %688
  %690 = load <8 x half>, ptr addrspace(1) %689, align 16
  br label %691

691: ; preds = %687, %643
  %692 = phi <8 x half> [ %690, %687 ], [ zeroinitializer, %643 ]
  %693 = and i1 %45, %684
  %694 = and i1 %682, %693
  br i1 %694, label %695, label %699

695: ; preds = %691
  %696 = sext i32 %683 to i64
  %697 = getelementptr half, ptr addrspace(1) %44, i64 %696
  %698 = load <8 x half>, ptr addrspace(1) %697, align 16
  br label %699

699: ; preds = %695, %691
  %700 = phi <8 x half> [ %698, %695 ], [ zeroinitializer, %691 ]
  %701 = add i32 %681, %55
  %702 = icmp slt i32 %701, %5
  %703 = and i1 %59, %702
  %704 = and i1 %682, %703
  br i1 %704, label %705, label %709

705: ; preds = %699
  %706 = mul i32 %701, %8
  %707 = sext i32 %706 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %707
  %708 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %709

709: ; preds = %705, %699
  %710 = phi <8 x half> [ %708, %705 ], [ zeroinitializer, %699 ]
  %711 = add i32 %681, %72
  %712 = icmp slt i32 %711, %5
  %713 = and i1 %59, %712
  %714 = and i1 %682, %713
  br i1 %714, label %715, label %719

715: ; preds = %709
  %716 = mul i32 %711, %8
  %717 = sext i32 %716 to i64
  %gep98 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %717
  %718 = load <8 x half>, ptr addrspace(1) %gep98, align 16
  br label %719

719: ; preds = %715, %709
  %720 = phi <8 x half> [ %718, %715 ], [ zeroinitializer, %709 ]
  %721 = extractelement <8 x half> %677, i64 0
  store half %721, ptr addrspace(3) %92, align 16
  %722 = extractelement <8 x half> %677, i64 1
  store half %722, ptr addrspace(3) %100, align 2
  %723 = extractelement <8 x half> %677, i64 2
  store half %723, ptr addrspace(3) %108, align 4
  %724 = extractelement <8 x half> %677, i64 3
  store half %724, ptr addrspace(3) %116, align 2
  %725 = extractelement <8 x half> %677, i64 4
  store half %725, ptr addrspace(3) %124, align 8
  %726 = extractelement <8 x half> %677, i64 5
  store half %726, ptr addrspace(3) %132, align 2
  %727 = extractelement <8 x half> %677, i64 6
  store half %727, ptr addrspace(3) %140, align 4
  %728 = extractelement <8 x half> %677, i64 7
  store half %728, ptr addrspace(3) %148, align 2
  %729 = extractelement <8 x half> %678, i64 0
  store half %729, ptr addrspace(3) %158, align 16
  %730 = extractelement <8 x half> %678, i64 1
  store half %730, ptr addrspace(3) %168, align 2
  %731 = extractelement <8 x half> %678, i64 2
  store half %731, ptr addrspace(3) %178, align 4
  %732 = extractelement <8 x half> %678, i64 3
  store half %732, ptr addrspace(3) %188, align 2
  %733 = extractelement <8 x half> %678, i64 4
  store half %733, ptr addrspace(3) %198, align 8
  %734 = extractelement <8 x half> %678, i64 5
  store half %734, ptr addrspace(3) %208, align 2
  %735 = extractelement <8 x half> %678, i64 6
  store half %735, ptr addrspace(3) %218, align 4
  %736 = extractelement <8 x half> %678, i64 7
  store half %736, ptr addrspace(3) %228, align 2
  %737 = extractelement <8 x half> %679, i64 0
  store half %737, ptr addrspace(3) %244, align 2
  %738 = extractelement <8 x half> %679, i64 1
  store half %738, ptr addrspace(3) %258, align 2
  %739 = extractelement <8 x half> %679, i64 2
  store half %739, ptr addrspace(3) %272, align 2
  %740 = extractelement <8 x half> %679, i64 3
  store half %740, ptr addrspace(3) %286, align 2
  %741 = extractelement <8 x half> %679, i64 4
  store half %741, ptr addrspace(3) %300, align 2
  %742 = extractelement <8 x half> %679, i64 5
  store half %742, ptr addrspace(3) %314, align 2
  %743 = extractelement <8 x half> %679, i64 6
  store half %743, ptr addrspace(3) %328, align 2
  %744 = extractelement <8 x half> %679, i64 7
  store half %744, ptr addrspace(3) %342, align 2
  %745 = extractelement <8 x half> %680, i64 0
  store half %745, ptr addrspace(3) %357, align 2
  %746 = extractelement <8 x half> %680, i64 1
  store half %746, ptr addrspace(3) %369, align 2
  %747 = extractelement <8 x half> %680, i64 2
  store half %747, ptr addrspace(3) %381, align 2
  %748 = extractelement <8 x half> %680, i64 3
  store half %748, ptr addrspace(3) %393, align 2
  %749 = extractelement <8 x half> %680, i64 4
  store half %749, ptr addrspace(3) %405, align 2
  %750 = extractelement <8 x half> %680, i64 5
  store half %750, ptr addrspace(3) %417, align 2
  %751 = extractelement <8 x half> %680, i64 6
  store half %751, ptr addrspace(3) %429, align 2
  %752 = extractelement <8 x half> %680, i64 7
  store half %752, ptr addrspace(3) %441, align 2
  store float %675, ptr addrspace(3) %444, align 32
  store float %674, ptr addrspace(3) %447, align 4
  store float %673, ptr addrspace(3) %450, align 8
  store float %672, ptr addrspace(3) %453, align 4
  store float %671, ptr addrspace(3) %456, align 16
  store float %670, ptr addrspace(3) %459, align 4
  store float %669, ptr addrspace(3) %462, align 8
  store float %668, ptr addrspace(3) %465, align 4
  store float %667, ptr addrspace(3) %469, align 32
  store float %666, ptr addrspace(3) %472, align 4
  store float %665, ptr addrspace(3) %475, align 8
  store float %664, ptr addrspace(3) %478, align 4
  store float %663, ptr addrspace(3) %481, align 16
  store float %662, ptr addrspace(3) %484, align 4
  store float %661, ptr addrspace(3) %487, align 8
  store float %660, ptr addrspace(3) %490, align 4
  store float %659, ptr addrspace(3) %496, align 32
  store float %658, ptr addrspace(3) %498, align 4
  store float %657, ptr addrspace(3) %500, align 8
  store float %656, ptr addrspace(3) %502, align 4
  store float %655, ptr addrspace(3) %505, align 16
  store float %654, ptr addrspace(3) %507, align 4
  store float %653, ptr addrspace(3) %509, align 8
  store float %652, ptr addrspace(3) %511, align 4
  store float %651, ptr addrspace(3) %517, align 32
  store float %650, ptr addrspace(3) %519, align 4
  store float %649, ptr addrspace(3) %521, align 8
  store float %648, ptr addrspace(3) %523, align 4
  store float %647, ptr addrspace(3) %526, align 16
  store float %646, ptr addrspace(3) %528, align 4
  store float %645, ptr addrspace(3) %530, align 8
  store float %644, ptr addrspace(3) %532, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %533, label %753, label %855

753: ; preds = %719
  %754 = load i32, ptr addrspace(3) %546, align 4
  %755 = load i32, ptr addrspace(3) %549, align 4
  %756 = load i32, ptr addrspace(3) %552, align 4
  %757 = load i32, ptr addrspace(3) %555, align 4
  %758 = load i32, ptr addrspace(3) %558, align 4
  %759 = load i32, ptr addrspace(3) %561, align 4
  %760 = load i32, ptr addrspace(3) %564, align 4
  %761 = load i32, ptr addrspace(3) %567, align 4
  %762 = load i32, ptr addrspace(3) %571, align 4
  %763 = load i32, ptr addrspace(3) %574, align 4
  %764 = load i32, ptr addrspace(3) %577, align 4
  %765 = load i32, ptr addrspace(3) %580, align 4
  %766 = load i32, ptr addrspace(3) %583, align 4
  %767 = load i32, ptr addrspace(3) %586, align 4
  %768 = load i32, ptr addrspace(3) %589, align 4
  %769 = load i32, ptr addrspace(3) %592, align 4
  %770 = load i32, ptr addrspace(3) %596, align 4
  %771 = load i32, ptr addrspace(3) %599, align 4
  %772 = load i32, ptr addrspace(3) %602, align 4
  %773 = load i32, ptr addrspace(3) %605, align 4
  %774 = load i32, ptr addrspace(3) %608, align 4
  %775 = load i32, ptr addrspace(3) %611, align 4
  %776 = load i32, ptr addrspace(3) %614, align 4
  %777 = load i32, ptr addrspace(3) %617, align 4
  %778 = load i32, ptr addrspace(3) %621, align 4
  %779 = load i32, ptr addrspace(3) %624, align 4
  %780 = load i32, ptr addrspace(3) %627, align 4
  %781 = load i32, ptr addrspace(3) %630, align 4
  %782 = load i32, ptr addrspace(3) %633, align 4
  %783 = load i32, ptr addrspace(3) %636, align 4
  %784 = load i32, ptr addrspace(3) %639, align 4
  %785 = load i32, ptr addrspace(3) %642, align 4
  %786 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %754, i64 0
  %787 = insertelement <32 x i32> %786, i32 %755, i64 1
  %788 = insertelement <32 x i32> %787, i32 %756, i64 2
  %789 = insertelement <32 x i32> %788, i32 %757, i64 3
  %790 = insertelement <32 x i32> %789, i32 %758, i64 4
  %791 = insertelement <32 x i32> %790, i32 %759, i64 5
  %792 = insertelement <32 x i32> %791, i32 %760, i64 6
  %793 = insertelement <32 x i32> %792, i32 %761, i64 7
  %794 = insertelement <32 x i32> %793, i32 %762, i64 8
  %795 = insertelement <32 x i32> %794, i32 %763, i64 9
  %796 = insertelement <32 x i32> %795, i32 %764, i64 10
  %797 = insertelement <32 x i32> %796, i32 %765, i64 11
  %798 = insertelement <32 x i32> %797, i32 %766, i64 12
  %799 = insertelement <32 x i32> %798, i32 %767, i64 13
  %800 = insertelement <32 x i32> %799, i32 %768, i64 14
  %801 = insertelement <32 x i32> %800, i32 %769, i64 15
  %802 = insertelement <32 x i32> %801, i32 %770, i64 16
  %803 = insertelement <32 x i32> %802, i32 %771, i64 17
  %804 = insertelement <32 x i32> %803, i32 %772, i64 18
  %805 = insertelement <32 x i32> %804, i32 %773, i64 19
  %806 = insertelement <32 x i32> %805, i32 %774, i64 20
  %807 = insertelement <32 x i32> %806, i32 %775, i64 21
  %808 = insertelement <32 x i32> %807, i32 %776, i64 22
  %809 = insertelement <32 x i32> %808, i32 %777, i64 23
  %810 = insertelement <32 x i32> %809, i32 %778, i64 24
  %811 = insertelement <32 x i32> %810, i32 %779, i64 25
  %812 = insertelement <32 x i32> %811, i32 %780, i64 26
  %813 = insertelement <32 x i32> %812, i32 %781, i64 27
  %814 = insertelement <32 x i32> %813, i32 %782, i64 28
  %815 = insertelement <32 x i32> %814, i32 %783, i64 29
  %816 = insertelement <32 x i32> %815, i32 %784, i64 30
  %817 = insertelement <32 x i32> %816, i32 %785, i64 31
  %818 = load i16, ptr addrspace(3) @global_smem, align 4096
  %819 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %818, i32 64, i32 1, i32 3)
  %820 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), align 4096
  %821 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %820, i32 64, i32 1, i32 3)
  %822 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %819, i32 %821, <32 x i32> %817, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %822 to <32 x float>
  %823 = extractelement <32 x float> %bc, i64 0
  store float %823, ptr addrspace(3) %546, align 4
  %824 = extractelement <32 x float> %bc, i64 1
  store float %824, ptr addrspace(3) %549, align 4
  %825 = extractelement <32 x float> %bc, i64 2
  store float %825, ptr addrspace(3) %552, align 4
  %826 = extractelement <32 x float> %bc, i64 3
  store float %826, ptr addrspace(3) %555, align 4
  %827 = extractelement <32 x float> %bc, i64 4
  store float %827, ptr addrspace(3) %558, align 4
  %828 = extractelement <32 x float> %bc, i64 5
  store float %828, ptr addrspace(3) %561, align 4
  %829 = extractelement <32 x float> %bc, i64 6
  store float %829, ptr addrspace(3) %564, align 4
  %830 = extractelement <32 x float> %bc, i64 7
  store float %830, ptr addrspace(3) %567, align 4
  %831 = extractelement <32 x float> %bc, i64 8
  store float %831, ptr addrspace(3) %571, align 4
  %832 = extractelement <32 x float> %bc, i64 9
  store float %832, ptr addrspace(3) %574, align 4
  %833 = extractelement <32 x float> %bc, i64 10
  store float %833, ptr addrspace(3) %577, align 4
  %834 = extractelement <32 x float> %bc, i64 11
  store float %834, ptr addrspace(3) %580, align 4
  %835 = extractelement <32 x float> %bc, i64 12
  store float %835, ptr addrspace(3) %583, align 4
  %836 = extractelement <32 x float> %bc, i64 13
  store float %836, ptr addrspace(3) %586, align 4
  %837 = extractelement <32 x float> %bc, i64 14
  store float %837, ptr addrspace(3) %589, align 4
  %838 = extractelement <32 x float> %bc, i64 15
  store float %838, ptr addrspace(3) %592, align 4
  %839 = extractelement <32 x float> %bc, i64 16
  store float %839, ptr addrspace(3) %596, align 4
  %840 = extractelement <32 x float> %bc, i64 17
  store float %840, ptr addrspace(3) %599, align 4
  %841 = extractelement <32 x float> %bc, i64 18
  store float %841, ptr addrspace(3) %602, align 4
  %842 = extractelement <32 x float> %bc, i64 19
  store float %842, ptr addrspace(3) %605, align 4
  %843 = extractelement <32 x float> %bc, i64 20
  store float %843, ptr addrspace(3) %608, align 4
  %844 = extractelement <32 x float> %bc, i64 21
  store float %844, ptr addrspace(3) %611, align 4
  %845 = extractelement <32 x float> %bc, i64 22
  store float %845, ptr addrspace(3) %614, align 4
  %846 = extractelement <32 x float> %bc, i64 23
  store float %846, ptr addrspace(3) %617, align 4
  %847 = extractelement <32 x float> %bc, i64 24
  store float %847, ptr addrspace(3) %621, align 4
  %848 = extractelement <32 x float> %bc, i64 25
  store float %848, ptr addrspace(3) %624, align 4
  %849 = extractelement <32 x float> %bc, i64 26
  store float %849, ptr addrspace(3) %627, align 4
  %850 = extractelement <32 x float> %bc, i64 27
  store float %850, ptr addrspace(3) %630, align 4
  %851 = extractelement <32 x float> %bc, i64 28
  store float %851, ptr addrspace(3) %633, align 4
  %852 = extractelement <32 x float> %bc, i64 29
  store float %852, ptr addrspace(3) %636, align 4
  %853 = extractelement <32 x float> %bc, i64 30
  store float %853, ptr addrspace(3) %639, align 4
  %854 = extractelement <32 x float> %bc, i64 31
  store float %854, ptr addrspace(3) %642, align 4
  br label %855

855: ; preds = %753, %719
  tail call void @llvm.musa.syncthreads.lm()
  %856 = load float, ptr addrspace(3) %444, align 32
  %857 = load float, ptr addrspace(3) %447, align 4
  %858 = load float, ptr addrspace(3) %450, align 8
  %859 = load float, ptr addrspace(3) %453, align 4
  %860 = load float, ptr addrspace(3) %456, align 16
  %861 = load float, ptr addrspace(3) %459, align 4
  %862 = load float, ptr addrspace(3) %462, align 8
  %863 = load float, ptr addrspace(3) %465, align 4
  %864 = load float, ptr addrspace(3) %469, align 32
  %865 = load float, ptr addrspace(3) %472, align 4
  %866 = load float, ptr addrspace(3) %475, align 8
  %867 = load float, ptr addrspace(3) %478, align 4
  %868 = load float, ptr addrspace(3) %481, align 16
  %869 = load float, ptr addrspace(3) %484, align 4
  %870 = load float, ptr addrspace(3) %487, align 8
  %871 = load float, ptr addrspace(3) %490, align 4
  %872 = load float, ptr addrspace(3) %496, align 32
  %873 = load float, ptr addrspace(3) %498, align 4
  %874 = load float, ptr addrspace(3) %500, align 8
  %875 = load float, ptr addrspace(3) %502, align 4
  %876 = load float, ptr addrspace(3) %505, align 16
  %877 = load float, ptr addrspace(3) %507, align 4
  %878 = load float, ptr addrspace(3) %509, align 8
  %879 = load float, ptr addrspace(3) %511, align 4
  %880 = load float, ptr addrspace(3) %517, align 32
  %881 = load float, ptr addrspace(3) %519, align 4
  %882 = load float, ptr addrspace(3) %521, align 8
  %883 = load float, ptr addrspace(3) %523, align 4
  %884 = load float, ptr addrspace(3) %526, align 16
  %885 = load float, ptr addrspace(3) %528, align 4
  %886 = load float, ptr addrspace(3) %530, align 8
  %887 = load float, ptr addrspace(3) %532, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %682, label %643, label %._crit_edge

._crit_edge: ; preds = %855, %83
  %.lcssa65 = phi float [ 0.000000e+00, %83 ], [ %856, %855 ]
  %.lcssa64 = phi float [ 0.000000e+00, %83 ], [ %857, %855 ]
  %.lcssa63 = phi float [ 0.000000e+00, %83 ], [ %858, %855 ]
  %.lcssa62 = phi float [ 0.000000e+00, %83 ], [ %859, %855 ]
  %.lcssa61 = phi float [ 0.000000e+00, %83 ], [ %860, %855 ]
  %.lcssa60 = phi float [ 0.000000e+00, %83 ], [ %861, %855 ]
  %.lcssa59 = phi float [ 0.000000e+00, %83 ], [ %862, %855 ]
  %.lcssa58 = phi float [ 0.000000e+00, %83 ], [ %863, %855 ]
  %.lcssa57 = phi float [ 0.000000e+00, %83 ], [ %864, %855 ]
  %.lcssa56 = phi float [ 0.000000e+00, %83 ], [ %865, %855 ]
  %.lcssa55 = phi float [ 0.000000e+00, %83 ], [ %866, %855 ]
  %.lcssa54 = phi float [ 0.000000e+00, %83 ], [ %867, %855 ]
  %.lcssa53 = phi float [ 0.000000e+00, %83 ], [ %868, %855 ]
  %.lcssa52 = phi float [ 0.000000e+00, %83 ], [ %869, %855 ]
  %.lcssa51 = phi float [ 0.000000e+00, %83 ], [ %870, %855 ]
  %.lcssa50 = phi float [ 0.000000e+00, %83 ], [ %871, %855 ]
  %.lcssa49 = phi float [ 0.000000e+00, %83 ], [ %872, %855 ]
  %.lcssa48 = phi float [ 0.000000e+00, %83 ], [ %873, %855 ]
  %.lcssa47 = phi float [ 0.000000e+00, %83 ], [ %874, %855 ]
  %.lcssa46 = phi float [ 0.000000e+00, %83 ], [ %875, %855 ]
  %.lcssa45 = phi float [ 0.000000e+00, %83 ], [ %876, %855 ]
  %.lcssa44 = phi float [ 0.000000e+00, %83 ], [ %877, %855 ]
  %.lcssa43 = phi float [ 0.000000e+00, %83 ], [ %878, %855 ]
  %.lcssa42 = phi float [ 0.000000e+00, %83 ], [ %879, %855 ]
  %.lcssa41 = phi float [ 0.000000e+00, %83 ], [ %880, %855 ]
  %.lcssa40 = phi float [ 0.000000e+00, %83 ], [ %881, %855 ]
  %.lcssa39 = phi float [ 0.000000e+00, %83 ], [ %882, %855 ]
  %.lcssa38 = phi float [ 0.000000e+00, %83 ], [ %883, %855 ]
  %.lcssa37 = phi float [ 0.000000e+00, %83 ], [ %884, %855 ]
  %.lcssa36 = phi float [ 0.000000e+00, %83 ], [ %885, %855 ]
  %.lcssa35 = phi float [ 0.000000e+00, %83 ], [ %886, %855 ]
  %.lcssa = phi float [ 0.000000e+00, %83 ], [ %887, %855 ]
  %888 = add i32 %17, %55
  %889 = mul i32 %888, %10
  %890 = sext i32 %889 to i64
  %891 = getelementptr float, ptr addrspace(1) %2, i64 %890
  %892 = icmp slt i32 %888, %3
  %893 = and i1 %892, %59
  br i1 %893, label %894, label %901

894: ; preds = %._crit_edge
  %895 = sext i32 %57 to i64
  %896 = getelementptr float, ptr addrspace(1) %891, i64 %895
  %897 = insertelement <4 x float> poison, float %.lcssa65, i64 0
  %898 = insertelement <4 x float> %897, float %.lcssa64, i64 1
  %899 = insertelement <4 x float> %898, float %.lcssa63, i64 2
  %900 = insertelement <4 x float> %899, float %.lcssa62, i64 3
  store <4 x float> %900, ptr addrspace(1) %896, align 16
  br label %901

901: ; preds = %894, %._crit_edge
  %902 = trunc i64 %287 to i32
  %903 = or i32 %18, %902
  %904 = icmp slt i32 %903, %4
  %905 = and i1 %892, %904
  br i1 %905, label %906, label %913

906: ; preds = %901
  %907 = sext i32 %903 to i64
  %908 = getelementptr float, ptr addrspace(1) %891, i64 %907
  %909 = insertelement <4 x float> poison, float %.lcssa61, i64 0
  %910 = insertelement <4 x float> %909, float %.lcssa60, i64 1
  %911 = insertelement <4 x float> %910, float %.lcssa59, i64 2
  %912 = insertelement <4 x float> %911, float %.lcssa58, i64 3
  store <4 x float> %912, ptr addrspace(1) %908, align 16
  br label %913

913: ; preds = %906, %901
  %914 = add i32 %17, %72
  %915 = mul i32 %914, %10
  %916 = sext i32 %915 to i64
  %917 = getelementptr float, ptr addrspace(1) %2, i64 %916
  %918 = icmp slt i32 %914, %3
  %919 = and i1 %59, %918
  br i1 %919, label %920, label %927

920: ; preds = %913
  %921 = sext i32 %57 to i64
  %922 = getelementptr float, ptr addrspace(1) %917, i64 %921
  %923 = insertelement <4 x float> poison, float %.lcssa57, i64 0
  %924 = insertelement <4 x float> %923, float %.lcssa56, i64 1
  %925 = insertelement <4 x float> %924, float %.lcssa55, i64 2
  %926 = insertelement <4 x float> %925, float %.lcssa54, i64 3
  store <4 x float> %926, ptr addrspace(1) %922, align 16
  br label %927

927: ; preds = %920, %913
  %928 = and i1 %918, %904
  br i1 %928, label %929, label %936

929: ; preds = %927
  %930 = sext i32 %903 to i64
  %931 = getelementptr float, ptr addrspace(1) %917, i64 %930
  %932 = insertelement <4 x float> poison, float %.lcssa53, i64 0
  %933 = insertelement <4 x float> %932, float %.lcssa52, i64 1
  %934 = insertelement <4 x float> %933, float %.lcssa51, i64 2
  %935 = insertelement <4 x float> %934, float %.lcssa50, i64 3
  store <4 x float> %935, ptr addrspace(1) %931, align 16
  br label %936

936: ; preds = %929, %927
  %937 = trunc i64 %492 to i32
  %938 = add i32 %17, %937
  %939 = mul i32 %938, %10
  %940 = sext i32 %939 to i64
  %941 = getelementptr float, ptr addrspace(1) %2, i64 %940
  %942 = icmp slt i32 %938, %3
  %943 = and i1 %59, %942
  br i1 %943, label %944, label %951

944: ; preds = %936
  %945 = sext i32 %57 to i64
  %946 = getelementptr float, ptr addrspace(1) %941, i64 %945
  %947 = insertelement <4 x float> poison, float %.lcssa49, i64 0
  %948 = insertelement <4 x float> %947, float %.lcssa48, i64 1
  %949 = insertelement <4 x float> %948, float %.lcssa47, i64 2
  %950 = insertelement <4 x float> %949, float %.lcssa46, i64 3
  store <4 x float> %950, ptr addrspace(1) %946, align 16
  br label %951

951: ; preds = %944, %936
  %952 = and i1 %942, %904
  br i1 %952, label %953, label %960

953: ; preds = %951
  %954 = sext i32 %903 to i64
  %955 = getelementptr float, ptr addrspace(1) %941, i64 %954
  %956 = insertelement <4 x float> poison, float %.lcssa45, i64 0
  %957 = insertelement <4 x float> %956, float %.lcssa44, i64 1
  %958 = insertelement <4 x float> %957, float %.lcssa43, i64 2
  %959 = insertelement <4 x float> %958, float %.lcssa42, i64 3
  store <4 x float> %959, ptr addrspace(1) %955, align 16
  br label %960

960: ; preds = %953, %951
  %961 = trunc i64 %513 to i32
  %962 = add i32 %17, %961
  %963 = mul i32 %962, %10
  %964 = sext i32 %963 to i64
  %965 = getelementptr float, ptr addrspace(1) %2, i64 %964
  %966 = icmp slt i32 %962, %3
  %967 = and i1 %59, %966
  br i1 %967, label %968, label %975

968: ; preds = %960
  %969 = sext i32 %57 to i64
  %970 = getelementptr float, ptr addrspace(1) %965, i64 %969
  %971 = insertelement <4 x float> poison, float %.lcssa41, i64 0
  %972 = insertelement <4 x float> %971, float %.lcssa40, i64 1
  %973 = insertelement <4 x float> %972, float %.lcssa39, i64 2
  %974 = insertelement <4 x float> %973, float %.lcssa38, i64 3
  store <4 x float> %974, ptr addrspace(1) %970, align 16
  br label %975

975: ; preds = %968, %960
  %976 = and i1 %966, %904
  br i1 %976, label %977, label %984

977: ; preds = %975
  %978 = sext i32 %903 to i64
  %979 = getelementptr float, ptr addrspace(1) %965, i64 %978
  %980 = insertelement <4 x float> poison, float %.lcssa37, i64 0
  %981 = insertelement <4 x float> %980, float %.lcssa36, i64 1
  %982 = insertelement <4 x float> %981, float %.lcssa35, i64 2
  %983 = insertelement <4 x float> %982, float %.lcssa, i64 3
  store <4 x float> %983, ptr addrspace(1) %979, align 16
  br label %984

984: ; preds = %977, %975
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
