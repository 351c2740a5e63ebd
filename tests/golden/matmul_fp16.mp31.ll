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
  %38 = add nuw nsw i64 %22, 32
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr half, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr half, ptr addrspace(1) %43, i64 %21
  %49 = load <8 x half>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <8 x half> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = and i64 %20, 56
  %53 = lshr i64 %20, 6
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %52 to i32
  %56 = or i32 %18, %55
  %57 = icmp slt i32 %54, %5
  %58 = icmp slt i32 %56, %4
  %59 = and i1 %57, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %68

61: ; preds = %50
  %62 = mul i32 %54, %8
  %63 = sext i32 %62 to i64
  %64 = getelementptr half, ptr addrspace(1) %1, i64 %63
  %65 = sext i32 %56 to i64
  %66 = getelementptr half, ptr addrspace(1) %64, i64 %65
  %67 = load <8 x half>, ptr addrspace(1) %66, align 16
  br label %68

68: ; preds = %61, %50
  %69 = phi <8 x half> [ %67, %61 ], [ zeroinitializer, %50 ]
  %70 = add nuw nsw i64 %53, 16
  %71 = trunc i64 %70 to i32
  %72 = icmp slt i32 %71, %5
  %73 = and i1 %72, %58
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %82

75: ; preds = %68
  %76 = mul i32 %71, %8
  %77 = sext i32 %76 to i64
  %78 = getelementptr half, ptr addrspace(1) %1, i64 %77
  %79 = sext i32 %56 to i64
  %80 = getelementptr half, ptr addrspace(1) %78, i64 %79
  %81 = load <8 x half>, ptr addrspace(1) %80, align 16
  br label %82

