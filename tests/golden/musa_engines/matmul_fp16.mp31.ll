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
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %443
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %446
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %449
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %452
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %455
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %468
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %480
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %495
  %542 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %504
  %543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %516
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %525
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %83
  %545 = and i64 %14, 7
  %546 = sext i32 %57 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %546
  %547 = and i64 %20, 960
  %548 = or i64 %547, %545
  %549 = trunc i64 %548 to i32
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %549
  %551 = or i64 %545, 8
  %552 = or i64 %551, %547
  %553 = trunc i64 %552 to i32
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %553
  %555 = or i64 %545, 16
  %556 = or i64 %555, %547
  %557 = trunc i64 %556 to i32
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %557
  %559 = or i64 %545, 24
  %560 = or i64 %559, %547
  %561 = trunc i64 %560 to i32
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %561
  %563 = or i64 %545, 32
  %564 = or i64 %563, %547
  %565 = trunc i64 %564 to i32
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %565
  %567 = or i64 %545, 40
  %568 = or i64 %567, %547
  %569 = trunc i64 %568 to i32
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %569
  %571 = or i64 %545, 48
  %572 = or i64 %571, %547
  %573 = trunc i64 %572 to i32
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %573
  %575 = or i64 %545, 56
  %576 = or i64 %575, %547
  %577 = trunc i64 %576 to i32
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %577
  %579 = or i64 %547, 1024
  %580 = or i64 %579, %545
  %581 = trunc i64 %580 to i32
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %581
  %583 = or i64 %579, %551
  %584 = trunc i64 %583 to i32
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %584
  %586 = or i64 %579, %555
  %587 = trunc i64 %586 to i32
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %587
  %589 = or i64 %579, %559
  %590 = trunc i64 %589 to i32
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %590
  %592 = or i64 %579, %563
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %593
  %595 = or i64 %579, %567
  %596 = trunc i64 %595 to i32
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %596
  %598 = or i64 %579, %571
  %599 = trunc i64 %598 to i32
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %599
  %601 = or i64 %579, %575
  %602 = trunc i64 %601 to i32
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %602
  %604 = or i64 %547, 2048
  %605 = or i64 %604, %545
  %606 = trunc i64 %605 to i32
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %606
  %608 = or i64 %604, %551
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %609
  %611 = or i64 %604, %555
  %612 = trunc i64 %611 to i32
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %612
  %614 = or i64 %604, %559
  %615 = trunc i64 %614 to i32
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %615
  %617 = or i64 %604, %563
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %618
  %620 = or i64 %604, %567
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %621
  %623 = or i64 %604, %571
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %624
  %626 = or i64 %604, %575
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %627
  %629 = or i64 %547, 3072
  %630 = or i64 %629, %545
  %631 = trunc i64 %630 to i32
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %631
  %633 = or i64 %629, %551
  %634 = trunc i64 %633 to i32
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %634
  %636 = or i64 %629, %555
  %637 = trunc i64 %636 to i32
  %638 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %637
  %639 = or i64 %629, %559
  %640 = trunc i64 %639 to i32
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %640
  %642 = or i64 %629, %563
  %643 = trunc i64 %642 to i32
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %643
  %645 = or i64 %629, %567
  %646 = trunc i64 %645 to i32
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %646
  %648 = or i64 %629, %571
  %649 = trunc i64 %648 to i32
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %649
  %651 = or i64 %629, %575
  %652 = trunc i64 %651 to i32
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %652
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %549
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %553
  %656 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %557
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %561
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %565
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %569
  %660 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %573
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %577
  %662 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %581
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %584
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %587
  %665 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %590
  %666 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %593
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %596
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %599
  %669 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %602
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %606
  %671 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %609
  %672 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %612
  %673 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %615
  %674 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %618
  %675 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %621
  %676 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %624
  %677 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %627
  %678 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %631
  %679 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %634
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %637
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %640
  %682 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %643
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %646
  %684 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %649
  %685 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %652
  br label %686

