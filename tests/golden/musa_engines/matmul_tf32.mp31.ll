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

declare i32 @llvm.musa.sqmma.desc.fp32(float, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #0

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
  %20 = shl nsw i64 %14, 2
  %21 = and i64 %20, 28
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr float, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x float> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nuw nsw i64 %22, 16
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr float, ptr addrspace(1) %43, i64 %21
  %49 = load <4 x float>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <4 x float> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = add nuw nsw i64 %22, 32
  %53 = trunc i64 %52 to i32
  %54 = add i32 %17, %53
  %55 = mul i32 %54, %6
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr addrspace(1) %0, i64 %56
  %58 = icmp slt i32 %54, %3
  %59 = and i1 %30, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %64

61: ; preds = %50
  %62 = getelementptr float, ptr addrspace(1) %57, i64 %21
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16
  br label %64

64: ; preds = %61, %50
  %65 = phi <4 x float> [ %63, %61 ], [ zeroinitializer, %50 ]
  %66 = add nuw nsw i64 %22, 48
  %67 = trunc i64 %66 to i32
  %68 = add i32 %17, %67
  %69 = mul i32 %68, %6
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr addrspace(1) %0, i64 %70
  %72 = icmp slt i32 %68, %3
  %73 = and i1 %30, %72
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %78

75: ; preds = %64
  %76 = getelementptr float, ptr addrspace(1) %71, i64 %21
  %77 = load <4 x float>, ptr addrspace(1) %76, align 16
  br label %78

78: ; preds = %75, %64
  %79 = phi <4 x float> [ %77, %75 ], [ zeroinitializer, %64 ]
  %80 = and i64 %20, 60
  %81 = lshr i64 %20, 6
  %82 = trunc i64 %81 to i32
  %83 = trunc i64 %80 to i32
  %84 = or i32 %18, %83
  %85 = icmp slt i32 %82, %5
  %86 = icmp slt i32 %84, %4
  %87 = and i1 %85, %86
  %88 = and i1 %19, %87
  br i1 %88, label %89, label %96

89: ; preds = %78
  %90 = mul i32 %82, %8
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr addrspace(1) %1, i64 %91
  %93 = sext i32 %84 to i64
  %94 = getelementptr float, ptr addrspace(1) %92, i64 %93
  %95 = load <4 x float>, ptr addrspace(1) %94, align 16
  br label %96

96: ; preds = %89, %78
  %97 = phi <4 x float> [ %95, %89 ], [ zeroinitializer, %78 ]
  %98 = add nuw nsw i64 %81, 8
  %99 = trunc i64 %98 to i32
  %100 = icmp slt i32 %99, %5
  %101 = and i1 %100, %86
  %102 = and i1 %19, %101
  br i1 %102, label %103, label %110

103: ; preds = %96
  %104 = mul i32 %99, %8
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr addrspace(1) %1, i64 %105
  %107 = sext i32 %84 to i64
  %108 = getelementptr float, ptr addrspace(1) %106, i64 %107
  %109 = load <4 x float>, ptr addrspace(1) %108, align 16
  br label %110

110: ; preds = %103, %96
  %111 = phi <4 x float> [ %109, %103 ], [ zeroinitializer, %96 ]
  %112 = add nuw nsw i64 %81, 16
  %113 = trunc i64 %112 to i32
  %114 = icmp slt i32 %113, %5
  %115 = and i1 %114, %86
  %116 = and i1 %19, %115
  br i1 %116, label %117, label %124

117: ; preds = %110
  %118 = mul i32 %113, %8
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr addrspace(1) %1, i64 %119
  %121 = sext i32 %84 to i64
  %122 = getelementptr float, ptr addrspace(1) %120, i64 %121
  %123 = load <4 x float>, ptr addrspace(1) %122, align 16
  br label %124

124: ; preds = %117, %110
  %125 = phi <4 x float> [ %123, %117 ], [ zeroinitializer, %110 ]
  %126 = add nuw nsw i64 %81, 24
  %127 = trunc i64 %126 to i32
  %128 = icmp slt i32 %127, %5
  %129 = and i1 %128, %86
  %130 = and i1 %19, %129
  br i1 %130, label %131, label %138

131: ; preds = %124
  %132 = mul i32 %127, %8
  %133 = sext i32 %132 to i64
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %133
  %135 = sext i32 %84 to i64
  %136 = getelementptr float, ptr addrspace(1) %134, i64 %135
  %137 = load <4 x float>, ptr addrspace(1) %136, align 16
  br label %138

138: ; preds = %131, %124
  %139 = phi <4 x float> [ %137, %131 ], [ zeroinitializer, %124 ]
  %140 = lshr i64 %14, 4
  %141 = xor i64 %140, %14
  %142 = shl i64 %140, 8
  %143 = shl i64 %141, 4
  %144 = and i64 %143, 240
  %145 = or i64 %144, %142
  %146 = trunc i64 %145 to i32
  %147 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %146
  %148 = shl nsw i64 %14, 4
  %149 = and i64 %148, 4294967040
  %150 = xor i64 %148, %14
  %151 = and i64 %150, 240
  %152 = or i64 %151, %149
  %153 = trunc i64 %152 to i32
  %154 = or i32 %153, 4
  %155 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %154
  %156 = shl nsw i64 %14, 4
  %157 = and i64 %156, 4294967040
  %158 = xor i64 %156, %14
  %159 = and i64 %158, 240
  %160 = or i64 %159, %157
  %161 = trunc i64 %160 to i32
  %162 = or i32 %161, 8
  %163 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %162
  %164 = shl nsw i64 %14, 4
  %165 = and i64 %164, 4294967040
  %166 = xor i64 %164, %14
  %167 = and i64 %166, 240
  %168 = or i64 %167, %165
  %169 = trunc i64 %168 to i32
  %170 = or i32 %169, 12
  %171 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %170
  %172 = shl i64 %38, 5
  %173 = or i64 %172, %21
  %174 = shl i64 %173, 2
  %175 = and i64 %174, 4294967040
  %176 = lshr exact i64 %174, 4
  %177 = xor i64 %176, %174
  %178 = and i64 %177, 240
  %179 = or i64 %178, %175
  %180 = trunc i64 %179 to i32
  %181 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %180
  %182 = or i64 %172, %21
  %183 = shl i64 %182, 2
  %184 = and i64 %183, 4294967040
  %185 = lshr exact i64 %183, 4
  %186 = xor i64 %185, %183
  %187 = and i64 %186, 240
  %188 = or i64 %187, %184
  %189 = trunc i64 %188 to i32
  %190 = or i32 %189, 4
  %191 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %190
  %192 = or i64 %172, %21
  %193 = shl i64 %192, 2
  %194 = and i64 %193, 4294967040
  %195 = lshr exact i64 %193, 4
  %196 = xor i64 %195, %193
  %197 = and i64 %196, 240
  %198 = or i64 %197, %194
  %199 = trunc i64 %198 to i32
  %200 = or i32 %199, 8
  %201 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = or i64 %172, %21
  %203 = shl i64 %202, 2
  %204 = and i64 %203, 4294967040
  %205 = lshr exact i64 %203, 4
  %206 = xor i64 %205, %203
  %207 = and i64 %206, 240
  %208 = or i64 %207, %204
  %209 = trunc i64 %208 to i32
  %210 = or i32 %209, 12
  %211 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %210
  %212 = shl i64 %52, 5
  %213 = or i64 %212, %21
  %214 = shl i64 %213, 2
  %215 = and i64 %214, 4294967040
  %216 = lshr exact i64 %214, 4
  %217 = xor i64 %216, %214
  %218 = and i64 %217, 240
  %219 = or i64 %218, %215
  %220 = trunc i64 %219 to i32
  %221 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %220
  %222 = or i64 %212, %21
  %223 = shl i64 %222, 2
  %224 = and i64 %223, 4294967040
  %225 = lshr exact i64 %223, 4
  %226 = xor i64 %225, %223
  %227 = and i64 %226, 240
  %228 = or i64 %227, %224
  %229 = trunc i64 %228 to i32
  %230 = or i32 %229, 4
  %231 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %230
  %232 = or i64 %212, %21
  %233 = shl i64 %232, 2
  %234 = and i64 %233, 4294967040
  %235 = lshr exact i64 %233, 4
  %236 = xor i64 %235, %233
  %237 = and i64 %236, 240
  %238 = or i64 %237, %234
  %239 = trunc i64 %238 to i32
  %240 = or i32 %239, 8
  %241 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %240
  %242 = or i64 %212, %21
  %243 = shl i64 %242, 2
  %244 = and i64 %243, 4294967040
  %245 = lshr exact i64 %243, 4
  %246 = xor i64 %245, %243
  %247 = and i64 %246, 240
  %248 = or i64 %247, %244
  %249 = trunc i64 %248 to i32
  %250 = or i32 %249, 12
  %251 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = shl i64 %66, 5
  %253 = or i64 %252, %21
  %254 = shl i64 %253, 2
  %255 = and i64 %254, 4294967040
  %256 = lshr exact i64 %254, 4
  %257 = xor i64 %256, %254
  %258 = and i64 %257, 240
  %259 = or i64 %258, %255
  %260 = trunc i64 %259 to i32
  %261 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %260
  %262 = or i64 %252, %21
  %263 = shl i64 %262, 2
  %264 = and i64 %263, 4294967040
  %265 = lshr exact i64 %263, 4
  %266 = xor i64 %265, %263
  %267 = and i64 %266, 240
  %268 = or i64 %267, %264
  %269 = trunc i64 %268 to i32
  %270 = or i32 %269, 4
  %271 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %270
  %272 = or i64 %252, %21
  %273 = shl i64 %272, 2
  %274 = and i64 %273, 4294967040
  %275 = lshr exact i64 %273, 4
  %276 = xor i64 %275, %273
  %277 = and i64 %276, 240
  %278 = or i64 %277, %274
  %279 = trunc i64 %278 to i32
  %280 = or i32 %279, 8
  %281 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %280
  %282 = or i64 %252, %21
  %283 = shl i64 %282, 2
  %284 = and i64 %283, 4294967040
  %285 = lshr exact i64 %283, 4
  %286 = xor i64 %285, %283
  %287 = and i64 %286, 240
  %288 = or i64 %287, %284
  %289 = trunc i64 %288 to i32
  %290 = or i32 %289, 12
  %291 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %290
  %292 = and i64 %20, -2048
  %293 = and i64 %81, 31
  %294 = shl nuw nsw i64 %80, 5
  %295 = or i64 %293, %292
  %296 = or i64 %295, %294
  %297 = shl nsw i64 %296, 2
  %298 = and i64 %297, 12
  %299 = and i64 %297, 4294966784
  %300 = add nuw nsw i64 %299, 8192
  %301 = lshr i64 %297, 4
  %302 = and i64 %301, 224
  %.mask = and i64 %297, 112
  %303 = xor i64 %302, %.mask
  %304 = or i64 %303, %300
  %305 = or i64 %304, %298
  %306 = trunc i64 %305 to i32
  %307 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %306
  %308 = or i64 %80, 1
  %309 = shl nuw nsw i64 %308, 5
  %310 = or i64 %295, %309
  %311 = shl nsw i64 %310, 2
  %312 = and i64 %311, 12
  %313 = and i64 %311, 4294966784
  %314 = add nuw nsw i64 %313, 8192
  %315 = lshr i64 %311, 4
  %316 = xor i64 %315, %311
  %317 = and i64 %316, 240
  %318 = or i64 %317, %314
  %319 = or i64 %318, %312
  %320 = trunc i64 %319 to i32
  %321 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %320
  %322 = or i64 %80, 2
  %323 = shl nuw nsw i64 %322, 5
  %324 = or i64 %295, %323
  %325 = shl nsw i64 %324, 2
  %326 = and i64 %325, 12
  %327 = and i64 %325, 4294967040
  %328 = add nuw nsw i64 %327, 8192
  %329 = lshr i64 %325, 4
  %330 = xor i64 %329, %325
  %331 = and i64 %330, 240
  %332 = or i64 %331, %328
  %333 = or i64 %332, %326
  %334 = trunc i64 %333 to i32
  %335 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %334
  %336 = or i64 %80, 3
  %337 = shl nuw nsw i64 %336, 5
  %338 = or i64 %295, %337
  %339 = shl nsw i64 %338, 2
  %340 = and i64 %339, 12
  %341 = and i64 %339, 4294967040
  %342 = add nuw nsw i64 %341, 8192
  %343 = lshr i64 %339, 4
  %344 = xor i64 %343, %339
  %345 = and i64 %344, 240
  %346 = or i64 %345, %342
  %347 = or i64 %346, %340
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %348
  %350 = and i64 %98, 31
  %351 = shl i64 %98, 6
  %352 = and i64 %351, -2048
  %353 = or i64 %352, %350
  %354 = or i64 %353, %294
  %355 = shl i64 %354, 2
  %356 = and i64 %355, 12
  %357 = and i64 %355, 4294966784
  %358 = add nuw nsw i64 %357, 8192
  %359 = lshr i64 %355, 4
  %360 = and i64 %359, 224
  %.mask3 = and i64 %355, 112
  %361 = xor i64 %360, %.mask3
  %362 = or i64 %361, %358
  %363 = or i64 %362, %356
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %364
  %366 = or i64 %353, %309
  %367 = shl i64 %366, 2
  %368 = and i64 %367, 12
  %369 = and i64 %367, 4294966784
  %370 = add nuw nsw i64 %369, 8192
  %371 = lshr i64 %367, 4
  %372 = xor i64 %371, %367
  %373 = and i64 %372, 240
  %374 = or i64 %373, %370
  %375 = or i64 %374, %368
  %376 = trunc i64 %375 to i32
  %377 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %376
  %378 = or i64 %353, %323
  %379 = shl i64 %378, 2
  %380 = and i64 %379, 12
  %381 = and i64 %379, 4294967040
  %382 = add nuw nsw i64 %381, 8192
  %383 = lshr i64 %379, 4
  %384 = xor i64 %383, %379
  %385 = and i64 %384, 240
  %386 = or i64 %385, %382
  %387 = or i64 %386, %380
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %388
  %390 = or i64 %353, %337
  %391 = shl i64 %390, 2
  %392 = and i64 %391, 12
  %393 = and i64 %391, 4294967040
  %394 = add nuw nsw i64 %393, 8192
  %395 = lshr i64 %391, 4
  %396 = xor i64 %395, %391
  %397 = and i64 %396, 240
  %398 = or i64 %397, %394
  %399 = or i64 %398, %392
  %400 = trunc i64 %399 to i32
  %401 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %400
  %402 = and i64 %112, 31
  %403 = shl i64 %112, 6
  %404 = and i64 %403, -2048
  %405 = or i64 %404, %402
  %406 = or i64 %405, %294
  %407 = shl i64 %406, 2
  %408 = and i64 %407, 12
  %409 = and i64 %407, 4294966784
  %410 = add nuw nsw i64 %409, 8192
  %411 = lshr i64 %407, 4
  %412 = and i64 %411, 224
  %.mask4 = and i64 %407, 112
  %413 = xor i64 %412, %.mask4
  %414 = or i64 %413, %410
  %415 = or i64 %414, %408
  %416 = trunc i64 %415 to i32
  %417 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %416
  %418 = or i64 %405, %309
  %419 = shl i64 %418, 2
  %420 = and i64 %419, 12
  %421 = and i64 %419, 4294966784
  %422 = add nuw nsw i64 %421, 8192
  %423 = lshr i64 %419, 4
  %424 = xor i64 %423, %419
  %425 = and i64 %424, 240
  %426 = or i64 %425, %422
  %427 = or i64 %426, %420
  %428 = trunc i64 %427 to i32
  %429 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %428
  %430 = or i64 %405, %323
  %431 = shl i64 %430, 2
  %432 = and i64 %431, 12
  %433 = and i64 %431, 4294967040
  %434 = add nuw nsw i64 %433, 8192
  %435 = lshr i64 %431, 4
  %436 = xor i64 %435, %431
  %437 = and i64 %436, 240
  %438 = or i64 %437, %434
  %439 = or i64 %438, %432
  %440 = trunc i64 %439 to i32
  %441 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %440
  %442 = or i64 %405, %337
  %443 = shl i64 %442, 2
  %444 = and i64 %443, 12
  %445 = and i64 %443, 4294967040
  %446 = add nuw nsw i64 %445, 8192
  %447 = lshr i64 %443, 4
  %448 = xor i64 %447, %443
  %449 = and i64 %448, 240
  %450 = or i64 %449, %446
  %451 = or i64 %450, %444
  %452 = trunc i64 %451 to i32
  %453 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %452
  %454 = and i64 %126, 31
  %455 = shl i64 %126, 6
  %456 = and i64 %455, -2048
  %457 = or i64 %456, %454
  %458 = or i64 %457, %294
  %459 = shl i64 %458, 2
  %460 = and i64 %459, 12
  %461 = and i64 %459, 4294966784
  %462 = add nuw nsw i64 %461, 8192
  %463 = lshr i64 %459, 4
  %464 = and i64 %463, 224
  %.mask5 = and i64 %459, 112
  %465 = xor i64 %464, %.mask5
  %466 = or i64 %465, %462
  %467 = or i64 %466, %460
  %468 = trunc i64 %467 to i32
  %469 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %468
  %470 = or i64 %457, %309
  %471 = shl i64 %470, 2
  %472 = and i64 %471, 12
  %473 = and i64 %471, 4294966784
  %474 = add nuw nsw i64 %473, 8192
  %475 = lshr i64 %471, 4
  %476 = xor i64 %475, %471
  %477 = and i64 %476, 240
  %478 = or i64 %477, %474
  %479 = or i64 %478, %472
  %480 = trunc i64 %479 to i32
  %481 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %480
  %482 = or i64 %457, %323
  %483 = shl i64 %482, 2
  %484 = and i64 %483, 12
  %485 = and i64 %483, 4294967040
  %486 = add nuw nsw i64 %485, 8192
  %487 = lshr i64 %483, 4
  %488 = xor i64 %487, %483
  %489 = and i64 %488, 240
  %490 = or i64 %489, %486
  %491 = or i64 %490, %484
  %492 = trunc i64 %491 to i32
  %493 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %492
  %494 = or i64 %457, %337
  %495 = shl i64 %494, 2
  %496 = and i64 %495, 12
  %497 = and i64 %495, 4294967040
  %498 = add nuw nsw i64 %497, 8192
  %499 = lshr i64 %495, 4
  %500 = xor i64 %499, %495
  %501 = and i64 %500, 240
  %502 = or i64 %501, %498
  %503 = or i64 %502, %496
  %504 = trunc i64 %503 to i32
  %505 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %504
  %506 = and i64 %20, -64
  %507 = trunc i64 %20 to i32
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %507
  %509 = or i64 %308, %506
  %510 = trunc i64 %509 to i32
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %510
  %512 = or i64 %322, %506
  %513 = trunc i64 %512 to i32
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %513
  %515 = or i64 %336, %506
  %516 = trunc i64 %515 to i32
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %516
  %518 = or i64 %351, %80
  %519 = trunc i64 %518 to i32
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %519
  %521 = or i64 %351, %308
  %522 = trunc i64 %521 to i32
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %522
  %524 = or i64 %351, %322
  %525 = trunc i64 %524 to i32
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %525
  %527 = or i64 %351, %336
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %528
  %530 = or i64 %403, %80
  %531 = trunc i64 %530 to i32
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %531
  %533 = or i64 %403, %308
  %534 = trunc i64 %533 to i32
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %534
  %536 = or i64 %403, %322
  %537 = trunc i64 %536 to i32
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %537
  %539 = or i64 %403, %336
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %540
  %542 = or i64 %455, %80
  %543 = trunc i64 %542 to i32
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %543
  %545 = or i64 %455, %308
  %546 = trunc i64 %545 to i32
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %546
  %548 = or i64 %455, %322
  %549 = trunc i64 %548 to i32
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %549
  %551 = or i64 %455, %336
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %552
  %554 = add nuw nsw i64 %81, 32
  %555 = shl i64 %554, 6
  %556 = or i64 %555, %80
  %557 = trunc i64 %556 to i32
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %557
  %559 = or i64 %555, %308
  %560 = trunc i64 %559 to i32
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %560
  %562 = or i64 %555, %322
  %563 = trunc i64 %562 to i32
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %563
  %565 = or i64 %555, %336
  %566 = trunc i64 %565 to i32
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %566
  %568 = add nuw nsw i64 %81, 40
  %569 = shl i64 %568, 6
  %570 = or i64 %569, %80
  %571 = trunc i64 %570 to i32
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %571
  %573 = or i64 %569, %308
  %574 = trunc i64 %573 to i32
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %574
  %576 = or i64 %569, %322
  %577 = trunc i64 %576 to i32
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %577
  %579 = or i64 %569, %336
  %580 = trunc i64 %579 to i32
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %580
  %582 = add nuw nsw i64 %81, 48
  %583 = shl i64 %582, 6
  %584 = or i64 %583, %80
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %585
  %587 = or i64 %583, %308
  %588 = trunc i64 %587 to i32
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %588
  %590 = or i64 %583, %322
  %591 = trunc i64 %590 to i32
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %591
  %593 = or i64 %583, %336
  %594 = trunc i64 %593 to i32
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %594
  %596 = add nuw nsw i64 %81, 56
  %597 = shl i64 %596, 6
  %598 = or i64 %597, %80
  %599 = trunc i64 %598 to i32
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %599
  %601 = or i64 %597, %308
  %602 = trunc i64 %601 to i32
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %602
  %604 = or i64 %597, %322
  %605 = trunc i64 %604 to i32
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %605
  %607 = or i64 %597, %336
  %608 = trunc i64 %607 to i32
  %609 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %608
  %610 = icmp ult i32 %13, 128
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %138
  %611 = and i64 %14, 7
  %612 = sext i32 %84 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %612
  %613 = or i64 %611, 8
  %614 = or i64 %611, 16
  %615 = or i64 %611, 24
  %616 = or i64 %611, 32
  %617 = or i64 %611, 40
  %618 = or i64 %611, 48
  %619 = or i64 %611, 56
  %620 = shl nuw nsw i64 %14, 3
  %621 = and i64 %620, 960
  %622 = or i64 %621, %611
  %623 = trunc i64 %622 to i32
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %623
  %625 = or i64 %613, %621
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %626
  %628 = or i64 %614, %621
  %629 = trunc i64 %628 to i32
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %629
  %631 = or i64 %615, %621
  %632 = trunc i64 %631 to i32
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %632
  %634 = or i64 %616, %621
  %635 = trunc i64 %634 to i32
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %635
  %637 = or i64 %617, %621
  %638 = trunc i64 %637 to i32
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %638
  %640 = or i64 %618, %621
  %641 = trunc i64 %640 to i32
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %641
  %643 = or i64 %619, %621
  %644 = trunc i64 %643 to i32
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %644
  %646 = or i64 %621, 1024
  %647 = or i64 %646, %611
  %648 = trunc i64 %647 to i32
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %648
  %650 = or i64 %646, %613
  %651 = trunc i64 %650 to i32
  %652 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %651
  %653 = or i64 %646, %614
  %654 = trunc i64 %653 to i32
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %654
  %656 = or i64 %646, %615
  %657 = trunc i64 %656 to i32
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %657
  %659 = or i64 %646, %616
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %660
  %662 = or i64 %646, %617
  %663 = trunc i64 %662 to i32
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %663
  %665 = or i64 %646, %618
  %666 = trunc i64 %665 to i32
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %666
  %668 = or i64 %646, %619
  %669 = trunc i64 %668 to i32
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %669
  %671 = or i64 %621, 2048
  %672 = or i64 %671, %611
  %673 = trunc i64 %672 to i32
  %674 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %673
  %675 = or i64 %671, %613
  %676 = trunc i64 %675 to i32
  %677 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %676
  %678 = or i64 %671, %614
  %679 = trunc i64 %678 to i32
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %679
  %681 = or i64 %671, %615
  %682 = trunc i64 %681 to i32
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %682
  %684 = or i64 %671, %616
  %685 = trunc i64 %684 to i32
  %686 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %685
  %687 = or i64 %671, %617
  %688 = trunc i64 %687 to i32
  %689 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %688
  %690 = or i64 %671, %618
  %691 = trunc i64 %690 to i32
  %692 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %691
  %693 = or i64 %671, %619
  %694 = trunc i64 %693 to i32
  %695 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %694
  %696 = or i64 %621, 3072
  %697 = or i64 %696, %611
  %698 = trunc i64 %697 to i32
  %699 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %698
  %700 = or i64 %696, %613
  %701 = trunc i64 %700 to i32
  %702 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %701
  %703 = or i64 %696, %614
  %704 = trunc i64 %703 to i32
  %705 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %704
  %706 = or i64 %696, %615
  %707 = trunc i64 %706 to i32
  %708 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %707
  %709 = or i64 %696, %616
  %710 = trunc i64 %709 to i32
  %711 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %710
  %712 = or i64 %696, %617
  %713 = trunc i64 %712 to i32
  %714 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %713
  %715 = or i64 %696, %618
  %716 = trunc i64 %715 to i32
  %717 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %716
  %718 = or i64 %696, %619
  %719 = trunc i64 %718 to i32
  %720 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %719
  br label %721

721: ; preds = %.lr.ph, %973
  %722 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %973 ]
  %723 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %973 ]
  %724 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %973 ]
  %725 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %973 ]
  %726 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %973 ]
  %727 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %973 ]
  %728 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %973 ]
  %729 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %973 ]
  %730 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %973 ]
  %731 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %973 ]
  %732 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %973 ]
  %733 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %973 ]
  %734 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %973 ]
  %735 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %973 ]
  %736 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %973 ]
  %737 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %973 ]
  %738 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %973 ]
  %739 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %973 ]
  %740 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %973 ]
  %741 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %973 ]
  %742 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %973 ]
  %743 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %973 ]
  %744 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %973 ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %973 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %973 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %973 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %973 ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %973 ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %973 ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %973 ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %973 ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %973 ]
  %754 = phi i32 [ 0, %.lr.ph ], [ %763, %973 ]
  %755 = phi <4 x float> [ %37, %.lr.ph ], [ %774, %973 ]
  %756 = phi <4 x float> [ %51, %.lr.ph ], [ %782, %973 ]
  %757 = phi <4 x float> [ %65, %.lr.ph ], [ %790, %973 ]
  %758 = phi <4 x float> [ %79, %.lr.ph ], [ %798, %973 ]
  %759 = phi <4 x float> [ %97, %.lr.ph ], [ %808, %973 ]
  %760 = phi <4 x float> [ %111, %.lr.ph ], [ %818, %973 ]
  %761 = phi <4 x float> [ %125, %.lr.ph ], [ %828, %973 ]
  %762 = phi <4 x float> [ %139, %.lr.ph ], [ %838, %973 ]
  %763 = add i32 %754, 32
  %764 = icmp slt i32 %763, %5
  %765 = or i32 %763, %28
  %766 = icmp slt i32 %765, %5
  %767 = and i1 %29, %766
  %768 = and i1 %764, %767
  br i1 %768, label %769, label %773