82: ; preds = %75, %68
  %83 = phi <8 x half> [ %81, %75 ], [ zeroinitializer, %68 ]
  %84 = lshr i64 %14, 4
  %85 = xor i64 %84, %14
  %86 = shl i64 %84, 8
  %87 = shl i64 %85, 4
  %88 = and i64 %87, 240
  %89 = or i64 %88, %86
  %90 = trunc i64 %89 to i32
  %91 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %90
  %92 = shl nsw i64 %14, 4
  %93 = and i64 %92, 4294967040
  %94 = xor i64 %92, %14
  %95 = and i64 %94, 240
  %96 = or i64 %95, %93
  %97 = trunc i64 %96 to i32
  %98 = or i32 %97, 2
  %99 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = shl nsw i64 %14, 4
  %101 = and i64 %100, 4294967040
  %102 = xor i64 %100, %14
  %103 = and i64 %102, 240
  %104 = or i64 %103, %101
  %105 = trunc i64 %104 to i32
  %106 = or i32 %105, 4
  %107 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %106
  %108 = shl nsw i64 %14, 4
  %109 = and i64 %108, 4294967040
  %110 = xor i64 %108, %14
  %111 = and i64 %110, 240
  %112 = or i64 %111, %109
  %113 = trunc i64 %112 to i32
  %114 = or i32 %113, 6
  %115 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %114
  %116 = shl nsw i64 %14, 4
  %117 = and i64 %116, 4294967040
  %118 = xor i64 %116, %14
  %119 = and i64 %118, 240
  %120 = or i64 %119, %117
  %121 = trunc i64 %120 to i32
  %122 = or i32 %121, 8
  %123 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %122
  %124 = shl nsw i64 %14, 4
  %125 = and i64 %124, 4294967040
  %126 = xor i64 %124, %14
  %127 = and i64 %126, 240
  %128 = or i64 %127, %125
  %129 = trunc i64 %128 to i32
  %130 = or i32 %129, 10
  %131 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %130
  %132 = shl nsw i64 %14, 4
  %133 = and i64 %132, 4294967040
  %134 = xor i64 %132, %14
  %135 = and i64 %134, 240
  %136 = or i64 %135, %133
  %137 = trunc i64 %136 to i32
  %138 = or i32 %137, 12
  %139 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %138
  %140 = shl nsw i64 %14, 4
  %141 = and i64 %140, 4294967040
  %142 = xor i64 %140, %14
  %143 = and i64 %142, 240
  %144 = or i64 %143, %141
  %145 = trunc i64 %144 to i32
  %146 = or i32 %145, 14
  %147 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %146
  %148 = shl i64 %38, 5
  %149 = or i64 %148, %21
  %150 = shl i64 %149, 1
  %151 = and i64 %150, 4294967040
  %152 = lshr exact i64 %150, 4
  %153 = xor i64 %152, %150
  %154 = and i64 %153, 240
  %155 = or i64 %154, %151
  %156 = trunc i64 %155 to i32
  %157 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %156
  %158 = or i64 %148, %21
  %159 = shl i64 %158, 1
  %160 = and i64 %159, 4294967040
  %161 = lshr exact i64 %159, 4
  %162 = xor i64 %161, %159
  %163 = and i64 %162, 240
  %164 = or i64 %163, %160
  %165 = trunc i64 %164 to i32
  %166 = or i32 %165, 2
  %167 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %166
  %168 = or i64 %148, %21
  %169 = shl i64 %168, 1
  %170 = and i64 %169, 4294967040
  %171 = lshr exact i64 %169, 4
  %172 = xor i64 %171, %169
  %173 = and i64 %172, 240
  %174 = or i64 %173, %170
  %175 = trunc i64 %174 to i32
  %176 = or i32 %175, 4
  %177 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %176
  %178 = or i64 %148, %21
  %179 = shl i64 %178, 1
  %180 = and i64 %179, 4294967040
  %181 = lshr exact i64 %179, 4
  %182 = xor i64 %181, %179
  %183 = and i64 %182, 240
  %184 = or i64 %183, %180
  %185 = trunc i64 %184 to i32
  %186 = or i32 %185, 6
  %187 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %186
  %188 = or i64 %148, %21
  %189 = shl i64 %188, 1
  %190 = and i64 %189, 4294967040
  %191 = lshr exact i64 %189, 4
  %192 = xor i64 %191, %189
  %193 = and i64 %192, 240
  %194 = or i64 %193, %190
  %195 = trunc i64 %194 to i32
  %196 = or i32 %195, 8
  %197 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %196
  %198 = or i64 %148, %21
  %199 = shl i64 %198, 1
  %200 = and i64 %199, 4294967040
  %201 = lshr exact i64 %199, 4
  %202 = xor i64 %201, %199
  %203 = and i64 %202, 240
  %204 = or i64 %203, %200
  %205 = trunc i64 %204 to i32
  %206 = or i32 %205, 10
  %207 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %206
  %208 = or i64 %148, %21
  %209 = shl i64 %208, 1
  %210 = and i64 %209, 4294967040
  %211 = lshr exact i64 %209, 4
  %212 = xor i64 %211, %209
  %213 = and i64 %212, 240
  %214 = or i64 %213, %210
  %215 = trunc i64 %214 to i32
  %216 = or i32 %215, 12
  %217 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = or i64 %148, %21
  %219 = shl i64 %218, 1
  %220 = and i64 %219, 4294967040
  %221 = lshr exact i64 %219, 4
  %222 = xor i64 %221, %219
  %223 = and i64 %222, 240
  %224 = or i64 %223, %220
  %225 = trunc i64 %224 to i32
  %226 = or i32 %225, 14
  %227 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %226
  %228 = and i64 %20, -2048
  %229 = and i64 %53, 31
  %230 = shl nuw nsw i64 %52, 5
  %231 = or i64 %229, %228
  %232 = or i64 %231, %230
  %233 = shl nsw i64 %232, 1
  %234 = and i64 %233, 14
  %235 = and i64 %233, 4294966784
  %236 = add nuw nsw i64 %235, 4096
  %237 = lshr i64 %233, 4
  %238 = and i64 %237, 224
  %.mask = and i64 %233, 48
  %239 = xor i64 %238, %.mask
  %240 = or i64 %239, %236
  %241 = or i64 %240, %234
  %242 = trunc i64 %241 to i32
  %243 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %242
  %244 = or i64 %52, 1
  %245 = shl nuw nsw i64 %244, 5
  %246 = or i64 %231, %245
  %247 = shl nsw i64 %246, 1
  %248 = and i64 %247, 14
  %249 = and i64 %247, 4294966784
  %250 = add nuw nsw i64 %249, 4096
  %251 = lshr i64 %247, 4
  %252 = xor i64 %251, %247
  %253 = and i64 %252, 240
  %254 = or i64 %253, %250
  %255 = or i64 %254, %248
  %256 = trunc i64 %255 to i32
  %257 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %256
  %258 = or i64 %52, 2
  %259 = shl nuw nsw i64 %258, 5
  %260 = or i64 %231, %259
  %261 = shl nsw i64 %260, 1
  %262 = and i64 %261, 14
  %263 = and i64 %261, 4294966784
  %264 = add nuw nsw i64 %263, 4096
  %265 = lshr i64 %261, 4
  %266 = xor i64 %265, %261
  %267 = and i64 %266, 240
  %268 = or i64 %267, %264
  %269 = or i64 %268, %262
  %270 = trunc i64 %269 to i32
  %271 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %270
  %272 = or i64 %52, 3
  %273 = shl nuw nsw i64 %272, 5
  %274 = or i64 %231, %273
  %275 = shl nsw i64 %274, 1
  %276 = and i64 %275, 14
  %277 = and i64 %275, 4294966784
  %278 = add nuw nsw i64 %277, 4096
  %279 = lshr i64 %275, 4
  %280 = xor i64 %279, %275
  %281 = and i64 %280, 240
  %282 = or i64 %281, %278
  %283 = or i64 %282, %276
  %284 = trunc i64 %283 to i32
  %285 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %284
  %286 = or i64 %52, 4
  %287 = shl nuw nsw i64 %286, 5
  %288 = or i64 %231, %287
  %289 = shl nsw i64 %288, 1
  %290 = and i64 %289, 14
  %291 = and i64 %289, 4294967040
  %292 = add nuw nsw i64 %291, 4096
  %293 = lshr i64 %289, 4
  %294 = xor i64 %293, %289
  %295 = and i64 %294, 240
  %296 = or i64 %295, %292
  %297 = or i64 %296, %290
  %298 = trunc i64 %297 to i32
  %299 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %298
  %300 = or i64 %52, 5
  %301 = shl nuw nsw i64 %300, 5
  %302 = or i64 %231, %301
  %303 = shl nsw i64 %302, 1
  %304 = and i64 %303, 14
  %305 = and i64 %303, 4294967040
  %306 = add nuw nsw i64 %305, 4096
  %307 = lshr i64 %303, 4
  %308 = xor i64 %307, %303
  %309 = and i64 %308, 240
  %310 = or i64 %309, %306
  %311 = or i64 %310, %304
  %312 = trunc i64 %311 to i32
  %313 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %312
  %314 = or i64 %52, 6
  %315 = shl nuw nsw i64 %314, 5
  %316 = or i64 %231, %315
  %317 = shl nsw i64 %316, 1
  %318 = and i64 %317, 14
  %319 = and i64 %317, 4294967040
  %320 = add nuw nsw i64 %319, 4096
  %321 = lshr i64 %317, 4
  %322 = xor i64 %321, %317
  %323 = and i64 %322, 240
  %324 = or i64 %323, %320
  %325 = or i64 %324, %318
  %326 = trunc i64 %325 to i32
  %327 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %326
  %328 = or i64 %52, 7
  %329 = shl nuw nsw i64 %328, 5
  %330 = or i64 %231, %329
  %331 = shl nsw i64 %330, 1
  %332 = and i64 %331, 14
  %333 = and i64 %331, 4294967040
  %334 = add nuw nsw i64 %333, 4096
  %335 = lshr i64 %331, 4
  %336 = xor i64 %335, %331
  %337 = and i64 %336, 240
  %338 = or i64 %337, %334
  %339 = or i64 %338, %332
  %340 = trunc i64 %339 to i32
  %341 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %340
  %342 = and i64 %70, 31
  %343 = shl i64 %70, 6
  %344 = and i64 %343, -2048
  %345 = or i64 %344, %342
  %346 = or i64 %345, %230
  %347 = shl i64 %346, 1
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
  %358 = or i64 %345, %245
  %359 = shl i64 %358, 1
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
  %370 = or i64 %345, %259
  %371 = shl i64 %370, 1
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
  %382 = or i64 %345, %273
  %383 = shl i64 %382, 1
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
  %394 = or i64 %345, %287
  %395 = shl i64 %394, 1
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
  %406 = or i64 %345, %301
  %407 = shl i64 %406, 1
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
  %418 = or i64 %345, %315
  %419 = shl i64 %418, 1
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
  %430 = or i64 %345, %329
  %431 = shl i64 %430, 1
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
  %445 = or i64 %244, %442
  %446 = trunc i64 %445 to i32
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %446
  %448 = or i64 %258, %442
  %449 = trunc i64 %448 to i32
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %449
  %451 = or i64 %272, %442
  %452 = trunc i64 %451 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %452
  %454 = or i64 %286, %442
  %455 = trunc i64 %454 to i32
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %455
  %457 = or i64 %300, %442
  %458 = trunc i64 %457 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %458
  %460 = or i64 %314, %442
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %461
  %463 = or i64 %328, %442
  %464 = trunc i64 %463 to i32
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %464
  %466 = or i64 %343, %52
  %467 = trunc i64 %466 to i32
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %467
  %469 = or i64 %343, %244
  %470 = trunc i64 %469 to i32
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %470
  %472 = or i64 %343, %258
  %473 = trunc i64 %472 to i32
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %473
  %475 = or i64 %343, %272
  %476 = trunc i64 %475 to i32
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %476
  %478 = or i64 %343, %286
  %479 = trunc i64 %478 to i32
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %479
  %481 = or i64 %343, %300
  %482 = trunc i64 %481 to i32
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %482
  %484 = or i64 %343, %314
  %485 = trunc i64 %484 to i32
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %485
  %487 = or i64 %343, %328
  %488 = trunc i64 %487 to i32
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %488
  %490 = add nuw nsw i64 %53, 32
  %491 = shl i64 %490, 6
  %492 = or i64 %491, %52
  %493 = trunc i64 %492 to i32
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %493
  %495 = or i64 %491, %244
  %496 = trunc i64 %495 to i32
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %496
  %498 = or i64 %491, %258
  %499 = trunc i64 %498 to i32
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %499
  %501 = or i64 %491, %272
  %502 = trunc i64 %501 to i32
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %502
  %504 = or i64 %491, %286
  %505 = trunc i64 %504 to i32
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %505
  %507 = or i64 %491, %300
  %508 = trunc i64 %507 to i32
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %508
  %510 = or i64 %491, %314
  %511 = trunc i64 %510 to i32
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %511
  %513 = or i64 %491, %328
  %514 = trunc i64 %513 to i32
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %514
  %516 = add nuw nsw i64 %53, 48
  %517 = shl i64 %516, 6
  %518 = or i64 %517, %52
  %519 = trunc i64 %518 to i32
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %519
  %521 = or i64 %517, %244
  %522 = trunc i64 %521 to i32
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %522
  %524 = or i64 %517, %258
  %525 = trunc i64 %524 to i32
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %525
  %527 = or i64 %517, %272
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %528
  %530 = or i64 %517, %286
  %531 = trunc i64 %530 to i32
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %531
  %533 = or i64 %517, %300
  %534 = trunc i64 %533 to i32
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %534
  %536 = or i64 %517, %314
  %537 = trunc i64 %536 to i32
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %537
  %539 = or i64 %517, %328
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %540
  %542 = icmp ult i32 %13, 128
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %82
  %543 = and i64 %14, 7
  %544 = sext i32 %56 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %544
  %545 = or i64 %543, 8
  %546 = or i64 %543, 16
  %547 = or i64 %543, 24
  %548 = or i64 %543, 32
  %549 = or i64 %543, 40
  %550 = or i64 %543, 48
  %551 = or i64 %543, 56
  %552 = and i64 %20, 960
  %553 = or i64 %552, %543
  %554 = trunc i64 %553 to i32
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %554
  %556 = or i64 %545, %552
  %557 = trunc i64 %556 to i32
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %557
  %559 = or i64 %546, %552
  %560 = trunc i64 %559 to i32
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %560
  %562 = or i64 %547, %552
  %563 = trunc i64 %562 to i32
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %563
  %565 = or i64 %548, %552
  %566 = trunc i64 %565 to i32
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %566
  %568 = or i64 %549, %552
  %569 = trunc i64 %568 to i32
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %569
  %571 = or i64 %550, %552
  %572 = trunc i64 %571 to i32
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %572
  %574 = or i64 %551, %552
  %575 = trunc i64 %574 to i32
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %575
  %577 = or i64 %552, 1024
  %578 = or i64 %577, %543
  %579 = trunc i64 %578 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %579
  %581 = or i64 %577, %545
  %582 = trunc i64 %581 to i32
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %582
  %584 = or i64 %577, %546
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %585
  %587 = or i64 %577, %547
  %588 = trunc i64 %587 to i32
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %588
  %590 = or i64 %577, %548
  %591 = trunc i64 %590 to i32
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %591
  %593 = or i64 %577, %549
  %594 = trunc i64 %593 to i32
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %594
  %596 = or i64 %577, %550
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %597
  %599 = or i64 %577, %551
  %600 = trunc i64 %599 to i32
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %600
  %602 = or i64 %552, 2048
  %603 = or i64 %602, %543
  %604 = trunc i64 %603 to i32
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %604
  %606 = or i64 %602, %545
  %607 = trunc i64 %606 to i32
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %607
  %609 = or i64 %602, %546
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %610
  %612 = or i64 %602, %547
  %613 = trunc i64 %612 to i32
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %613
  %615 = or i64 %602, %548
  %616 = trunc i64 %615 to i32
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %616
  %618 = or i64 %602, %549
  %619 = trunc i64 %618 to i32
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %619
  %621 = or i64 %602, %550
  %622 = trunc i64 %621 to i32
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %622
  %624 = or i64 %602, %551
  %625 = trunc i64 %624 to i32
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %625
  %627 = or i64 %552, 3072
  %628 = or i64 %627, %543
  %629 = trunc i64 %628 to i32
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %629
  %631 = or i64 %627, %545
  %632 = trunc i64 %631 to i32
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %632
  %634 = or i64 %627, %546
  %635 = trunc i64 %634 to i32
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %635
  %637 = or i64 %627, %547
  %638 = trunc i64 %637 to i32
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %638
  %640 = or i64 %627, %548
  %641 = trunc i64 %640 to i32
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %641
  %643 = or i64 %627, %549
  %644 = trunc i64 %643 to i32
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %644
  %646 = or i64 %627, %550
  %647 = trunc i64 %646 to i32
  %648 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %647
  %649 = or i64 %627, %551
  %650 = trunc i64 %649 to i32
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %650
  br label %652