686: ; preds = %.lr.ph, %898
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %898 ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %898 ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %898 ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %898 ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %898 ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %898 ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %898 ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %914, %898 ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %921, %898 ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %920, %898 ]
  %697 = phi float [ 0.000000e+00, %.lr.ph ], [ %919, %898 ]
  %698 = phi float [ 0.000000e+00, %.lr.ph ], [ %918, %898 ]
  %699 = phi float [ 0.000000e+00, %.lr.ph ], [ %925, %898 ]
  %700 = phi float [ 0.000000e+00, %.lr.ph ], [ %924, %898 ]
  %701 = phi float [ 0.000000e+00, %.lr.ph ], [ %923, %898 ]
  %702 = phi float [ 0.000000e+00, %.lr.ph ], [ %922, %898 ]
  %703 = phi float [ 0.000000e+00, %.lr.ph ], [ %929, %898 ]
  %704 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %898 ]
  %705 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %898 ]
  %706 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %898 ]
  %707 = phi float [ 0.000000e+00, %.lr.ph ], [ %933, %898 ]
  %708 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %898 ]
  %709 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %898 ]
  %710 = phi float [ 0.000000e+00, %.lr.ph ], [ %930, %898 ]
  %711 = phi float [ 0.000000e+00, %.lr.ph ], [ %937, %898 ]
  %712 = phi float [ 0.000000e+00, %.lr.ph ], [ %936, %898 ]
  %713 = phi float [ 0.000000e+00, %.lr.ph ], [ %935, %898 ]
  %714 = phi float [ 0.000000e+00, %.lr.ph ], [ %934, %898 ]
  %715 = phi float [ 0.000000e+00, %.lr.ph ], [ %902, %898 ]
  %716 = phi float [ 0.000000e+00, %.lr.ph ], [ %901, %898 ]
  %717 = phi float [ 0.000000e+00, %.lr.ph ], [ %900, %898 ]
  %718 = phi float [ 0.000000e+00, %.lr.ph ], [ %899, %898 ]
  %719 = phi i32 [ 0, %.lr.ph ], [ %724, %898 ]
  %720 = phi <8 x half> [ %37, %.lr.ph ], [ %735, %898 ]
  %721 = phi <8 x half> [ %52, %.lr.ph ], [ %743, %898 ]
  %722 = phi <8 x half> [ %70, %.lr.ph ], [ %753, %898 ]
  %723 = phi <8 x half> [ %84, %.lr.ph ], [ %763, %898 ]
  %724 = add i32 %719, 32
  %725 = icmp slt i32 %724, %5
  %726 = or i32 %724, %28
  %727 = icmp slt i32 %726, %5
  %728 = and i1 %29, %727
  %729 = and i1 %725, %728
  br i1 %729, label %730, label %734

730: ; preds = %686
  %731 = sext i32 %726 to i64
  %732 = getelementptr half, ptr addrspace(1) %27, i64 %731
  %733 = load <8 x half>, ptr addrspace(1) %732, align 16
  br label %734

734: ; preds = %730, %686
  %735 = phi <8 x half> [ %733, %730 ], [ zeroinitializer, %686 ]
  %736 = and i1 %45, %727
  %737 = and i1 %725, %736
  br i1 %737, label %738, label %742

738: ; preds = %734
  %739 = sext i32 %726 to i64
  %740 = getelementptr half, ptr addrspace(1) %44, i64 %739
  %741 = load <8 x half>, ptr addrspace(1) %740, align 16
  br label %742

742: ; preds = %738, %734
  %743 = phi <8 x half> [ %741, %738 ], [ zeroinitializer, %734 ]
  %744 = add i32 %724, %55
  %745 = icmp slt i32 %744, %5
  %746 = and i1 %59, %745
  %747 = and i1 %725, %746
  br i1 %747, label %748, label %752

748: ; preds = %742
  %749 = mul i32 %744, %8
  %750 = sext i32 %749 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %750
  %751 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %752

752: ; preds = %748, %742
  %753 = phi <8 x half> [ %751, %748 ], [ zeroinitializer, %742 ]
  %754 = add i32 %724, %72
  %755 = icmp slt i32 %754, %5
  %756 = and i1 %59, %755
  %757 = and i1 %725, %756
  br i1 %757, label %758, label %762

758: ; preds = %752
  %759 = mul i32 %754, %8
  %760 = sext i32 %759 to i64
  %gep98 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %760
  %761 = load <8 x half>, ptr addrspace(1) %gep98, align 16
  br label %762