769: ; preds = %721
  %770 = sext i32 %765 to i64
  %771 = getelementptr float, ptr addrspace(1) %27, i64 %770
  %772 = load <4 x float>, ptr addrspace(1) %771, align 16
  br label %773

773: ; preds = %769, %721
  %774 = phi <4 x float> [ %772, %769 ], [ zeroinitializer, %721 ]
  %775 = and i1 %44, %766
  %776 = and i1 %764, %775
  br i1 %776, label %777, label %781

777: ; preds = %773
  %778 = sext i32 %765 to i64
  %779 = getelementptr float, ptr addrspace(1) %43, i64 %778
  %780 = load <4 x float>, ptr addrspace(1) %779, align 16
  br label %781

781: ; preds = %777, %773
  %782 = phi <4 x float> [ %780, %777 ], [ zeroinitializer, %773 ]
  %783 = and i1 %58, %766
  %784 = and i1 %764, %783
  br i1 %784, label %785, label %789

785: ; preds = %781
  %786 = sext i32 %765 to i64
  %787 = getelementptr float, ptr addrspace(1) %57, i64 %786
  %788 = load <4 x float>, ptr addrspace(1) %787, align 16
  br label %789

789: ; preds = %785, %781
  %790 = phi <4 x float> [ %788, %785 ], [ zeroinitializer, %781 ]
  %791 = and i1 %72, %766
  %792 = and i1 %764, %791
  br i1 %792, label %793, label %797