652: ; preds = %.lr.ph, %864
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %896, %864 ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %895, %864 ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %894, %864 ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %893, %864 ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %892, %864 ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %891, %864 ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %890, %864 ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %889, %864 ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %888, %864 ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %864 ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %864 ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %864 ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %864 ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %864 ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %882, %864 ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %864 ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %864 ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %864 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %864 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %877, %864 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %876, %864 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %875, %864 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %874, %864 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %873, %864 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %872, %864 ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %871, %864 ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %870, %864 ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %869, %864 ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %868, %864 ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %867, %864 ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %866, %864 ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %865, %864 ]
  %685 = phi i32 [ 0, %.lr.ph ], [ %690, %864 ]
  %686 = phi <8 x half> [ %37, %.lr.ph ], [ %701, %864 ]
  %687 = phi <8 x half> [ %51, %.lr.ph ], [ %709, %864 ]
  %688 = phi <8 x half> [ %69, %.lr.ph ], [ %719, %864 ]
  %689 = phi <8 x half> [ %83, %.lr.ph ], [ %729, %864 ]
  %690 = add i32 %685, 32
  %691 = icmp slt i32 %690, %5
  %692 = or i32 %690, %28
  %693 = icmp slt i32 %692, %5
  %694 = and i1 %29, %693
  %695 = and i1 %691, %694
  br i1 %695, label %696, label %700