762: ; preds = %758, %752
  %763 = phi <8 x half> [ %761, %758 ], [ zeroinitializer, %752 ]
  %764 = extractelement <8 x half> %720, i64 0
  store half %764, ptr addrspace(3) %92, align 16
  %765 = extractelement <8 x half> %720, i64 1
  store half %765, ptr addrspace(3) %100, align 2
  %766 = extractelement <8 x half> %720, i64 2
  store half %766, ptr addrspace(3) %108, align 4
  %767 = extractelement <8 x half> %720, i64 3
  store half %767, ptr addrspace(3) %116, align 2
  %768 = extractelement <8 x half> %720, i64 4
  store half %768, ptr addrspace(3) %124, align 8
  %769 = extractelement <8 x half> %720, i64 5
  store half %769, ptr addrspace(3) %132, align 2
  %770 = extractelement <8 x half> %720, i64 6
  store half %770, ptr addrspace(3) %140, align 4
  %771 = extractelement <8 x half> %720, i64 7
  store half %771, ptr addrspace(3) %148, align 2
  %772 = extractelement <8 x half> %721, i64 0
  store half %772, ptr addrspace(3) %158, align 16
  %773 = extractelement <8 x half> %721, i64 1
  store half %773, ptr addrspace(3) %168, align 2
  %774 = extractelement <8 x half> %721, i64 2
  store half %774, ptr addrspace(3) %178, align 4
  %775 = extractelement <8 x half> %721, i64 3
  store half %775, ptr addrspace(3) %188, align 2
  %776 = extractelement <8 x half> %721, i64 4
  store half %776, ptr addrspace(3) %198, align 8
  %777 = extractelement <8 x half> %721, i64 5
  store half %777, ptr addrspace(3) %208, align 2
  %778 = extractelement <8 x half> %721, i64 6
  store half %778, ptr addrspace(3) %218, align 4
  %779 = extractelement <8 x half> %721, i64 7
  store half %779, ptr addrspace(3) %228, align 2
  %780 = extractelement <8 x half> %722, i64 0
  store half %780, ptr addrspace(3) %244, align 2
  %781 = extractelement <8 x half> %722, i64 1
  store half %781, ptr addrspace(3) %258, align 2
  %782 = extractelement <8 x half> %722, i64 2
  store half %782, ptr addrspace(3) %272, align 2
  %783 = extractelement <8 x half> %722, i64 3
  store half %783, ptr addrspace(3) %286, align 2
  %784 = extractelement <8 x half> %722, i64 4
  store half %784, ptr addrspace(3) %300, align 2
  %785 = extractelement <8 x half> %722, i64 5
  store half %785, ptr addrspace(3) %314, align 2
  %786 = extractelement <8 x half> %722, i64 6
  store half %786, ptr addrspace(3) %328, align 2
  %787 = extractelement <8 x half> %722, i64 7
  store half %787, ptr addrspace(3) %342, align 2
  %788 = extractelement <8 x half> %723, i64 0
  store half %788, ptr addrspace(3) %357, align 2
  %789 = extractelement <8 x half> %723, i64 1
  store half %789, ptr addrspace(3) %369, align 2
  %790 = extractelement <8 x half> %723, i64 2
  store half %790, ptr addrspace(3) %381, align 2
  %791 = extractelement <8 x half> %723, i64 3
  store half %791, ptr addrspace(3) %393, align 2
  %792 = extractelement <8 x half> %723, i64 4
  store half %792, ptr addrspace(3) %405, align 2
  %793 = extractelement <8 x half> %723, i64 5
  store half %793, ptr addrspace(3) %417, align 2
  %794 = extractelement <8 x half> %723, i64 6
  store half %794, ptr addrspace(3) %429, align 2
  %795 = extractelement <8 x half> %723, i64 7
  store half %795, ptr addrspace(3) %441, align 2
  store float %718, ptr addrspace(3) %444, align 32
  store float %717, ptr addrspace(3) %447, align 4
  store float %716, ptr addrspace(3) %450, align 8
  store float %715, ptr addrspace(3) %453, align 4
  store float %714, ptr addrspace(3) %456, align 16
  store float %713, ptr addrspace(3) %459, align 4
  store float %712, ptr addrspace(3) %462, align 8
  store float %711, ptr addrspace(3) %465, align 4
  store float %710, ptr addrspace(3) %469, align 32
  store float %709, ptr addrspace(3) %472, align 4
  store float %708, ptr addrspace(3) %475, align 8
  store float %707, ptr addrspace(3) %478, align 4
  store float %706, ptr addrspace(3) %481, align 16
  store float %705, ptr addrspace(3) %484, align 4
  store float %704, ptr addrspace(3) %487, align 8
  store float %703, ptr addrspace(3) %490, align 4
  store float %702, ptr addrspace(3) %496, align 32
  store float %701, ptr addrspace(3) %498, align 4
  store float %700, ptr addrspace(3) %500, align 8
  store float %699, ptr addrspace(3) %502, align 4
  store float %698, ptr addrspace(3) %505, align 16
  store float %697, ptr addrspace(3) %507, align 4
  store float %696, ptr addrspace(3) %509, align 8
  store float %695, ptr addrspace(3) %511, align 4
  store float %694, ptr addrspace(3) %517, align 32
  store float %693, ptr addrspace(3) %519, align 4
  store float %692, ptr addrspace(3) %521, align 8
  store float %691, ptr addrspace(3) %523, align 4
  store float %690, ptr addrspace(3) %526, align 16
  store float %689, ptr addrspace(3) %528, align 4
  store float %688, ptr addrspace(3) %530, align 8
  store float %687, ptr addrspace(3) %532, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %533, label %796, label %898