793: ; preds = %789
  %794 = sext i32 %765 to i64
  %795 = getelementptr float, ptr addrspace(1) %71, i64 %794
  %796 = load <4 x float>, ptr addrspace(1) %795, align 16
  br label %797

797: ; preds = %793, %789
  %798 = phi <4 x float> [ %796, %793 ], [ zeroinitializer, %789 ]
  %799 = add i32 %763, %82
  %800 = icmp slt i32 %799, %5
  %801 = and i1 %86, %800
  %802 = and i1 %764, %801
  br i1 %802, label %803, label %807

803: ; preds = %797
  %804 = mul i32 %799, %8
  %805 = sext i32 %804 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %805
  %806 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %807

807: ; preds = %803, %797
  %808 = phi <4 x float> [ %806, %803 ], [ zeroinitializer, %797 ]
  %809 = add i32 %763, %99
  %810 = icmp slt i32 %809, %5
  %811 = and i1 %86, %810
  %812 = and i1 %764, %811
  br i1 %812, label %813, label %817

813: ; preds = %807
  %814 = mul i32 %809, %8
  %815 = sext i32 %814 to i64
  %gep100 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %815
  %816 = load <4 x float>, ptr addrspace(1) %gep100, align 16
  br label %817

817: ; preds = %813, %807
  %818 = phi <4 x float> [ %816, %813 ], [ zeroinitializer, %807 ]
  %819 = add i32 %763, %113
  %820 = icmp slt i32 %819, %5
  %821 = and i1 %86, %820
  %822 = and i1 %764, %821
  br i1 %822, label %823, label %827