696: ; preds = %652
  %697 = sext i32 %692 to i64
  %698 = getelementptr half, ptr addrspace(1) %27, i64 %697
  %699 = load <8 x half>, ptr addrspace(1) %698, align 16
  br label %700

700: ; preds = %696, %652
  %701 = phi <8 x half> [ %699, %696 ], [ zeroinitializer, %652 ]
  %702 = and i1 %44, %693
  %703 = and i1 %691, %702
  br i1 %703, label %704, label %708

704: ; preds = %700
  %705 = sext i32 %692 to i64
  %706 = getelementptr half, ptr addrspace(1) %43, i64 %705
  %707 = load <8 x half>, ptr addrspace(1) %706, align 16
  br label %708

708: ; preds = %704, %700
  %709 = phi <8 x half> [ %707, %704 ], [ zeroinitializer, %700 ]
  %710 = add i32 %690, %54
  %711 = icmp slt i32 %710, %5
  %712 = and i1 %58, %711
  %713 = and i1 %691, %712
  br i1 %713, label %714, label %718

714: ; preds = %708
  %715 = mul i32 %710, %8
  %716 = sext i32 %715 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %716
  %717 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %718

718: ; preds = %714, %708
  %719 = phi <8 x half> [ %717, %714 ], [ zeroinitializer, %708 ]
  %720 = add i32 %690, %71
  %721 = icmp slt i32 %720, %5
  %722 = and i1 %58, %721
  %723 = and i1 %691, %722
  br i1 %723, label %724, label %728

724: ; preds = %718
  %725 = mul i32 %720, %8
  %726 = sext i32 %725 to i64
  %gep98 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %726
  %727 = load <8 x half>, ptr addrspace(1) %gep98, align 16
  br label %728