796: ; preds = %762
  %797 = load i32, ptr addrspace(3) %550, align 4
  %798 = load i32, ptr addrspace(3) %554, align 4
  %799 = load i32, ptr addrspace(3) %558, align 4
  %800 = load i32, ptr addrspace(3) %562, align 4
  %801 = load i32, ptr addrspace(3) %566, align 4
  %802 = load i32, ptr addrspace(3) %570, align 4
  %803 = load i32, ptr addrspace(3) %574, align 4
  %804 = load i32, ptr addrspace(3) %578, align 4
  %805 = load i32, ptr addrspace(3) %582, align 4
  %806 = load i32, ptr addrspace(3) %585, align 4
  %807 = load i32, ptr addrspace(3) %588, align 4
  %808 = load i32, ptr addrspace(3) %591, align 4
  %809 = load i32, ptr addrspace(3) %594, align 4
  %810 = load i32, ptr addrspace(3) %597, align 4
  %811 = load i32, ptr addrspace(3) %600, align 4
  %812 = load i32, ptr addrspace(3) %603, align 4
  %813 = load i32, ptr addrspace(3) %607, align 4
  %814 = load i32, ptr addrspace(3) %610, align 4
  %815 = load i32, ptr addrspace(3) %613, align 4
  %816 = load i32, ptr addrspace(3) %616, align 4
  %817 = load i32, ptr addrspace(3) %619, align 4
  %818 = load i32, ptr addrspace(3) %622, align 4
  %819 = load i32, ptr addrspace(3) %625, align 4
  %820 = load i32, ptr addrspace(3) %628, align 4
  %821 = load i32, ptr addrspace(3) %632, align 4
  %822 = load i32, ptr addrspace(3) %635, align 4
  %823 = load i32, ptr addrspace(3) %638, align 4
  %824 = load i32, ptr addrspace(3) %641, align 4
  %825 = load i32, ptr addrspace(3) %644, align 4
  %826 = load i32, ptr addrspace(3) %647, align 4
  %827 = load i32, ptr addrspace(3) %650, align 4
  %828 = load i32, ptr addrspace(3) %653, align 4
  %829 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %797, i64 0
  %830 = insertelement <32 x i32> %829, i32 %798, i64 1
  %831 = insertelement <32 x i32> %830, i32 %799, i64 2
  %832 = insertelement <32 x i32> %831, i32 %800, i64 3
  %833 = insertelement <32 x i32> %832, i32 %801, i64 4
  %834 = insertelement <32 x i32> %833, i32 %802, i64 5
  %835 = insertelement <32 x i32> %834, i32 %803, i64 6
  %836 = insertelement <32 x i32> %835, i32 %804, i64 7
  %837 = insertelement <32 x i32> %836, i32 %805, i64 8
  %838 = insertelement <32 x i32> %837, i32 %806, i64 9
  %839 = insertelement <32 x i32> %838, i32 %807, i64 10
  %840 = insertelement <32 x i32> %839, i32 %808, i64 11
  %841 = insertelement <32 x i32> %840, i32 %809, i64 12
  %842 = insertelement <32 x i32> %841, i32 %810, i64 13
  %843 = insertelement <32 x i32> %842, i32 %811, i64 14
  %844 = insertelement <32 x i32> %843, i32 %812, i64 15
  %845 = insertelement <32 x i32> %844, i32 %813, i64 16
  %846 = insertelement <32 x i32> %845, i32 %814, i64 17
  %847 = insertelement <32 x i32> %846, i32 %815, i64 18
  %848 = insertelement <32 x i32> %847, i32 %816, i64 19
  %849 = insertelement <32 x i32> %848, i32 %817, i64 20
  %850 = insertelement <32 x i32> %849, i32 %818, i64 21
  %851 = insertelement <32 x i32> %850, i32 %819, i64 22
  %852 = insertelement <32 x i32> %851, i32 %820, i64 23
  %853 = insertelement <32 x i32> %852, i32 %821, i64 24
  %854 = insertelement <32 x i32> %853, i32 %822, i64 25
  %855 = insertelement <32 x i32> %854, i32 %823, i64 26
  %856 = insertelement <32 x i32> %855, i32 %824, i64 27
  %857 = insertelement <32 x i32> %856, i32 %825, i64 28
  %858 = insertelement <32 x i32> %857, i32 %826, i64 29
  %859 = insertelement <32 x i32> %858, i32 %827, i64 30
  %860 = insertelement <32 x i32> %859, i32 %828, i64 31
  %861 = load i16, ptr addrspace(3) @global_smem, align 4096
  %862 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %861, i32 64, i32 1, i32 3)
  %863 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), align 4096
  %864 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %863, i32 64, i32 1, i32 3)
  %865 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %862, i32 %864, <32 x i32> %860, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %865 to <32 x float>
  %866 = extractelement <32 x float> %bc, i64 0
  store float %866, ptr addrspace(3) %654, align 4
  %867 = extractelement <32 x float> %bc, i64 1
  store float %867, ptr addrspace(3) %655, align 4
  %868 = extractelement <32 x float> %bc, i64 2
  store float %868, ptr addrspace(3) %656, align 4
  %869 = extractelement <32 x float> %bc, i64 3
  store float %869, ptr addrspace(3) %657, align 4
  %870 = extractelement <32 x float> %bc, i64 4
  store float %870, ptr addrspace(3) %658, align 4
  %871 = extractelement <32 x float> %bc, i64 5
  store float %871, ptr addrspace(3) %659, align 4
  %872 = extractelement <32 x float> %bc, i64 6
  store float %872, ptr addrspace(3) %660, align 4
  %873 = extractelement <32 x float> %bc, i64 7
  store float %873, ptr addrspace(3) %661, align 4
  %874 = extractelement <32 x float> %bc, i64 8
  store float %874, ptr addrspace(3) %662, align 4
  %875 = extractelement <32 x float> %bc, i64 9
  store float %875, ptr addrspace(3) %663, align 4
  %876 = extractelement <32 x float> %bc, i64 10
  store float %876, ptr addrspace(3) %664, align 4
  %877 = extractelement <32 x float> %bc, i64 11
  store float %877, ptr addrspace(3) %665, align 4
  %878 = extractelement <32 x float> %bc, i64 12
  store float %878, ptr addrspace(3) %666, align 4
  %879 = extractelement <32 x float> %bc, i64 13
  store float %879, ptr addrspace(3) %667, align 4
  %880 = extractelement <32 x float> %bc, i64 14
  store float %880, ptr addrspace(3) %668, align 4
  %881 = extractelement <32 x float> %bc, i64 15
  store float %881, ptr addrspace(3) %669, align 4
  %882 = extractelement <32 x float> %bc, i64 16
  store float %882, ptr addrspace(3) %670, align 4
  %883 = extractelement <32 x float> %bc, i64 17
  store float %883, ptr addrspace(3) %671, align 4
  %884 = extractelement <32 x float> %bc, i64 18
  store float %884, ptr addrspace(3) %672, align 4
  %885 = extractelement <32 x float> %bc, i64 19
  store float %885, ptr addrspace(3) %673, align 4
  %886 = extractelement <32 x float> %bc, i64 20
  store float %886, ptr addrspace(3) %674, align 4
  %887 = extractelement <32 x float> %bc, i64 21
  store float %887, ptr addrspace(3) %675, align 4
  %888 = extractelement <32 x float> %bc, i64 22
  store float %888, ptr addrspace(3) %676, align 4
  %889 = extractelement <32 x float> %bc, i64 23
  store float %889, ptr addrspace(3) %677, align 4
  %890 = extractelement <32 x float> %bc, i64 24
  store float %890, ptr addrspace(3) %678, align 4
  %891 = extractelement <32 x float> %bc, i64 25
  store float %891, ptr addrspace(3) %679, align 4
  %892 = extractelement <32 x float> %bc, i64 26
  store float %892, ptr addrspace(3) %680, align 4
  %893 = extractelement <32 x float> %bc, i64 27
  store float %893, ptr addrspace(3) %681, align 4
  %894 = extractelement <32 x float> %bc, i64 28
  store float %894, ptr addrspace(3) %682, align 4
  %895 = extractelement <32 x float> %bc, i64 29
  store float %895, ptr addrspace(3) %683, align 4
  %896 = extractelement <32 x float> %bc, i64 30
  store float %896, ptr addrspace(3) %684, align 4
  %897 = extractelement <32 x float> %bc, i64 31
  store float %897, ptr addrspace(3) %685, align 4
  br label %898