823: ; preds = %817
  %824 = mul i32 %819, %8
  %825 = sext i32 %824 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %825
  %826 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  br label %827

827: ; preds = %823, %817
  %828 = phi <4 x float> [ %826, %823 ], [ zeroinitializer, %817 ]
  %829 = add i32 %763, %127
  %830 = icmp slt i32 %829, %5
  %831 = and i1 %86, %830
  %832 = and i1 %764, %831
  br i1 %832, label %833, label %837

833: ; preds = %827
  %834 = mul i32 %829, %8
  %835 = sext i32 %834 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %835
  %836 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  br label %837

837: ; preds = %833, %827
  %838 = phi <4 x float> [ %836, %833 ], [ zeroinitializer, %827 ]
  %839 = extractelement <4 x float> %755, i64 0
  store float %839, ptr addrspace(3) %147, align 16
  %840 = extractelement <4 x float> %755, i64 1
  store float %840, ptr addrspace(3) %155, align 4
  %841 = extractelement <4 x float> %755, i64 2
  store float %841, ptr addrspace(3) %163, align 8
  %842 = extractelement <4 x float> %755, i64 3
  store float %842, ptr addrspace(3) %171, align 4
  %843 = extractelement <4 x float> %756, i64 0
  store float %843, ptr addrspace(3) %181, align 16
  %844 = extractelement <4 x float> %756, i64 1
  store float %844, ptr addrspace(3) %191, align 4
  %845 = extractelement <4 x float> %756, i64 2
  store float %845, ptr addrspace(3) %201, align 8
  %846 = extractelement <4 x float> %756, i64 3
  store float %846, ptr addrspace(3) %211, align 4
  %847 = extractelement <4 x float> %757, i64 0
  store float %847, ptr addrspace(3) %221, align 16
  %848 = extractelement <4 x float> %757, i64 1
  store float %848, ptr addrspace(3) %231, align 4
  %849 = extractelement <4 x float> %757, i64 2
  store float %849, ptr addrspace(3) %241, align 8
  %850 = extractelement <4 x float> %757, i64 3
  store float %850, ptr addrspace(3) %251, align 4
  %851 = extractelement <4 x float> %758, i64 0
  store float %851, ptr addrspace(3) %261, align 16
  %852 = extractelement <4 x float> %758, i64 1
  store float %852, ptr addrspace(3) %271, align 4
  %853 = extractelement <4 x float> %758, i64 2
  store float %853, ptr addrspace(3) %281, align 8
  %854 = extractelement <4 x float> %758, i64 3
  store float %854, ptr addrspace(3) %291, align 4
  %855 = extractelement <4 x float> %759, i64 0
  store float %855, ptr addrspace(3) %307, align 4
  %856 = extractelement <4 x float> %759, i64 1
  store float %856, ptr addrspace(3) %321, align 4
  %857 = extractelement <4 x float> %759, i64 2
  store float %857, ptr addrspace(3) %335, align 4
  %858 = extractelement <4 x float> %759, i64 3
  store float %858, ptr addrspace(3) %349, align 4
  %859 = extractelement <4 x float> %760, i64 0
  store float %859, ptr addrspace(3) %365, align 4
  %860 = extractelement <4 x float> %760, i64 1
  store float %860, ptr addrspace(3) %377, align 4
  %861 = extractelement <4 x float> %760, i64 2
  store float %861, ptr addrspace(3) %389, align 4
  %862 = extractelement <4 x float> %760, i64 3
  store float %862, ptr addrspace(3) %401, align 4
  %863 = extractelement <4 x float> %761, i64 0
  store float %863, ptr addrspace(3) %417, align 4
  %864 = extractelement <4 x float> %761, i64 1
  store float %864, ptr addrspace(3) %429, align 4
  %865 = extractelement <4 x float> %761, i64 2
  store float %865, ptr addrspace(3) %441, align 4
  %866 = extractelement <4 x float> %761, i64 3
  store float %866, ptr addrspace(3) %453, align 4
  %867 = extractelement <4 x float> %762, i64 0
  store float %867, ptr addrspace(3) %469, align 4
  %868 = extractelement <4 x float> %762, i64 1
  store float %868, ptr addrspace(3) %481, align 4
  %869 = extractelement <4 x float> %762, i64 2
  store float %869, ptr addrspace(3) %493, align 4
  %870 = extractelement <4 x float> %762, i64 3
  store float %870, ptr addrspace(3) %505, align 4
  store float %753, ptr addrspace(3) %508, align 16
  store float %752, ptr addrspace(3) %511, align 4
  store float %751, ptr addrspace(3) %514, align 8
  store float %750, ptr addrspace(3) %517, align 4
  store float %749, ptr addrspace(3) %520, align 16
  store float %748, ptr addrspace(3) %523, align 4
  store float %747, ptr addrspace(3) %526, align 8
  store float %746, ptr addrspace(3) %529, align 4
  store float %745, ptr addrspace(3) %532, align 16
  store float %744, ptr addrspace(3) %535, align 4
  store float %743, ptr addrspace(3) %538, align 8
  store float %742, ptr addrspace(3) %541, align 4
  store float %741, ptr addrspace(3) %544, align 16
  store float %740, ptr addrspace(3) %547, align 4
  store float %739, ptr addrspace(3) %550, align 8
  store float %738, ptr addrspace(3) %553, align 4
  store float %737, ptr addrspace(3) %558, align 16
  store float %736, ptr addrspace(3) %561, align 4
  store float %735, ptr addrspace(3) %564, align 8
  store float %734, ptr addrspace(3) %567, align 4
  store float %733, ptr addrspace(3) %572, align 16
  store float %732, ptr addrspace(3) %575, align 4
  store float %731, ptr addrspace(3) %578, align 8
  store float %730, ptr addrspace(3) %581, align 4
  store float %729, ptr addrspace(3) %586, align 16
  store float %728, ptr addrspace(3) %589, align 4
  store float %727, ptr addrspace(3) %592, align 8
  store float %726, ptr addrspace(3) %595, align 4
  store float %725, ptr addrspace(3) %600, align 16
  store float %724, ptr addrspace(3) %603, align 4
  store float %723, ptr addrspace(3) %606, align 8
  store float %722, ptr addrspace(3) %609, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %610, label %871, label %973