728: ; preds = %724, %718
  %729 = phi <8 x half> [ %727, %724 ], [ zeroinitializer, %718 ]
  %730 = extractelement <8 x half> %686, i64 0
  store half %730, ptr addrspace(3) %91, align 16
  %731 = extractelement <8 x half> %686, i64 1
  store half %731, ptr addrspace(3) %99, align 2
  %732 = extractelement <8 x half> %686, i64 2
  store half %732, ptr addrspace(3) %107, align 4
  %733 = extractelement <8 x half> %686, i64 3
  store half %733, ptr addrspace(3) %115, align 2
  %734 = extractelement <8 x half> %686, i64 4
  store half %734, ptr addrspace(3) %123, align 8
  %735 = extractelement <8 x half> %686, i64 5
  store half %735, ptr addrspace(3) %131, align 2
  %736 = extractelement <8 x half> %686, i64 6
  store half %736, ptr addrspace(3) %139, align 4
  %737 = extractelement <8 x half> %686, i64 7
  store half %737, ptr addrspace(3) %147, align 2
  %738 = extractelement <8 x half> %687, i64 0
  store half %738, ptr addrspace(3) %157, align 16
  %739 = extractelement <8 x half> %687, i64 1
  store half %739, ptr addrspace(3) %167, align 2
  %740 = extractelement <8 x half> %687, i64 2
  store half %740, ptr addrspace(3) %177, align 4
  %741 = extractelement <8 x half> %687, i64 3
  store half %741, ptr addrspace(3) %187, align 2
  %742 = extractelement <8 x half> %687, i64 4
  store half %742, ptr addrspace(3) %197, align 8
  %743 = extractelement <8 x half> %687, i64 5
  store half %743, ptr addrspace(3) %207, align 2
  %744 = extractelement <8 x half> %687, i64 6
  store half %744, ptr addrspace(3) %217, align 4
  %745 = extractelement <8 x half> %687, i64 7
  store half %745, ptr addrspace(3) %227, align 2
  %746 = extractelement <8 x half> %688, i64 0
  store half %746, ptr addrspace(3) %243, align 2
  %747 = extractelement <8 x half> %688, i64 1
  store half %747, ptr addrspace(3) %257, align 2
  %748 = extractelement <8 x half> %688, i64 2
  store half %748, ptr addrspace(3) %271, align 2
  %749 = extractelement <8 x half> %688, i64 3
  store half %749, ptr addrspace(3) %285, align 2
  %750 = extractelement <8 x half> %688, i64 4
  store half %750, ptr addrspace(3) %299, align 2
  %751 = extractelement <8 x half> %688, i64 5
  store half %751, ptr addrspace(3) %313, align 2
  %752 = extractelement <8 x half> %688, i64 6
  store half %752, ptr addrspace(3) %327, align 2
  %753 = extractelement <8 x half> %688, i64 7
  store half %753, ptr addrspace(3) %341, align 2
  %754 = extractelement <8 x half> %689, i64 0
  store half %754, ptr addrspace(3) %357, align 2
  %755 = extractelement <8 x half> %689, i64 1
  store half %755, ptr addrspace(3) %369, align 2
  %756 = extractelement <8 x half> %689, i64 2
  store half %756, ptr addrspace(3) %381, align 2
  %757 = extractelement <8 x half> %689, i64 3
  store half %757, ptr addrspace(3) %393, align 2
  %758 = extractelement <8 x half> %689, i64 4
  store half %758, ptr addrspace(3) %405, align 2
  %759 = extractelement <8 x half> %689, i64 5
  store half %759, ptr addrspace(3) %417, align 2
  %760 = extractelement <8 x half> %689, i64 6
  store half %760, ptr addrspace(3) %429, align 2
  %761 = extractelement <8 x half> %689, i64 7
  store half %761, ptr addrspace(3) %441, align 2
  store float %684, ptr addrspace(3) %444, align 32
  store float %683, ptr addrspace(3) %447, align 4
  store float %682, ptr addrspace(3) %450, align 8
  store float %681, ptr addrspace(3) %453, align 4
  store float %680, ptr addrspace(3) %456, align 16
  store float %679, ptr addrspace(3) %459, align 4
  store float %678, ptr addrspace(3) %462, align 8
  store float %677, ptr addrspace(3) %465, align 4
  store float %676, ptr addrspace(3) %468, align 32
  store float %675, ptr addrspace(3) %471, align 4
  store float %674, ptr addrspace(3) %474, align 8
  store float %673, ptr addrspace(3) %477, align 4
  store float %672, ptr addrspace(3) %480, align 16
  store float %671, ptr addrspace(3) %483, align 4
  store float %670, ptr addrspace(3) %486, align 8
  store float %669, ptr addrspace(3) %489, align 4
  store float %668, ptr addrspace(3) %494, align 32
  store float %667, ptr addrspace(3) %497, align 4
  store float %666, ptr addrspace(3) %500, align 8
  store float %665, ptr addrspace(3) %503, align 4
  store float %664, ptr addrspace(3) %506, align 16
  store float %663, ptr addrspace(3) %509, align 4
  store float %662, ptr addrspace(3) %512, align 8
  store float %661, ptr addrspace(3) %515, align 4
  store float %660, ptr addrspace(3) %520, align 32
  store float %659, ptr addrspace(3) %523, align 4
  store float %658, ptr addrspace(3) %526, align 8
  store float %657, ptr addrspace(3) %529, align 4
  store float %656, ptr addrspace(3) %532, align 16
  store float %655, ptr addrspace(3) %535, align 4
  store float %654, ptr addrspace(3) %538, align 8
  store float %653, ptr addrspace(3) %541, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %542, label %762, label %864