898: ; preds = %796, %762
  tail call void @llvm.musa.syncthreads.lm()
  %899 = load float, ptr addrspace(3) %534, align 32
  %900 = load float, ptr addrspace(3) %535, align 4
  %901 = load float, ptr addrspace(3) %536, align 8
  %902 = load float, ptr addrspace(3) %537, align 4
  %903 = load <4 x float>, ptr addrspace(3) %538, align 16
  %904 = load <4 x float>, ptr addrspace(3) %539, align 32
  %905 = load <4 x float>, ptr addrspace(3) %540, align 16
  %906 = load <4 x float>, ptr addrspace(3) %541, align 32
  %907 = load <4 x float>, ptr addrspace(3) %542, align 16
  %908 = load <4 x float>, ptr addrspace(3) %543, align 32
  %909 = load <4 x float>, ptr addrspace(3) %544, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %910 = extractelement <4 x float> %909, i64 0
  %911 = extractelement <4 x float> %909, i64 1
  %912 = extractelement <4 x float> %909, i64 2
  %913 = extractelement <4 x float> %909, i64 3
  %914 = extractelement <4 x float> %908, i64 0
  %915 = extractelement <4 x float> %908, i64 1
  %916 = extractelement <4 x float> %908, i64 2
  %917 = extractelement <4 x float> %908, i64 3
  %918 = extractelement <4 x float> %907, i64 0
  %919 = extractelement <4 x float> %907, i64 1
  %920 = extractelement <4 x float> %907, i64 2
  %921 = extractelement <4 x float> %907, i64 3
  %922 = extractelement <4 x float> %906, i64 0
  %923 = extractelement <4 x float> %906, i64 1
  %924 = extractelement <4 x float> %906, i64 2
  %925 = extractelement <4 x float> %906, i64 3
  %926 = extractelement <4 x float> %905, i64 0
  %927 = extractelement <4 x float> %905, i64 1
  %928 = extractelement <4 x float> %905, i64 2
  %929 = extractelement <4 x float> %905, i64 3
  %930 = extractelement <4 x float> %904, i64 0
  %931 = extractelement <4 x float> %904, i64 1
  %932 = extractelement <4 x float> %904, i64 2
  %933 = extractelement <4 x float> %904, i64 3
  %934 = extractelement <4 x float> %903, i64 0
  %935 = extractelement <4 x float> %903, i64 1
  %936 = extractelement <4 x float> %903, i64 2
  %937 = extractelement <4 x float> %903, i64 3
  br i1 %725, label %686, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %898
  %938 = insertelement <4 x float> poison, float %899, i64 0
  %939 = insertelement <4 x float> %938, float %900, i64 1
  %940 = insertelement <4 x float> %939, float %901, i64 2
  %941 = insertelement <4 x float> %940, float %902, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %83
  %942 = phi <4 x float> [ zeroinitializer, %83 ], [ %909, %._crit_edge.loopexit ]
  %943 = phi <4 x float> [ zeroinitializer, %83 ], [ %908, %._crit_edge.loopexit ]
  %944 = phi <4 x float> [ zeroinitializer, %83 ], [ %907, %._crit_edge.loopexit ]
  %945 = phi <4 x float> [ zeroinitializer, %83 ], [ %906, %._crit_edge.loopexit ]
  %946 = phi <4 x float> [ zeroinitializer, %83 ], [ %905, %._crit_edge.loopexit ]
  %947 = phi <4 x float> [ zeroinitializer, %83 ], [ %904, %._crit_edge.loopexit ]
  %948 = phi <4 x float> [ zeroinitializer, %83 ], [ %903, %._crit_edge.loopexit ]
  %949 = phi <4 x float> [ zeroinitializer, %83 ], [ %941, %._crit_edge.loopexit ]
  %950 = add i32 %17, %55
  %951 = mul i32 %950, %10
  %952 = sext i32 %951 to i64
  %953 = getelementptr float, ptr addrspace(1) %2, i64 %952
  %954 = icmp slt i32 %950, %3
  %955 = and i1 %954, %59
  br i1 %955, label %956, label %959