871: ; preds = %837
  %872 = load i32, ptr addrspace(3) %624, align 4
  %873 = load i32, ptr addrspace(3) %627, align 4
  %874 = load i32, ptr addrspace(3) %630, align 4
  %875 = load i32, ptr addrspace(3) %633, align 4
  %876 = load i32, ptr addrspace(3) %636, align 4
  %877 = load i32, ptr addrspace(3) %639, align 4
  %878 = load i32, ptr addrspace(3) %642, align 4
  %879 = load i32, ptr addrspace(3) %645, align 4
  %880 = load i32, ptr addrspace(3) %649, align 4
  %881 = load i32, ptr addrspace(3) %652, align 4
  %882 = load i32, ptr addrspace(3) %655, align 4
  %883 = load i32, ptr addrspace(3) %658, align 4
  %884 = load i32, ptr addrspace(3) %661, align 4
  %885 = load i32, ptr addrspace(3) %664, align 4
  %886 = load i32, ptr addrspace(3) %667, align 4
  %887 = load i32, ptr addrspace(3) %670, align 4
  %888 = load i32, ptr addrspace(3) %674, align 4
  %889 = load i32, ptr addrspace(3) %677, align 4
  %890 = load i32, ptr addrspace(3) %680, align 4
  %891 = load i32, ptr addrspace(3) %683, align 4
  %892 = load i32, ptr addrspace(3) %686, align 4
  %893 = load i32, ptr addrspace(3) %689, align 4
  %894 = load i32, ptr addrspace(3) %692, align 4
  %895 = load i32, ptr addrspace(3) %695, align 4
  %896 = load i32, ptr addrspace(3) %699, align 4
  %897 = load i32, ptr addrspace(3) %702, align 4
  %898 = load i32, ptr addrspace(3) %705, align 4
  %899 = load i32, ptr addrspace(3) %708, align 4
  %900 = load i32, ptr addrspace(3) %711, align 4
  %901 = load i32, ptr addrspace(3) %714, align 4
  %902 = load i32, ptr addrspace(3) %717, align 4
  %903 = load i32, ptr addrspace(3) %720, align 4
  %904 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %872, i64 0
  %905 = insertelement <32 x i32> %904, i32 %873, i64 1
  %906 = insertelement <32 x i32> %905, i32 %874, i64 2
  %907 = insertelement <32 x i32> %906, i32 %875, i64 3
  %908 = insertelement <32 x i32> %907, i32 %876, i64 4
  %909 = insertelement <32 x i32> %908, i32 %877, i64 5
  %910 = insertelement <32 x i32> %909, i32 %878, i64 6
  %911 = insertelement <32 x i32> %910, i32 %879, i64 7
  %912 = insertelement <32 x i32> %911, i32 %880, i64 8
  %913 = insertelement <32 x i32> %912, i32 %881, i64 9
  %914 = insertelement <32 x i32> %913, i32 %882, i64 10
  %915 = insertelement <32 x i32> %914, i32 %883, i64 11
  %916 = insertelement <32 x i32> %915, i32 %884, i64 12
  %917 = insertelement <32 x i32> %916, i32 %885, i64 13
  %918 = insertelement <32 x i32> %917, i32 %886, i64 14
  %919 = insertelement <32 x i32> %918, i32 %887, i64 15
  %920 = insertelement <32 x i32> %919, i32 %888, i64 16
  %921 = insertelement <32 x i32> %920, i32 %889, i64 17
  %922 = insertelement <32 x i32> %921, i32 %890, i64 18
  %923 = insertelement <32 x i32> %922, i32 %891, i64 19
  %924 = insertelement <32 x i32> %923, i32 %892, i64 20
  %925 = insertelement <32 x i32> %924, i32 %893, i64 21
  %926 = insertelement <32 x i32> %925, i32 %894, i64 22
  %927 = insertelement <32 x i32> %926, i32 %895, i64 23
  %928 = insertelement <32 x i32> %927, i32 %896, i64 24
  %929 = insertelement <32 x i32> %928, i32 %897, i64 25
  %930 = insertelement <32 x i32> %929, i32 %898, i64 26
  %931 = insertelement <32 x i32> %930, i32 %899, i64 27
  %932 = insertelement <32 x i32> %931, i32 %900, i64 28
  %933 = insertelement <32 x i32> %932, i32 %901, i64 29
  %934 = insertelement <32 x i32> %933, i32 %902, i64 30
  %935 = insertelement <32 x i32> %934, i32 %903, i64 31
  %936 = load float, ptr addrspace(3) @global_smem, align 4096
  %937 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %936, i32 128, i32 1, i32 3)
  %938 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), align 4096
  %939 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %938, i32 128, i32 1, i32 3)
  %940 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %937, i32 %939, <32 x i32> %935, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %940 to <32 x float>
  %941 = extractelement <32 x float> %bc, i64 0
  store float %941, ptr addrspace(3) %624, align 4
  %942 = extractelement <32 x float> %bc, i64 1
  store float %942, ptr addrspace(3) %627, align 4
  %943 = extractelement <32 x float> %bc, i64 2
  store float %943, ptr addrspace(3) %630, align 4
  %944 = extractelement <32 x float> %bc, i64 3
  store float %944, ptr addrspace(3) %633, align 4
  %945 = extractelement <32 x float> %bc, i64 4
  store float %945, ptr addrspace(3) %636, align 4
  %946 = extractelement <32 x float> %bc, i64 5
  store float %946, ptr addrspace(3) %639, align 4
  %947 = extractelement <32 x float> %bc, i64 6
  store float %947, ptr addrspace(3) %642, align 4
  %948 = extractelement <32 x float> %bc, i64 7
  store float %948, ptr addrspace(3) %645, align 4
  %949 = extractelement <32 x float> %bc, i64 8
  store float %949, ptr addrspace(3) %649, align 4
  %950 = extractelement <32 x float> %bc, i64 9
  store float %950, ptr addrspace(3) %652, align 4
  %951 = extractelement <32 x float> %bc, i64 10
  store float %951, ptr addrspace(3) %655, align 4
  %952 = extractelement <32 x float> %bc, i64 11
  store float %952, ptr addrspace(3) %658, align 4
  %953 = extractelement <32 x float> %bc, i64 12
  store float %953, ptr addrspace(3) %661, align 4
  %954 = extractelement <32 x float> %bc, i64 13
  store float %954, ptr addrspace(3) %664, align 4
  %955 = extractelement <32 x float> %bc, i64 14
  store float %955, ptr addrspace(3) %667, align 4
  %956 = extractelement <32 x float> %bc, i64 15
  store float %956, ptr addrspace(3) %670, align 4
  %957 = extractelement <32 x float> %bc, i64 16
  store float %957, ptr addrspace(3) %674, align 4
  %958 = extractelement <32 x float> %bc, i64 17
  store float %958, ptr addrspace(3) %677, align 4
  %959 = extractelement <32 x float> %bc, i64 18
  store float %959, ptr addrspace(3) %680, align 4
  %960 = extractelement <32 x float> %bc, i64 19
  store float %960, ptr addrspace(3) %683, align 4
  %961 = extractelement <32 x float> %bc, i64 20
  store float %961, ptr addrspace(3) %686, align 4
  %962 = extractelement <32 x float> %bc, i64 21
  store float %962, ptr addrspace(3) %689, align 4
  %963 = extractelement <32 x float> %bc, i64 22
  store float %963, ptr addrspace(3) %692, align 4
  %964 = extractelement <32 x float> %bc, i64 23
  store float %964, ptr addrspace(3) %695, align 4
  %965 = extractelement <32 x float> %bc, i64 24
  store float %965, ptr addrspace(3) %699, align 4
  %966 = extractelement <32 x float> %bc, i64 25
  store float %966, ptr addrspace(3) %702, align 4
  %967 = extractelement <32 x float> %bc, i64 26
  store float %967, ptr addrspace(3) %705, align 4
  %968 = extractelement <32 x float> %bc, i64 27
  store float %968, ptr addrspace(3) %708, align 4
  %969 = extractelement <32 x float> %bc, i64 28
  store float %969, ptr addrspace(3) %711, align 4
  %970 = extractelement <32 x float> %bc, i64 29
  store float %970, ptr addrspace(3) %714, align 4
  %971 = extractelement <32 x float> %bc, i64 30
  store float %971, ptr addrspace(3) %717, align 4
  %972 = extractelement <32 x float> %bc, i64 31
  store float %972, ptr addrspace(3) %720, align 4
  br label %973