762: ; preds = %728
  %763 = load i32, ptr addrspace(3) %555, align 4
  %764 = load i32, ptr addrspace(3) %558, align 4
  %765 = load i32, ptr addrspace(3) %561, align 4
  %766 = load i32, ptr addrspace(3) %564, align 4
  %767 = load i32, ptr addrspace(3) %567, align 4
  %768 = load i32, ptr addrspace(3) %570, align 4
  %769 = load i32, ptr addrspace(3) %573, align 4
  %770 = load i32, ptr addrspace(3) %576, align 4
  %771 = load i32, ptr addrspace(3) %580, align 4
  %772 = load i32, ptr addrspace(3) %583, align 4
  %773 = load i32, ptr addrspace(3) %586, align 4
  %774 = load i32, ptr addrspace(3) %589, align 4
  %775 = load i32, ptr addrspace(3) %592, align 4
  %776 = load i32, ptr addrspace(3) %595, align 4
  %777 = load i32, ptr addrspace(3) %598, align 4
  %778 = load i32, ptr addrspace(3) %601, align 4
  %779 = load i32, ptr addrspace(3) %605, align 4
  %780 = load i32, ptr addrspace(3) %608, align 4
  %781 = load i32, ptr addrspace(3) %611, align 4
  %782 = load i32, ptr addrspace(3) %614, align 4
  %783 = load i32, ptr addrspace(3) %617, align 4
  %784 = load i32, ptr addrspace(3) %620, align 4
  %785 = load i32, ptr addrspace(3) %623, align 4
  %786 = load i32, ptr addrspace(3) %626, align 4
  %787 = load i32, ptr addrspace(3) %630, align 4
  %788 = load i32, ptr addrspace(3) %633, align 4
  %789 = load i32, ptr addrspace(3) %636, align 4
  %790 = load i32, ptr addrspace(3) %639, align 4
  %791 = load i32, ptr addrspace(3) %642, align 4
  %792 = load i32, ptr addrspace(3) %645, align 4
  %793 = load i32, ptr addrspace(3) %648, align 4
  %794 = load i32, ptr addrspace(3) %651, align 4
  %795 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %763, i64 0
  %796 = insertelement <32 x i32> %795, i32 %764, i64 1
  %797 = insertelement <32 x i32> %796, i32 %765, i64 2
  %798 = insertelement <32 x i32> %797, i32 %766, i64 3
  %799 = insertelement <32 x i32> %798, i32 %767, i64 4
  %800 = insertelement <32 x i32> %799, i32 %768, i64 5
  %801 = insertelement <32 x i32> %800, i32 %769, i64 6
  %802 = insertelement <32 x i32> %801, i32 %770, i64 7
  %803 = insertelement <32 x i32> %802, i32 %771, i64 8
  %804 = insertelement <32 x i32> %803, i32 %772, i64 9
  %805 = insertelement <32 x i32> %804, i32 %773, i64 10
  %806 = insertelement <32 x i32> %805, i32 %774, i64 11
  %807 = insertelement <32 x i32> %806, i32 %775, i64 12
  %808 = insertelement <32 x i32> %807, i32 %776, i64 13
  %809 = insertelement <32 x i32> %808, i32 %777, i64 14
  %810 = insertelement <32 x i32> %809, i32 %778, i64 15
  %811 = insertelement <32 x i32> %810, i32 %779, i64 16
  %812 = insertelement <32 x i32> %811, i32 %780, i64 17
  %813 = insertelement <32 x i32> %812, i32 %781, i64 18
  %814 = insertelement <32 x i32> %813, i32 %782, i64 19
  %815 = insertelement <32 x i32> %814, i32 %783, i64 20
  %816 = insertelement <32 x i32> %815, i32 %784, i64 21
  %817 = insertelement <32 x i32> %816, i32 %785, i64 22
  %818 = insertelement <32 x i32> %817, i32 %786, i64 23
  %819 = insertelement <32 x i32> %818, i32 %787, i64 24
  %820 = insertelement <32 x i32> %819, i32 %788, i64 25
  %821 = insertelement <32 x i32> %820, i32 %789, i64 26
  %822 = insertelement <32 x i32> %821, i32 %790, i64 27
  %823 = insertelement <32 x i32> %822, i32 %791, i64 28
  %824 = insertelement <32 x i32> %823, i32 %792, i64 29
  %825 = insertelement <32 x i32> %824, i32 %793, i64 30
  %826 = insertelement <32 x i32> %825, i32 %794, i64 31
  %827 = load i16, ptr addrspace(3) @global_smem, align 4096
  %828 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %827, i32 64, i32 1, i32 3)
  %829 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), align 4096
  %830 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %829, i32 64, i32 1, i32 3)
  %831 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %828, i32 %830, <32 x i32> %826, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %831 to <32 x float>
  %832 = extractelement <32 x float> %bc, i64 0
  store float %832, ptr addrspace(3) %555, align 4
  %833 = extractelement <32 x float> %bc, i64 1
  store float %833, ptr addrspace(3) %558, align 4
  %834 = extractelement <32 x float> %bc, i64 2
  store float %834, ptr addrspace(3) %561, align 4
  %835 = extractelement <32 x float> %bc, i64 3
  store float %835, ptr addrspace(3) %564, align 4
  %836 = extractelement <32 x float> %bc, i64 4
  store float %836, ptr addrspace(3) %567, align 4
  %837 = extractelement <32 x float> %bc, i64 5
  store float %837, ptr addrspace(3) %570, align 4
  %838 = extractelement <32 x float> %bc, i64 6
  store float %838, ptr addrspace(3) %573, align 4
  %839 = extractelement <32 x float> %bc, i64 7
  store float %839, ptr addrspace(3) %576, align 4
  %840 = extractelement <32 x float> %bc, i64 8
  store float %840, ptr addrspace(3) %580, align 4
  %841 = extractelement <32 x float> %bc, i64 9
  store float %841, ptr addrspace(3) %583, align 4
  %842 = extractelement <32 x float> %bc, i64 10
  store float %842, ptr addrspace(3) %586, align 4
  %843 = extractelement <32 x float> %bc, i64 11
  store float %843, ptr addrspace(3) %589, align 4
  %844 = extractelement <32 x float> %bc, i64 12
  store float %844, ptr addrspace(3) %592, align 4
  %845 = extractelement <32 x float> %bc, i64 13
  store float %845, ptr addrspace(3) %595, align 4
  %846 = extractelement <32 x float> %bc, i64 14
  store float %846, ptr addrspace(3) %598, align 4
  %847 = extractelement <32 x float> %bc, i64 15
  store float %847, ptr addrspace(3) %601, align 4
  %848 = extractelement <32 x float> %bc, i64 16
  store float %848, ptr addrspace(3) %605, align 4
  %849 = extractelement <32 x float> %bc, i64 17
  store float %849, ptr addrspace(3) %608, align 4
  %850 = extractelement <32 x float> %bc, i64 18
  store float %850, ptr addrspace(3) %611, align 4
  %851 = extractelement <32 x float> %bc, i64 19
  store float %851, ptr addrspace(3) %614, align 4
  %852 = extractelement <32 x float> %bc, i64 20
  store float %852, ptr addrspace(3) %617, align 4
  %853 = extractelement <32 x float> %bc, i64 21
  store float %853, ptr addrspace(3) %620, align 4
  %854 = extractelement <32 x float> %bc, i64 22
  store float %854, ptr addrspace(3) %623, align 4
  %855 = extractelement <32 x float> %bc, i64 23
  store float %855, ptr addrspace(3) %626, align 4
  %856 = extractelement <32 x float> %bc, i64 24
  store float %856, ptr addrspace(3) %630, align 4
  %857 = extractelement <32 x float> %bc, i64 25
  store float %857, ptr addrspace(3) %633, align 4
  %858 = extractelement <32 x float> %bc, i64 26
  store float %858, ptr addrspace(3) %636, align 4
  %859 = extractelement <32 x float> %bc, i64 27
  store float %859, ptr addrspace(3) %639, align 4
  %860 = extractelement <32 x float> %bc, i64 28
  store float %860, ptr addrspace(3) %642, align 4
  %861 = extractelement <32 x float> %bc, i64 29
  store float %861, ptr addrspace(3) %645, align 4
  %862 = extractelement <32 x float> %bc, i64 30
  store float %862, ptr addrspace(3) %648, align 4
  %863 = extractelement <32 x float> %bc, i64 31
  store float %863, ptr addrspace(3) %651, align 4
  br label %864