956: ; preds = %._crit_edge
  %957 = sext i32 %57 to i64
  %958 = getelementptr float, ptr addrspace(1) %953, i64 %957
  store <4 x float> %949, ptr addrspace(1) %958, align 16
  br label %959

959: ; preds = %956, %._crit_edge
  %960 = trunc i64 %287 to i32
  %961 = or i32 %18, %960
  %962 = icmp slt i32 %961, %4
  %963 = and i1 %954, %962
  br i1 %963, label %964, label %967

964: ; preds = %959
  %965 = sext i32 %961 to i64
  %966 = getelementptr float, ptr addrspace(1) %953, i64 %965
  store <4 x float> %948, ptr addrspace(1) %966, align 16
  br label %967

967: ; preds = %964, %959
  %968 = add i32 %17, %72
  %969 = mul i32 %968, %10
  %970 = sext i32 %969 to i64
  %971 = getelementptr float, ptr addrspace(1) %2, i64 %970
  %972 = icmp slt i32 %968, %3
  %973 = and i1 %59, %972
  br i1 %973, label %974, label %977

974: ; preds = %967
  %975 = sext i32 %57 to i64
  %976 = getelementptr float, ptr addrspace(1) %971, i64 %975
  store <4 x float> %947, ptr addrspace(1) %976, align 16
  br label %977