973: ; preds = %871, %837
  tail call void @llvm.musa.syncthreads.lm()
  %974 = load float, ptr addrspace(3) %508, align 16
  %975 = load float, ptr addrspace(3) %511, align 4
  %976 = load float, ptr addrspace(3) %514, align 8
  %977 = load float, ptr addrspace(3) %517, align 4
  %978 = load float, ptr addrspace(3) %520, align 16
  %979 = load float, ptr addrspace(3) %523, align 4
  %980 = load float, ptr addrspace(3) %526, align 8
  %981 = load float, ptr addrspace(3) %529, align 4
  %982 = load float, ptr addrspace(3) %532, align 16
  %983 = load float, ptr addrspace(3) %535, align 4
  %984 = load float, ptr addrspace(3) %538, align 8
  %985 = load float, ptr addrspace(3) %541, align 4
  %986 = load float, ptr addrspace(3) %544, align 16
  %987 = load float, ptr addrspace(3) %547, align 4
  %988 = load float, ptr addrspace(3) %550, align 8
  %989 = load float, ptr addrspace(3) %553, align 4
  %990 = load float, ptr addrspace(3) %558, align 16
  %991 = load float, ptr addrspace(3) %561, align 4
  %992 = load float, ptr addrspace(3) %564, align 8
  %993 = load float, ptr addrspace(3) %567, align 4
  %994 = load float, ptr addrspace(3) %572, align 16
  %995 = load float, ptr addrspace(3) %575, align 4
  %996 = load float, ptr addrspace(3) %578, align 8
  %997 = load float, ptr addrspace(3) %581, align 4
  %998 = load float, ptr addrspace(3) %586, align 16
  %999 = load float, ptr addrspace(3) %589, align 4
  %1000 = load float, ptr addrspace(3) %592, align 8
  %1001 = load float, ptr addrspace(3) %595, align 4
  %1002 = load float, ptr addrspace(3) %600, align 16
  %1003 = load float, ptr addrspace(3) %603, align 4
  %1004 = load float, ptr addrspace(3) %606, align 8
  %1005 = load float, ptr addrspace(3) %609, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %764, label %721, label %._crit_edge