864: ; preds = %762, %728
  tail call void @llvm.musa.syncthreads.lm()
  %865 = load float, ptr addrspace(3) %444, align 32
  %866 = load float, ptr addrspace(3) %447, align 4
  %867 = load float, ptr addrspace(3) %450, align 8
  %868 = load float, ptr addrspace(3) %453, align 4
  %869 = load float, ptr addrspace(3) %456, align 16
  %870 = load float, ptr addrspace(3) %459, align 4
  %871 = load float, ptr addrspace(3) %462, align 8
  %872 = load float, ptr addrspace(3) %465, align 4
  %873 = load float, ptr addrspace(3) %468, align 32
  %874 = load float, ptr addrspace(3) %471, align 4
  %875 = load float, ptr addrspace(3) %474, align 8
  %876 = load float, ptr addrspace(3) %477, align 4
  %877 = load float, ptr addrspace(3) %480, align 16
  %878 = load float, ptr addrspace(3) %483, align 4
  %879 = load float, ptr addrspace(3) %486, align 8
  %880 = load float, ptr addrspace(3) %489, align 4
  %881 = load float, ptr addrspace(3) %494, align 32
  %882 = load float, ptr addrspace(3) %497, align 4
  %883 = load float, ptr addrspace(3) %500, align 8
  %884 = load float, ptr addrspace(3) %503, align 4
  %885 = load float, ptr addrspace(3) %506, align 16
  %886 = load float, ptr addrspace(3) %509, align 4
  %887 = load float, ptr addrspace(3) %512, align 8
  %888 = load float, ptr addrspace(3) %515, align 4
  %889 = load float, ptr addrspace(3) %520, align 32
  %890 = load float, ptr addrspace(3) %523, align 4
  %891 = load float, ptr addrspace(3) %526, align 8
  %892 = load float, ptr addrspace(3) %529, align 4
  %893 = load float, ptr addrspace(3) %532, align 16
  %894 = load float, ptr addrspace(3) %535, align 4
  %895 = load float, ptr addrspace(3) %538, align 8
  %896 = load float, ptr addrspace(3) %541, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %691, label %652, label %._crit_edge

._crit_edge: ; preds = %864, %82
  %.lcssa65 = phi float [ 0.000000e+00, %82 ], [ %865, %864 ]
  %.lcssa64 = phi float [ 0.000000e+00, %82 ], [ %866, %864 ]
  %.lcssa63 = phi float [ 0.000000e+00, %82 ], [ %867, %864 ]
  %.lcssa62 = phi float [ 0.000000e+00, %82 ], [ %868, %864 ]
  %.lcssa61 = phi float [ 0.000000e+00, %82 ], [ %869, %864 ]
  %.lcssa60 = phi float [ 0.000000e+00, %82 ], [ %870, %864 ]
  %.lcssa59 = phi float [ 0.000000e+00, %82 ], [ %871, %864 ]
  %.lcssa58 = phi float [ 0.000000e+00, %82 ], [ %872, %864 ]
  %.lcssa57 = phi float [ 0.000000e+00, %82 ], [ %873, %864 ]
  %.lcssa56 = phi float [ 0.000000e+00, %82 ], [ %874, %864 ]
  %.lcssa55 = phi float [ 0.000000e+00, %82 ], [ %875, %864 ]
  %.lcssa54 = phi float [ 0.000000e+00, %82 ], [ %876, %864 ]
  %.lcssa53 = phi float [ 0.000000e+00, %82 ], [ %877, %864 ]
  %.lcssa52 = phi float [ 0.000000e+00, %82 ], [ %878, %864 ]
  %.lcssa51 = phi float [ 0.000000e+00, %82 ], [ %879, %864 ]
  %.lcssa50 = phi float [ 0.000000e+00, %82 ], [ %880, %864 ]
  %.lcssa49 = phi float [ 0.000000e+00, %82 ], [ %881, %864 ]
  %.lcssa48 = phi float [ 0.000000e+00, %82 ], [ %882, %864 ]
  %.lcssa47 = phi float [ 0.000000e+00, %82 ], [ %883, %864 ]
  %.lcssa46 = phi float [ 0.000000e+00, %82 ], [ %884, %864 ]
  %.lcssa45 = phi float [ 0.000000e+00, %82 ], [ %885, %864 ]
  %.lcssa44 = phi float [ 0.000000e+00, %82 ], [ %886, %864 ]
  %.lcssa43 = phi float [ 0.000000e+00, %82 ], [ %887, %864 ]
  %.lcssa42 = phi float [ 0.000000e+00, %82 ], [ %888, %864 ]
  %.lcssa41 = phi float [ 0.000000e+00, %82 ], [ %889, %864 ]
  %.lcssa40 = phi float [ 0.000000e+00, %82 ], [ %890, %864 ]
  %.lcssa39 = phi float [ 0.000000e+00, %82 ], [ %891, %864 ]
  %.lcssa38 = phi float [ 0.000000e+00, %82 ], [ %892, %864 ]
  %.lcssa37 = phi float [ 0.000000e+00, %82 ], [ %893, %864 ]
  %.lcssa36 = phi float [ 0.000000e+00, %82 ], [ %894, %864 ]
  %.lcssa35 = phi float [ 0.000000e+00, %82 ], [ %895, %864 ]
  %.lcssa = phi float [ 0.000000e+00, %82 ], [ %896, %864 ]
  %897 = add i32 %17, %54
  %898 = mul i32 %897, %10
  %899 = sext i32 %898 to i64
  %900 = getelementptr float, ptr addrspace(1) %2, i64 %899
  %901 = icmp slt i32 %897, %3
  %902 = and i1 %901, %58
  br i1 %902, label %903, label %910