977: ; preds = %974, %967
  %978 = and i1 %972, %962
  br i1 %978, label %979, label %982

979: ; preds = %977
  %980 = sext i32 %961 to i64
  %981 = getelementptr float, ptr addrspace(1) %971, i64 %980
  store <4 x float> %946, ptr addrspace(1) %981, align 16
  br label %982

982: ; preds = %979, %977
  %983 = trunc i64 %492 to i32
  %984 = add i32 %17, %983
  %985 = mul i32 %984, %10
  %986 = sext i32 %985 to i64
  %987 = getelementptr float, ptr addrspace(1) %2, i64 %986
  %988 = icmp slt i32 %984, %3
  %989 = and i1 %59, %988
  br i1 %989, label %990, label %993

990: ; preds = %982
  %991 = sext i32 %57 to i64
  %992 = getelementptr float, ptr addrspace(1) %987, i64 %991
  store <4 x float> %945, ptr addrspace(1) %992, align 16
  br label %993

993: ; preds = %990, %982
  %994 = and i1 %988, %962
  br i1 %994, label %995, label %998

995: ; preds = %993
  %996 = sext i32 %961 to i64
  %997 = getelementptr float, ptr addrspace(1) %987, i64 %996
  store <4 x float> %944, ptr addrspace(1) %997, align 16
  br label %998

998: ; preds = %995, %993
  %999 = trunc i64 %513 to i32
  %1000 = add i32 %17, %999
  %1001 = mul i32 %1000, %10
  %1002 = sext i32 %1001 to i64
  %1003 = getelementptr float, ptr addrspace(1) %2, i64 %1002
  %1004 = icmp slt i32 %1000, %3
  %1005 = and i1 %59, %1004
  br i1 %1005, label %1006, label %1009

1006: ; preds = %998
  %1007 = sext i32 %57 to i64
  %1008 = getelementptr float, ptr addrspace(1) %1003, i64 %1007
  store <4 x float> %943, ptr addrspace(1) %1008, align 16
  br label %1009

1009: ; preds = %1006, %998
  %1010 = and i1 %1004, %962
  br i1 %1010, label %1011, label %1014

1011: ; preds = %1009
  %1012 = sext i32 %961 to i64
  %1013 = getelementptr float, ptr addrspace(1) %1003, i64 %1012
  store <4 x float> %942, ptr addrspace(1) %1013, align 16
  br label %1014

1014: ; preds = %1011, %1009
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