._crit_edge: ; preds = %973, %138
  %.lcssa67 = phi float [ 0.000000e+00, %138 ], [ %974, %973 ]
  %.lcssa66 = phi float [ 0.000000e+00, %138 ], [ %975, %973 ]
  %.lcssa65 = phi float [ 0.000000e+00, %138 ], [ %976, %973 ]
  %.lcssa64 = phi float [ 0.000000e+00, %138 ], [ %977, %973 ]
  %.lcssa63 = phi float [ 0.000000e+00, %138 ], [ %978, %973 ]
  %.lcssa62 = phi float [ 0.000000e+00, %138 ], [ %979, %973 ]
  %.lcssa61 = phi float [ 0.000000e+00, %138 ], [ %980, %973 ]
  %.lcssa60 = phi float [ 0.000000e+00, %138 ], [ %981, %973 ]
  %.lcssa59 = phi float [ 0.000000e+00, %138 ], [ %982, %973 ]
  %.lcssa58 = phi float [ 0.000000e+00, %138 ], [ %983, %973 ]
  %.lcssa57 = phi float [ 0.000000e+00, %138 ], [ %984, %973 ]
  %.lcssa56 = phi float [ 0.000000e+00, %138 ], [ %985, %973 ]
  %.lcssa55 = phi float [ 0.000000e+00, %138 ], [ %986, %973 ]
  %.lcssa54 = phi float [ 0.000000e+00, %138 ], [ %987, %973 ]
  %.lcssa53 = phi float [ 0.000000e+00, %138 ], [ %988, %973 ]
  %.lcssa52 = phi float [ 0.000000e+00, %138 ], [ %989, %973 ]
  %.lcssa51 = phi float [ 0.000000e+00, %138 ], [ %990, %973 ]
  %.lcssa50 = phi float [ 0.000000e+00, %138 ], [ %991, %973 ]
  %.lcssa49 = phi float [ 0.000000e+00, %138 ], [ %992, %973 ]
  %.lcssa48 = phi float [ 0.000000e+00, %138 ], [ %993, %973 ]
  %.lcssa47 = phi float [ 0.000000e+00, %138 ], [ %994, %973 ]
  %.lcssa46 = phi float [ 0.000000e+00, %138 ], [ %995, %973 ]
  %.lcssa45 = phi float [ 0.000000e+00, %138 ], [ %996, %973 ]
  %.lcssa44 = phi float [ 0.000000e+00, %138 ], [ %997, %973 ]
  %.lcssa43 = phi float [ 0.000000e+00, %138 ], [ %998, %973 ]
  %.lcssa42 = phi float [ 0.000000e+00, %138 ], [ %999, %973 ]
  %.lcssa41 = phi float [ 0.000000e+00, %138 ], [ %1000, %973 ]
  %.lcssa40 = phi float [ 0.000000e+00, %138 ], [ %1001, %973 ]
  %.lcssa39 = phi float [ 0.000000e+00, %138 ], [ %1002, %973 ]
  %.lcssa38 = phi float [ 0.000000e+00, %138 ], [ %1003, %973 ]
  %.lcssa37 = phi float [ 0.000000e+00, %138 ], [ %1004, %973 ]
  %.lcssa = phi float [ 0.000000e+00, %138 ], [ %1005, %973 ]
  %1006 = add i32 %17, %82
  %1007 = icmp slt i32 %1006, %3
  %1008 = and i1 %1007, %86
  br i1 %1008, label %1009, label %1019