903: ; preds = %._crit_edge
  %904 = sext i32 %56 to i64
  %905 = getelementptr float, ptr addrspace(1) %900, i64 %904
  %906 = insertelement <4 x float> poison, float %.lcssa65, i64 0
  %907 = insertelement <4 x float> %906, float %.lcssa64, i64 1
  %908 = insertelement <4 x float> %907, float %.lcssa63, i64 2
  %909 = insertelement <4 x float> %908, float %.lcssa62, i64 3
  store <4 x float> %909, ptr addrspace(1) %905, align 16
  br label %910

910: ; preds = %903, %._crit_edge
  %911 = trunc i64 %286 to i32
  %912 = or i32 %18, %911
  %913 = icmp slt i32 %912, %4
  %914 = and i1 %901, %913
  br i1 %914, label %915, label %922

915: ; preds = %910
  %916 = sext i32 %912 to i64
  %917 = getelementptr float, ptr addrspace(1) %900, i64 %916
  %918 = insertelement <4 x float> poison, float %.lcssa61, i64 0
  %919 = insertelement <4 x float> %918, float %.lcssa60, i64 1
  %920 = insertelement <4 x float> %919, float %.lcssa59, i64 2
  %921 = insertelement <4 x float> %920, float %.lcssa58, i64 3
  store <4 x float> %921, ptr addrspace(1) %917, align 16
  br label %922

922: ; preds = %915, %910
  %923 = add i32 %17, %71
  %924 = mul i32 %923, %10
  %925 = sext i32 %924 to i64
  %926 = getelementptr float, ptr addrspace(1) %2, i64 %925
  %927 = icmp slt i32 %923, %3
  %928 = and i1 %58, %927
  br i1 %928, label %929, label %936

929: ; preds = %922
  %930 = sext i32 %56 to i64
  %931 = getelementptr float, ptr addrspace(1) %926, i64 %930
  %932 = insertelement <4 x float> poison, float %.lcssa57, i64 0
  %933 = insertelement <4 x float> %932, float %.lcssa56, i64 1
  %934 = insertelement <4 x float> %933, float %.lcssa55, i64 2
  %935 = insertelement <4 x float> %934, float %.lcssa54, i64 3
  store <4 x float> %935, ptr addrspace(1) %931, align 16
  br label %936

936: ; preds = %929, %922
  %937 = and i1 %927, %913
  br i1 %937, label %938, label %945

938: ; preds = %936
  %939 = sext i32 %912 to i64
  %940 = getelementptr float, ptr addrspace(1) %926, i64 %939
  %941 = insertelement <4 x float> poison, float %.lcssa53, i64 0
  %942 = insertelement <4 x float> %941, float %.lcssa52, i64 1
  %943 = insertelement <4 x float> %942, float %.lcssa51, i64 2
  %944 = insertelement <4 x float> %943, float %.lcssa50, i64 3
  store <4 x float> %944, ptr addrspace(1) %940, align 16
  br label %945

945: ; preds = %938, %936
  %946 = trunc i64 %490 to i32
  %947 = add i32 %17, %946
  %948 = mul i32 %947, %10
  %949 = sext i32 %948 to i64
  %950 = getelementptr float, ptr addrspace(1) %2, i64 %949
  %951 = icmp slt i32 %947, %3
  %952 = and i1 %58, %951
  br i1 %952, label %953, label %960

953: ; preds = %945
  %954 = sext i32 %56 to i64
  %955 = getelementptr float, ptr addrspace(1) %950, i64 %954
  %956 = insertelement <4 x float> poison, float %.lcssa49, i64 0
  %957 = insertelement <4 x float> %956, float %.lcssa48, i64 1
  %958 = insertelement <4 x float> %957, float %.lcssa47, i64 2
  %959 = insertelement <4 x float> %958, float %.lcssa46, i64 3
  store <4 x float> %959, ptr addrspace(1) %955, align 16
  br label %960

960: ; preds = %953, %945
  %961 = and i1 %951, %913
  br i1 %961, label %962, label %969

962: ; preds = %960
  %963 = sext i32 %912 to i64
  %964 = getelementptr float, ptr addrspace(1) %950, i64 %963
  %965 = insertelement <4 x float> poison, float %.lcssa45, i64 0
  %966 = insertelement <4 x float> %965, float %.lcssa44, i64 1
  %967 = insertelement <4 x float> %966, float %.lcssa43, i64 2
  %968 = insertelement <4 x float> %967, float %.lcssa42, i64 3
  store <4 x float> %968, ptr addrspace(1) %964, align 16
  br label %969

969: ; preds = %962, %960
  %970 = trunc i64 %516 to i32
  %971 = add i32 %17, %970
  %972 = mul i32 %971, %10
  %973 = sext i32 %972 to i64
  %974 = getelementptr float, ptr addrspace(1) %2, i64 %973
  %975 = icmp slt i32 %971, %3
  %976 = and i1 %58, %975
  br i1 %976, label %977, label %984

977: ; preds = %969
  %978 = sext i32 %56 to i64
  %979 = getelementptr float, ptr addrspace(1) %974, i64 %978
  %980 = insertelement <4 x float> poison, float %.lcssa41, i64 0
  %981 = insertelement <4 x float> %980, float %.lcssa40, i64 1
  %982 = insertelement <4 x float> %981, float %.lcssa39, i64 2
  %983 = insertelement <4 x float> %982, float %.lcssa38, i64 3
  store <4 x float> %983, ptr addrspace(1) %979, align 16
  br label %984

984: ; preds = %977, %969
  %985 = and i1 %975, %913
  br i1 %985, label %986, label %993

986: ; preds = %984
  %987 = sext i32 %912 to i64
  %988 = getelementptr float, ptr addrspace(1) %974, i64 %987
  %989 = insertelement <4 x float> poison, float %.lcssa37, i64 0
  %990 = insertelement <4 x float> %989, float %.lcssa36, i64 1
  %991 = insertelement <4 x float> %990, float %.lcssa35, i64 2
  %992 = insertelement <4 x float> %991, float %.lcssa, i64 3
  store <4 x float> %992, ptr addrspace(1) %988, align 16
  br label %993

993: ; preds = %986, %984
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