1009: ; preds = %._crit_edge
  %1010 = mul i32 %1006, %10
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr float, ptr addrspace(1) %2, i64 %1011
  %1013 = sext i32 %84 to i64
  %1014 = getelementptr float, ptr addrspace(1) %1012, i64 %1013
  %1015 = insertelement <4 x float> poison, float %.lcssa67, i64 0
  %1016 = insertelement <4 x float> %1015, float %.lcssa66, i64 1
  %1017 = insertelement <4 x float> %1016, float %.lcssa65, i64 2
  %1018 = insertelement <4 x float> %1017, float %.lcssa64, i64 3
  store <4 x float> %1018, ptr addrspace(1) %1014, align 16
  br label %1019

1019: ; preds = %1009, %._crit_edge
  %1020 = add i32 %17, %99
  %1021 = icmp slt i32 %1020, %3
  %1022 = and i1 %86, %1021
  br i1 %1022, label %1023, label %1033

1023: ; preds = %1019
  %1024 = mul i32 %1020, %10
  %1025 = sext i32 %1024 to i64
  %1026 = getelementptr float, ptr addrspace(1) %2, i64 %1025
  %1027 = sext i32 %84 to i64
  %1028 = getelementptr float, ptr addrspace(1) %1026, i64 %1027
  %1029 = insertelement <4 x float> poison, float %.lcssa63, i64 0
  %1030 = insertelement <4 x float> %1029, float %.lcssa62, i64 1
  %1031 = insertelement <4 x float> %1030, float %.lcssa61, i64 2
  %1032 = insertelement <4 x float> %1031, float %.lcssa60, i64 3
  store <4 x float> %1032, ptr addrspace(1) %1028, align 16
  br label %1033

1033: ; preds = %1023, %1019
  %1034 = add i32 %17, %113
  %1035 = icmp slt i32 %1034, %3
  %1036 = and i1 %86, %1035
  br i1 %1036, label %1037, label %1047

1037: ; preds = %1033
  %1038 = mul i32 %1034, %10
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr float, ptr addrspace(1) %2, i64 %1039
  %1041 = sext i32 %84 to i64
  %1042 = getelementptr float, ptr addrspace(1) %1040, i64 %1041
  %1043 = insertelement <4 x float> poison, float %.lcssa59, i64 0
  %1044 = insertelement <4 x float> %1043, float %.lcssa58, i64 1
  %1045 = insertelement <4 x float> %1044, float %.lcssa57, i64 2
  %1046 = insertelement <4 x float> %1045, float %.lcssa56, i64 3
  store <4 x float> %1046, ptr addrspace(1) %1042, align 16
  br label %1047

1047: ; preds = %1037, %1033
  %1048 = add i32 %17, %127
  %1049 = icmp slt i32 %1048, %3
  %1050 = and i1 %86, %1049
  br i1 %1050, label %1051, label %1061

1051: ; preds = %1047
  %1052 = mul i32 %1048, %10
  %1053 = sext i32 %1052 to i64
  %1054 = getelementptr float, ptr addrspace(1) %2, i64 %1053
  %1055 = sext i32 %84 to i64
  %1056 = getelementptr float, ptr addrspace(1) %1054, i64 %1055
  %1057 = insertelement <4 x float> poison, float %.lcssa55, i64 0
  %1058 = insertelement <4 x float> %1057, float %.lcssa54, i64 1
  %1059 = insertelement <4 x float> %1058, float %.lcssa53, i64 2
  %1060 = insertelement <4 x float> %1059, float %.lcssa52, i64 3
  store <4 x float> %1060, ptr addrspace(1) %1056, align 16
  br label %1061

1061: ; preds = %1051, %1047
  %1062 = trunc i64 %554 to i32
  %1063 = add i32 %17, %1062
  %1064 = icmp slt i32 %1063, %3
  %1065 = and i1 %86, %1064
  br i1 %1065, label %1066, label %1076

1066: ; preds = %1061
  %1067 = mul i32 %1063, %10
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr float, ptr addrspace(1) %2, i64 %1068
  %1070 = sext i32 %84 to i64
  %1071 = getelementptr float, ptr addrspace(1) %1069, i64 %1070
  %1072 = insertelement <4 x float> poison, float %.lcssa51, i64 0
  %1073 = insertelement <4 x float> %1072, float %.lcssa50, i64 1
  %1074 = insertelement <4 x float> %1073, float %.lcssa49, i64 2
  %1075 = insertelement <4 x float> %1074, float %.lcssa48, i64 3
  store <4 x float> %1075, ptr addrspace(1) %1071, align 16
  br label %1076

1076: ; preds = %1066, %1061
  %1077 = trunc i64 %568 to i32
  %1078 = add i32 %17, %1077
  %1079 = icmp slt i32 %1078, %3
  %1080 = and i1 %86, %1079
  br i1 %1080, label %1081, label %1091

1081: ; preds = %1076
  %1082 = mul i32 %1078, %10
  %1083 = sext i32 %1082 to i64
  %1084 = getelementptr float, ptr addrspace(1) %2, i64 %1083
  %1085 = sext i32 %84 to i64
  %1086 = getelementptr float, ptr addrspace(1) %1084, i64 %1085
  %1087 = insertelement <4 x float> poison, float %.lcssa47, i64 0
  %1088 = insertelement <4 x float> %1087, float %.lcssa46, i64 1
  %1089 = insertelement <4 x float> %1088, float %.lcssa45, i64 2
  %1090 = insertelement <4 x float> %1089, float %.lcssa44, i64 3
  store <4 x float> %1090, ptr addrspace(1) %1086, align 16
  br label %1091

1091: ; preds = %1081, %1076
  %1092 = trunc i64 %582 to i32
  %1093 = add i32 %17, %1092
  %1094 = icmp slt i32 %1093, %3
  %1095 = and i1 %86, %1094
  br i1 %1095, label %1096, label %1106

1096: ; preds = %1091
  %1097 = mul i32 %1093, %10
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr float, ptr addrspace(1) %2, i64 %1098
  %1100 = sext i32 %84 to i64
  %1101 = getelementptr float, ptr addrspace(1) %1099, i64 %1100
  %1102 = insertelement <4 x float> poison, float %.lcssa43, i64 0
  %1103 = insertelement <4 x float> %1102, float %.lcssa42, i64 1
  %1104 = insertelement <4 x float> %1103, float %.lcssa41, i64 2
  %1105 = insertelement <4 x float> %1104, float %.lcssa40, i64 3
  store <4 x float> %1105, ptr addrspace(1) %1101, align 16
  br label %1106

1106: ; preds = %1096, %1091
  %1107 = trunc i64 %596 to i32
  %1108 = add i32 %17, %1107
  %1109 = icmp slt i32 %1108, %3
  %1110 = and i1 %86, %1109
  br i1 %1110, label %1111, label %1121

1111: ; preds = %1106
  %1112 = mul i32 %1108, %10
  %1113 = sext i32 %1112 to i64
  %1114 = getelementptr float, ptr addrspace(1) %2, i64 %1113
  %1115 = sext i32 %84 to i64
  %1116 = getelementptr float, ptr addrspace(1) %1114, i64 %1115
  %1117 = insertelement <4 x float> poison, float %.lcssa39, i64 0
  %1118 = insertelement <4 x float> %1117, float %.lcssa38, i64 1
  %1119 = insertelement <4 x float> %1118, float %.lcssa37, i64 2
  %1120 = insertelement <4 x float> %1119, float %.lcssa, i64 3
  store <4 x float> %1120, ptr addrspace(1) %1116, align 16
  br label %1121

1121: ; preds = %1111, %1106
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
