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
  %38 = add nsw i64 %20, 512
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr float, ptr addrspace(1) %44, i64 %21
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <4 x float> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = add nsw i64 %20, 1024
  %54 = lshr i64 %53, 5
  %55 = trunc i64 %54 to i32
  %56 = add i32 %17, %55
  %57 = mul i32 %56, %6
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = icmp slt i32 %56, %3
  %61 = and i1 %30, %60
  %62 = and i1 %19, %61
  br i1 %62, label %63, label %66

63: ; preds = %51
  %64 = getelementptr float, ptr addrspace(1) %59, i64 %21
  %65 = load <4 x float>, ptr addrspace(1) %64, align 16
  br label %66

66: ; preds = %63, %51
  %67 = phi <4 x float> [ %65, %63 ], [ zeroinitializer, %51 ]
  %68 = add nsw i64 %20, 1536
  %69 = lshr i64 %68, 5
  %70 = trunc i64 %69 to i32
  %71 = add i32 %17, %70
  %72 = mul i32 %71, %6
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr addrspace(1) %0, i64 %73
  %75 = icmp slt i32 %71, %3
  %76 = and i1 %30, %75
  %77 = and i1 %19, %76
  br i1 %77, label %78, label %81

78: ; preds = %66
  %79 = getelementptr float, ptr addrspace(1) %74, i64 %21
  %80 = load <4 x float>, ptr addrspace(1) %79, align 16
  br label %81

81: ; preds = %78, %66
  %82 = phi <4 x float> [ %80, %78 ], [ zeroinitializer, %66 ]
  %83 = and i64 %20, 60
  %84 = lshr i64 %20, 6
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %83 to i32
  %87 = or i32 %18, %86
  %88 = icmp slt i32 %85, %5
  %89 = icmp slt i32 %87, %4
  %90 = and i1 %88, %89
  %91 = and i1 %19, %90
  br i1 %91, label %92, label %99

92: ; preds = %81
  %93 = mul i32 %85, %8
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr addrspace(1) %1, i64 %94
  %96 = sext i32 %87 to i64
  %97 = getelementptr float, ptr addrspace(1) %95, i64 %96
  %98 = load <4 x float>, ptr addrspace(1) %97, align 16
  br label %99

99: ; preds = %92, %81
  %100 = phi <4 x float> [ %98, %92 ], [ zeroinitializer, %81 ]
  %101 = lshr i64 %38, 6
  %102 = trunc i64 %101 to i32
  %103 = icmp slt i32 %102, %5
  %104 = and i1 %103, %89
  %105 = and i1 %19, %104
  br i1 %105, label %106, label %113

106: ; preds = %99
  %107 = mul i32 %102, %8
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr addrspace(1) %1, i64 %108
  %110 = sext i32 %87 to i64
  %111 = getelementptr float, ptr addrspace(1) %109, i64 %110
  %112 = load <4 x float>, ptr addrspace(1) %111, align 16
  br label %113

113: ; preds = %106, %99
  %114 = phi <4 x float> [ %112, %106 ], [ zeroinitializer, %99 ]
  %115 = lshr i64 %53, 6
  %116 = trunc i64 %115 to i32
  %117 = icmp slt i32 %116, %5
  %118 = and i1 %117, %89
  %119 = and i1 %19, %118
  br i1 %119, label %120, label %127

120: ; preds = %113
  %121 = mul i32 %116, %8
  %122 = sext i32 %121 to i64
  %123 = getelementptr float, ptr addrspace(1) %1, i64 %122
  %124 = sext i32 %87 to i64
  %125 = getelementptr float, ptr addrspace(1) %123, i64 %124
  %126 = load <4 x float>, ptr addrspace(1) %125, align 16
  br label %127

127: ; preds = %120, %113
  %128 = phi <4 x float> [ %126, %120 ], [ zeroinitializer, %113 ]
  %129 = lshr i64 %68, 6
  %130 = trunc i64 %129 to i32
  %131 = icmp slt i32 %130, %5
  %132 = and i1 %131, %89
  %133 = and i1 %19, %132
  br i1 %133, label %134, label %141

134: ; preds = %127
  %135 = mul i32 %130, %8
  %136 = sext i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(1) %1, i64 %136
  %138 = sext i32 %87 to i64
  %139 = getelementptr float, ptr addrspace(1) %137, i64 %138
  %140 = load <4 x float>, ptr addrspace(1) %139, align 16
  br label %141

141: ; preds = %134, %127
  %142 = phi <4 x float> [ %140, %134 ], [ zeroinitializer, %127 ]
  %143 = lshr i64 %14, 4
  %144 = xor i64 %143, %14
  %145 = shl i64 %143, 8
  %146 = shl i64 %144, 4
  %147 = and i64 %146, 240
  %148 = or i64 %147, %145
  %149 = trunc i64 %148 to i32
  %150 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %149
  %151 = shl nsw i64 %14, 4
  %152 = and i64 %151, 4294967040
  %153 = xor i64 %151, %14
  %154 = and i64 %153, 240
  %155 = or i64 %154, %152
  %156 = trunc i64 %155 to i32
  %157 = or i32 %156, 4
  %158 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %157
  %159 = shl nsw i64 %14, 4
  %160 = and i64 %159, 4294967040
  %161 = xor i64 %159, %14
  %162 = and i64 %161, 240
  %163 = or i64 %162, %160
  %164 = trunc i64 %163 to i32
  %165 = or i32 %164, 8
  %166 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %165
  %167 = shl nsw i64 %14, 4
  %168 = and i64 %167, 4294967040
  %169 = xor i64 %167, %14
  %170 = and i64 %169, 240
  %171 = or i64 %170, %168
  %172 = trunc i64 %171 to i32
  %173 = or i32 %172, 12
  %174 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %173
  %175 = and i64 %38, -32
  %176 = or i64 %175, %21
  %177 = shl nsw i64 %176, 2
  %178 = and i64 %177, 4294967040
  %179 = lshr exact i64 %177, 4
  %180 = xor i64 %179, %177
  %181 = and i64 %180, 240
  %182 = or i64 %181, %178
  %183 = trunc i64 %182 to i32
  %184 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %183
  %185 = or i64 %175, %21
  %186 = shl nsw i64 %185, 2
  %187 = and i64 %186, 4294967040
  %188 = lshr exact i64 %186, 4
  %189 = xor i64 %188, %186
  %190 = and i64 %189, 240
  %191 = or i64 %190, %187
  %192 = trunc i64 %191 to i32
  %193 = or i32 %192, 4
  %194 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %193
  %195 = or i64 %175, %21
  %196 = shl nsw i64 %195, 2
  %197 = and i64 %196, 4294967040
  %198 = lshr exact i64 %196, 4
  %199 = xor i64 %198, %196
  %200 = and i64 %199, 240
  %201 = or i64 %200, %197
  %202 = trunc i64 %201 to i32
  %203 = or i32 %202, 8
  %204 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %203
  %205 = or i64 %175, %21
  %206 = shl nsw i64 %205, 2
  %207 = and i64 %206, 4294967040
  %208 = lshr exact i64 %206, 4
  %209 = xor i64 %208, %206
  %210 = and i64 %209, 240
  %211 = or i64 %210, %207
  %212 = trunc i64 %211 to i32
  %213 = or i32 %212, 12
  %214 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %213
  %215 = and i64 %53, -32
  %216 = or i64 %215, %21
  %217 = shl nsw i64 %216, 2
  %218 = and i64 %217, 4294967040
  %219 = lshr exact i64 %217, 4
  %220 = xor i64 %219, %217
  %221 = and i64 %220, 240
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  %224 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %223
  %225 = or i64 %215, %21
  %226 = shl nsw i64 %225, 2
  %227 = and i64 %226, 4294967040
  %228 = lshr exact i64 %226, 4
  %229 = xor i64 %228, %226
  %230 = and i64 %229, 240
  %231 = or i64 %230, %227
  %232 = trunc i64 %231 to i32
  %233 = or i32 %232, 4
  %234 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %233
  %235 = or i64 %215, %21
  %236 = shl nsw i64 %235, 2
  %237 = and i64 %236, 4294967040
  %238 = lshr exact i64 %236, 4
  %239 = xor i64 %238, %236
  %240 = and i64 %239, 240
  %241 = or i64 %240, %237
  %242 = trunc i64 %241 to i32
  %243 = or i32 %242, 8
  %244 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %243
  %245 = or i64 %215, %21
  %246 = shl nsw i64 %245, 2
  %247 = and i64 %246, 4294967040
  %248 = lshr exact i64 %246, 4
  %249 = xor i64 %248, %246
  %250 = and i64 %249, 240
  %251 = or i64 %250, %247
  %252 = trunc i64 %251 to i32
  %253 = or i32 %252, 12
  %254 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %253
  %255 = and i64 %68, -32
  %256 = or i64 %255, %21
  %257 = shl nsw i64 %256, 2
  %258 = and i64 %257, 4294967040
  %259 = lshr exact i64 %257, 4
  %260 = xor i64 %259, %257
  %261 = and i64 %260, 240
  %262 = or i64 %261, %258
  %263 = trunc i64 %262 to i32
  %264 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %263
  %265 = or i64 %255, %21
  %266 = shl nsw i64 %265, 2
  %267 = and i64 %266, 4294967040
  %268 = lshr exact i64 %266, 4
  %269 = xor i64 %268, %266
  %270 = and i64 %269, 240
  %271 = or i64 %270, %267
  %272 = trunc i64 %271 to i32
  %273 = or i32 %272, 4
  %274 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %273
  %275 = or i64 %255, %21
  %276 = shl nsw i64 %275, 2
  %277 = and i64 %276, 4294967040
  %278 = lshr exact i64 %276, 4
  %279 = xor i64 %278, %276
  %280 = and i64 %279, 240
  %281 = or i64 %280, %277
  %282 = trunc i64 %281 to i32
  %283 = or i32 %282, 8
  %284 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %283
  %285 = or i64 %255, %21
  %286 = shl nsw i64 %285, 2
  %287 = and i64 %286, 4294967040
  %288 = lshr exact i64 %286, 4
  %289 = xor i64 %288, %286
  %290 = and i64 %289, 240
  %291 = or i64 %290, %287
  %292 = trunc i64 %291 to i32
  %293 = or i32 %292, 12
  %294 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %293
  %295 = and i64 %20, -2048
  %296 = and i64 %84, 31
  %297 = shl nuw nsw i64 %83, 5
  %298 = or i64 %296, %295
  %299 = or i64 %298, %297
  %300 = shl nsw i64 %299, 2
  %301 = and i64 %300, 12
  %302 = and i64 %300, 4294966784
  %303 = add nuw nsw i64 %302, 8192
  %304 = lshr i64 %300, 4
  %305 = and i64 %304, 224
  %.mask = and i64 %300, 112
  %306 = xor i64 %305, %.mask
  %307 = or i64 %306, %303
  %308 = or i64 %307, %301
  %309 = trunc i64 %308 to i32
  %310 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %309
  %311 = or i64 %83, 1
  %312 = shl nuw nsw i64 %311, 5
  %313 = or i64 %298, %312
  %314 = shl nsw i64 %313, 2
  %315 = and i64 %314, 12
  %316 = and i64 %314, 4294966784
  %317 = add nuw nsw i64 %316, 8192
  %318 = lshr i64 %314, 4
  %319 = xor i64 %318, %314
  %320 = and i64 %319, 240
  %321 = or i64 %320, %317
  %322 = or i64 %321, %315
  %323 = trunc i64 %322 to i32
  %324 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %323
  %325 = or i64 %83, 2
  %326 = shl nuw nsw i64 %325, 5
  %327 = or i64 %298, %326
  %328 = shl nsw i64 %327, 2
  %329 = and i64 %328, 12
  %330 = and i64 %328, 4294967040
  %331 = add nuw nsw i64 %330, 8192
  %332 = lshr i64 %328, 4
  %333 = xor i64 %332, %328
  %334 = and i64 %333, 240
  %335 = or i64 %334, %331
  %336 = or i64 %335, %329
  %337 = trunc i64 %336 to i32
  %338 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %337
  %339 = or i64 %83, 3
  %340 = shl nuw nsw i64 %339, 5
  %341 = or i64 %298, %340
  %342 = shl nsw i64 %341, 2
  %343 = and i64 %342, 12
  %344 = and i64 %342, 4294967040
  %345 = add nuw nsw i64 %344, 8192
  %346 = lshr i64 %342, 4
  %347 = xor i64 %346, %342
  %348 = and i64 %347, 240
  %349 = or i64 %348, %345
  %350 = or i64 %349, %343
  %351 = trunc i64 %350 to i32
  %352 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %351
  %353 = and i64 %38, -2048
  %354 = and i64 %101, 31
  %355 = or i64 %354, %353
  %356 = or i64 %355, %297
  %357 = shl nsw i64 %356, 2
  %358 = and i64 %357, 12
  %359 = and i64 %357, 4294966784
  %360 = add nuw nsw i64 %359, 8192
  %361 = lshr i64 %357, 4
  %362 = and i64 %361, 224
  %.mask3 = and i64 %357, 112
  %363 = xor i64 %362, %.mask3
  %364 = or i64 %363, %360
  %365 = or i64 %364, %358
  %366 = trunc i64 %365 to i32
  %367 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %366
  %368 = or i64 %355, %312
  %369 = shl nsw i64 %368, 2
  %370 = and i64 %369, 12
  %371 = and i64 %369, 4294966784
  %372 = add nuw nsw i64 %371, 8192
  %373 = lshr i64 %369, 4
  %374 = xor i64 %373, %369
  %375 = and i64 %374, 240
  %376 = or i64 %375, %372
  %377 = or i64 %376, %370
  %378 = trunc i64 %377 to i32
  %379 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %378
  %380 = or i64 %355, %326
  %381 = shl nsw i64 %380, 2
  %382 = and i64 %381, 12
  %383 = and i64 %381, 4294967040
  %384 = add nuw nsw i64 %383, 8192
  %385 = lshr i64 %381, 4
  %386 = xor i64 %385, %381
  %387 = and i64 %386, 240
  %388 = or i64 %387, %384
  %389 = or i64 %388, %382
  %390 = trunc i64 %389 to i32
  %391 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %390
  %392 = or i64 %355, %340
  %393 = shl nsw i64 %392, 2
  %394 = and i64 %393, 12
  %395 = and i64 %393, 4294967040
  %396 = add nuw nsw i64 %395, 8192
  %397 = lshr i64 %393, 4
  %398 = xor i64 %397, %393
  %399 = and i64 %398, 240
  %400 = or i64 %399, %396
  %401 = or i64 %400, %394
  %402 = trunc i64 %401 to i32
  %403 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %402
  %404 = and i64 %53, -2048
  %405 = and i64 %115, 31
  %406 = or i64 %405, %404
  %407 = or i64 %406, %297
  %408 = shl nsw i64 %407, 2
  %409 = and i64 %408, 12
  %410 = and i64 %408, 4294966784
  %411 = add nuw nsw i64 %410, 8192
  %412 = lshr i64 %408, 4
  %413 = and i64 %412, 224
  %.mask4 = and i64 %408, 112
  %414 = xor i64 %413, %.mask4
  %415 = or i64 %414, %411
  %416 = or i64 %415, %409
  %417 = trunc i64 %416 to i32
  %418 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %417
  %419 = or i64 %406, %312
  %420 = shl nsw i64 %419, 2
  %421 = and i64 %420, 12
  %422 = and i64 %420, 4294966784
  %423 = add nuw nsw i64 %422, 8192
  %424 = lshr i64 %420, 4
  %425 = xor i64 %424, %420
  %426 = and i64 %425, 240
  %427 = or i64 %426, %423
  %428 = or i64 %427, %421
  %429 = trunc i64 %428 to i32
  %430 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %429
  %431 = or i64 %406, %326
  %432 = shl nsw i64 %431, 2
  %433 = and i64 %432, 12
  %434 = and i64 %432, 4294967040
  %435 = add nuw nsw i64 %434, 8192
  %436 = lshr i64 %432, 4
  %437 = xor i64 %436, %432
  %438 = and i64 %437, 240
  %439 = or i64 %438, %435
  %440 = or i64 %439, %433
  %441 = trunc i64 %440 to i32
  %442 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %441
  %443 = or i64 %406, %340
  %444 = shl nsw i64 %443, 2
  %445 = and i64 %444, 12
  %446 = and i64 %444, 4294967040
  %447 = add nuw nsw i64 %446, 8192
  %448 = lshr i64 %444, 4
  %449 = xor i64 %448, %444
  %450 = and i64 %449, 240
  %451 = or i64 %450, %447
  %452 = or i64 %451, %445
  %453 = trunc i64 %452 to i32
  %454 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %453
  %455 = and i64 %68, -2048
  %456 = and i64 %129, 31
  %457 = or i64 %456, %455
  %458 = or i64 %457, %297
  %459 = shl nsw i64 %458, 2
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
  %470 = or i64 %457, %312
  %471 = shl nsw i64 %470, 2
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
  %482 = or i64 %457, %326
  %483 = shl nsw i64 %482, 2
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
  %494 = or i64 %457, %340
  %495 = shl nsw i64 %494, 2
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
  %509 = or i64 %311, %506
  %510 = trunc i64 %509 to i32
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %510
  %512 = or i64 %325, %506
  %513 = trunc i64 %512 to i32
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %513
  %515 = or i64 %339, %506
  %516 = trunc i64 %515 to i32
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %516
  %518 = and i64 %38, -64
  %519 = or i64 %518, %83
  %520 = trunc i64 %519 to i32
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %520
  %522 = or i64 %311, %518
  %523 = trunc i64 %522 to i32
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %523
  %525 = or i64 %325, %518
  %526 = trunc i64 %525 to i32
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %526
  %528 = or i64 %339, %518
  %529 = trunc i64 %528 to i32
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %529
  %531 = and i64 %53, -64
  %532 = or i64 %531, %83
  %533 = trunc i64 %532 to i32
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %533
  %535 = or i64 %311, %531
  %536 = trunc i64 %535 to i32
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %536
  %538 = or i64 %325, %531
  %539 = trunc i64 %538 to i32
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %539
  %541 = or i64 %339, %531
  %542 = trunc i64 %541 to i32
  %543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %542
  %544 = and i64 %68, -64
  %545 = or i64 %544, %83
  %546 = trunc i64 %545 to i32
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %546
  %548 = or i64 %311, %544
  %549 = trunc i64 %548 to i32
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %549
  %551 = or i64 %325, %544
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %552
  %554 = or i64 %339, %544
  %555 = trunc i64 %554 to i32
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %555
  %557 = add nsw i64 %20, 2048
  %558 = lshr i64 %557, 6
  %559 = and i64 %557, 4294967232
  %560 = or i64 %559, %83
  %561 = trunc i64 %560 to i32
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %561
  %563 = or i32 %561, 1
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %563
  %565 = or i32 %561, 2
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %565
  %567 = or i32 %561, 3
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %567
  %569 = add nsw i64 %20, 2560
  %570 = lshr i64 %569, 6
  %571 = and i64 %569, 4294967232
  %572 = or i64 %571, %83
  %573 = trunc i64 %572 to i32
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %573
  %575 = or i32 %573, 1
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %575
  %577 = or i32 %573, 2
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %577
  %579 = or i32 %573, 3
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %579
  %581 = add nsw i64 %20, 3072
  %582 = lshr i64 %581, 6
  %583 = and i64 %581, 4294967232
  %584 = or i64 %583, %83
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %585
  %587 = or i32 %585, 1
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %587
  %589 = or i32 %585, 2
  %590 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %589
  %591 = or i32 %585, 3
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %591
  %593 = add nsw i64 %20, 3584
  %594 = lshr i64 %593, 6
  %595 = and i64 %593, 4294967232
  %596 = or i64 %595, %83
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %597
  %599 = or i32 %597, 1
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %599
  %601 = or i32 %597, 2
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %601
  %603 = or i32 %597, 3
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %603
  %605 = icmp ult i32 %13, 128
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %507
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %510
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %513
  %609 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %516
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %520
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %533
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %546
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %561
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %573
  %615 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %585
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %597
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %141
  %617 = and i64 %14, 7
  %618 = sext i32 %87 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %618
  %619 = shl nuw nsw i64 %14, 3
  %620 = and i64 %619, 960
  %621 = or i64 %620, %617
  %622 = trunc i64 %621 to i32
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %622
  %624 = or i64 %617, 8
  %625 = or i64 %624, %620
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %626
  %628 = or i64 %617, 16
  %629 = or i64 %628, %620
  %630 = trunc i64 %629 to i32
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %630
  %632 = or i64 %617, 24
  %633 = or i64 %632, %620
  %634 = trunc i64 %633 to i32
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %634
  %636 = or i64 %617, 32
  %637 = or i64 %636, %620
  %638 = trunc i64 %637 to i32
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %638
  %640 = or i64 %617, 40
  %641 = or i64 %640, %620
  %642 = trunc i64 %641 to i32
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %642
  %644 = or i64 %617, 48
  %645 = or i64 %644, %620
  %646 = trunc i64 %645 to i32
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %646
  %648 = or i64 %617, 56
  %649 = or i64 %648, %620
  %650 = trunc i64 %649 to i32
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %650
  %652 = or i64 %620, 1024
  %653 = or i64 %652, %617
  %654 = trunc i64 %653 to i32
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %654
  %656 = or i64 %652, %624
  %657 = trunc i64 %656 to i32
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %657
  %659 = or i64 %652, %628
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %660
  %662 = or i64 %652, %632
  %663 = trunc i64 %662 to i32
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %663
  %665 = or i64 %652, %636
  %666 = trunc i64 %665 to i32
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %666
  %668 = or i64 %652, %640
  %669 = trunc i64 %668 to i32
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %669
  %671 = or i64 %652, %644
  %672 = trunc i64 %671 to i32
  %673 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %672
  %674 = or i64 %652, %648
  %675 = trunc i64 %674 to i32
  %676 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %675
  %677 = or i64 %620, 2048
  %678 = or i64 %677, %617
  %679 = trunc i64 %678 to i32
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %679
  %681 = or i64 %677, %624
  %682 = trunc i64 %681 to i32
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %682
  %684 = or i64 %677, %628
  %685 = trunc i64 %684 to i32
  %686 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %685
  %687 = or i64 %677, %632
  %688 = trunc i64 %687 to i32
  %689 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %688
  %690 = or i64 %677, %636
  %691 = trunc i64 %690 to i32
  %692 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %691
  %693 = or i64 %677, %640
  %694 = trunc i64 %693 to i32
  %695 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %694
  %696 = or i64 %677, %644
  %697 = trunc i64 %696 to i32
  %698 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %697
  %699 = or i64 %677, %648
  %700 = trunc i64 %699 to i32
  %701 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %700
  %702 = or i64 %620, 3072
  %703 = or i64 %702, %617
  %704 = trunc i64 %703 to i32
  %705 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %704
  %706 = or i64 %702, %624
  %707 = trunc i64 %706 to i32
  %708 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %707
  %709 = or i64 %702, %628
  %710 = trunc i64 %709 to i32
  %711 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %710
  %712 = or i64 %702, %632
  %713 = trunc i64 %712 to i32
  %714 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %713
  %715 = or i64 %702, %636
  %716 = trunc i64 %715 to i32
  %717 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %716
  %718 = or i64 %702, %640
  %719 = trunc i64 %718 to i32
  %720 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %719
  %721 = or i64 %702, %644
  %722 = trunc i64 %721 to i32
  %723 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %722
  %724 = or i64 %702, %648
  %725 = trunc i64 %724 to i32
  %726 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %725
  %727 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %622
  %728 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %626
  %729 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %630
  %730 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %634
  %731 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %638
  %732 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %642
  %733 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %646
  %734 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %650
  %735 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %654
  %736 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %657
  %737 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %660
  %738 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %663
  %739 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %666
  %740 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %669
  %741 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %672
  %742 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %675
  %743 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %679
  %744 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %682
  %745 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %685
  %746 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %688
  %747 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %691
  %748 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %694
  %749 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %697
  %750 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %700
  %751 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %704
  %752 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %707
  %753 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %710
  %754 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %713
  %755 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %716
  %756 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %719
  %757 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %722
  %758 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %725
  br label %759

759: ; preds = %.lr.ph, %1011
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %1011 ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %1011 ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %1011 ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %1011 ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %1011 ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %1011 ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %1011 ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %1011 ]
  %768 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %1011 ]
  %769 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %1011 ]
  %770 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %1011 ]
  %771 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %1011 ]
  %772 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %1011 ]
  %773 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %1011 ]
  %774 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %1011 ]
  %775 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %1011 ]
  %776 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %1011 ]
  %777 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %1011 ]
  %778 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %1011 ]
  %779 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %1011 ]
  %780 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %1011 ]
  %781 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %1011 ]
  %782 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %1011 ]
  %783 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %1011 ]
  %784 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %1011 ]
  %785 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %1011 ]
  %786 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %1011 ]
  %787 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %1011 ]
  %788 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %1011 ]
  %789 = phi float [ 0.000000e+00, %.lr.ph ], [ %1014, %1011 ]
  %790 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %1011 ]
  %791 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %1011 ]
  %792 = phi i32 [ 0, %.lr.ph ], [ %801, %1011 ]
  %793 = phi <4 x float> [ %37, %.lr.ph ], [ %812, %1011 ]
  %794 = phi <4 x float> [ %52, %.lr.ph ], [ %820, %1011 ]
  %795 = phi <4 x float> [ %67, %.lr.ph ], [ %828, %1011 ]
  %796 = phi <4 x float> [ %82, %.lr.ph ], [ %836, %1011 ]
  %797 = phi <4 x float> [ %100, %.lr.ph ], [ %846, %1011 ]
  %798 = phi <4 x float> [ %114, %.lr.ph ], [ %856, %1011 ]
  %799 = phi <4 x float> [ %128, %.lr.ph ], [ %866, %1011 ]
  %800 = phi <4 x float> [ %142, %.lr.ph ], [ %876, %1011 ]
  %801 = add i32 %792, 32
  %802 = icmp slt i32 %801, %5
  %803 = or i32 %801, %28
  %804 = icmp slt i32 %803, %5
  %805 = and i1 %29, %804
  %806 = and i1 %802, %805
  br i1 %806, label %807, label %811

807: ; preds = %759
  %808 = sext i32 %803 to i64
  %809 = getelementptr float, ptr addrspace(1) %27, i64 %808
  %810 = load <4 x float>, ptr addrspace(1) %809, align 16
  br label %811

811: ; preds = %807, %759
  %812 = phi <4 x float> [ %810, %807 ], [ zeroinitializer, %759 ]
  %813 = and i1 %45, %804
  %814 = and i1 %802, %813
  br i1 %814, label %815, label %819

815: ; preds = %811
  %816 = sext i32 %803 to i64
  %817 = getelementptr float, ptr addrspace(1) %44, i64 %816
  %818 = load <4 x float>, ptr addrspace(1) %817, align 16
  br label %819

819: ; preds = %815, %811
  %820 = phi <4 x float> [ %818, %815 ], [ zeroinitializer, %811 ]
  %821 = and i1 %60, %804
  %822 = and i1 %802, %821
  br i1 %822, label %823, label %827

823: ; preds = %819
  %824 = sext i32 %803 to i64
  %825 = getelementptr float, ptr addrspace(1) %59, i64 %824
  %826 = load <4 x float>, ptr addrspace(1) %825, align 16
  br label %827

827: ; preds = %823, %819
  %828 = phi <4 x float> [ %826, %823 ], [ zeroinitializer, %819 ]
  %829 = and i1 %75, %804
  %830 = and i1 %802, %829
  br i1 %830, label %831, label %835

831: ; preds = %827
  %832 = sext i32 %803 to i64
  %833 = getelementptr float, ptr addrspace(1) %74, i64 %832
  %834 = load <4 x float>, ptr addrspace(1) %833, align 16
  br label %835

835: ; preds = %831, %827
  %836 = phi <4 x float> [ %834, %831 ], [ zeroinitializer, %827 ]
  %837 = add i32 %801, %85
  %838 = icmp slt i32 %837, %5
  %839 = and i1 %89, %838
  %840 = and i1 %802, %839
  br i1 %840, label %841, label %845

841: ; preds = %835
  %842 = mul i32 %837, %8
  %843 = sext i32 %842 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %843
  %844 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %845

845: ; preds = %841, %835
  %846 = phi <4 x float> [ %844, %841 ], [ zeroinitializer, %835 ]
  %847 = add i32 %801, %102
  %848 = icmp slt i32 %847, %5
  %849 = and i1 %89, %848
  %850 = and i1 %802, %849
  br i1 %850, label %851, label %855

851: ; preds = %845
  %852 = mul i32 %847, %8
  %853 = sext i32 %852 to i64
  %gep100 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %853
  %854 = load <4 x float>, ptr addrspace(1) %gep100, align 16
  br label %855

855: ; preds = %851, %845
  %856 = phi <4 x float> [ %854, %851 ], [ zeroinitializer, %845 ]
  %857 = add i32 %801, %116
  %858 = icmp slt i32 %857, %5
  %859 = and i1 %89, %858
  %860 = and i1 %802, %859
  br i1 %860, label %861, label %865

861: ; preds = %855
  %862 = mul i32 %857, %8
  %863 = sext i32 %862 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %863
  %864 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  br label %865

865: ; preds = %861, %855
  %866 = phi <4 x float> [ %864, %861 ], [ zeroinitializer, %855 ]
  %867 = add i32 %801, %130
  %868 = icmp slt i32 %867, %5
  %869 = and i1 %89, %868
  %870 = and i1 %802, %869
  br i1 %870, label %871, label %875

871: ; preds = %865
  %872 = mul i32 %867, %8
  %873 = sext i32 %872 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %873
  %874 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  br label %875

875: ; preds = %871, %865
  %876 = phi <4 x float> [ %874, %871 ], [ zeroinitializer, %865 ]
  %877 = extractelement <4 x float> %793, i64 0
  store float %877, ptr addrspace(3) %150, align 16
  %878 = extractelement <4 x float> %793, i64 1
  store float %878, ptr addrspace(3) %158, align 4
  %879 = extractelement <4 x float> %793, i64 2
  store float %879, ptr addrspace(3) %166, align 8
  %880 = extractelement <4 x float> %793, i64 3
  store float %880, ptr addrspace(3) %174, align 4
  %881 = extractelement <4 x float> %794, i64 0
  store float %881, ptr addrspace(3) %184, align 16
  %882 = extractelement <4 x float> %794, i64 1
  store float %882, ptr addrspace(3) %194, align 4
  %883 = extractelement <4 x float> %794, i64 2
  store float %883, ptr addrspace(3) %204, align 8
  %884 = extractelement <4 x float> %794, i64 3
  store float %884, ptr addrspace(3) %214, align 4
  %885 = extractelement <4 x float> %795, i64 0
  store float %885, ptr addrspace(3) %224, align 16
  %886 = extractelement <4 x float> %795, i64 1
  store float %886, ptr addrspace(3) %234, align 4
  %887 = extractelement <4 x float> %795, i64 2
  store float %887, ptr addrspace(3) %244, align 8
  %888 = extractelement <4 x float> %795, i64 3
  store float %888, ptr addrspace(3) %254, align 4
  %889 = extractelement <4 x float> %796, i64 0
  store float %889, ptr addrspace(3) %264, align 16
  %890 = extractelement <4 x float> %796, i64 1
  store float %890, ptr addrspace(3) %274, align 4
  %891 = extractelement <4 x float> %796, i64 2
  store float %891, ptr addrspace(3) %284, align 8
  %892 = extractelement <4 x float> %796, i64 3
  store float %892, ptr addrspace(3) %294, align 4
  %893 = extractelement <4 x float> %797, i64 0
  store float %893, ptr addrspace(3) %310, align 4
  %894 = extractelement <4 x float> %797, i64 1
  store float %894, ptr addrspace(3) %324, align 4
  %895 = extractelement <4 x float> %797, i64 2
  store float %895, ptr addrspace(3) %338, align 4
  %896 = extractelement <4 x float> %797, i64 3
  store float %896, ptr addrspace(3) %352, align 4
  %897 = extractelement <4 x float> %798, i64 0
  store float %897, ptr addrspace(3) %367, align 4
  %898 = extractelement <4 x float> %798, i64 1
  store float %898, ptr addrspace(3) %379, align 4
  %899 = extractelement <4 x float> %798, i64 2
  store float %899, ptr addrspace(3) %391, align 4
  %900 = extractelement <4 x float> %798, i64 3
  store float %900, ptr addrspace(3) %403, align 4
  %901 = extractelement <4 x float> %799, i64 0
  store float %901, ptr addrspace(3) %418, align 4
  %902 = extractelement <4 x float> %799, i64 1
  store float %902, ptr addrspace(3) %430, align 4
  %903 = extractelement <4 x float> %799, i64 2
  store float %903, ptr addrspace(3) %442, align 4
  %904 = extractelement <4 x float> %799, i64 3
  store float %904, ptr addrspace(3) %454, align 4
  %905 = extractelement <4 x float> %800, i64 0
  store float %905, ptr addrspace(3) %469, align 4
  %906 = extractelement <4 x float> %800, i64 1
  store float %906, ptr addrspace(3) %481, align 4
  %907 = extractelement <4 x float> %800, i64 2
  store float %907, ptr addrspace(3) %493, align 4
  %908 = extractelement <4 x float> %800, i64 3
  store float %908, ptr addrspace(3) %505, align 4
  store float %791, ptr addrspace(3) %508, align 16
  store float %790, ptr addrspace(3) %511, align 4
  store float %789, ptr addrspace(3) %514, align 8
  store float %788, ptr addrspace(3) %517, align 4
  store float %787, ptr addrspace(3) %521, align 16
  store float %786, ptr addrspace(3) %524, align 4
  store float %785, ptr addrspace(3) %527, align 8
  store float %784, ptr addrspace(3) %530, align 4
  store float %783, ptr addrspace(3) %534, align 16
  store float %782, ptr addrspace(3) %537, align 4
  store float %781, ptr addrspace(3) %540, align 8
  store float %780, ptr addrspace(3) %543, align 4
  store float %779, ptr addrspace(3) %547, align 16
  store float %778, ptr addrspace(3) %550, align 4
  store float %777, ptr addrspace(3) %553, align 8
  store float %776, ptr addrspace(3) %556, align 4
  store float %775, ptr addrspace(3) %562, align 16
  store float %774, ptr addrspace(3) %564, align 4
  store float %773, ptr addrspace(3) %566, align 8
  store float %772, ptr addrspace(3) %568, align 4
  store float %771, ptr addrspace(3) %574, align 16
  store float %770, ptr addrspace(3) %576, align 4
  store float %769, ptr addrspace(3) %578, align 8
  store float %768, ptr addrspace(3) %580, align 4
  store float %767, ptr addrspace(3) %586, align 16
  store float %766, ptr addrspace(3) %588, align 4
  store float %765, ptr addrspace(3) %590, align 8
  store float %764, ptr addrspace(3) %592, align 4
  store float %763, ptr addrspace(3) %598, align 16
  store float %762, ptr addrspace(3) %600, align 4
  store float %761, ptr addrspace(3) %602, align 8
  store float %760, ptr addrspace(3) %604, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %605, label %909, label %1011

909: ; preds = %875
  %910 = load i32, ptr addrspace(3) %623, align 4
  %911 = load i32, ptr addrspace(3) %627, align 4
  %912 = load i32, ptr addrspace(3) %631, align 4
  %913 = load i32, ptr addrspace(3) %635, align 4
  %914 = load i32, ptr addrspace(3) %639, align 4
  %915 = load i32, ptr addrspace(3) %643, align 4
  %916 = load i32, ptr addrspace(3) %647, align 4
  %917 = load i32, ptr addrspace(3) %651, align 4
  %918 = load i32, ptr addrspace(3) %655, align 4
  %919 = load i32, ptr addrspace(3) %658, align 4
  %920 = load i32, ptr addrspace(3) %661, align 4
  %921 = load i32, ptr addrspace(3) %664, align 4
  %922 = load i32, ptr addrspace(3) %667, align 4
  %923 = load i32, ptr addrspace(3) %670, align 4
  %924 = load i32, ptr addrspace(3) %673, align 4
  %925 = load i32, ptr addrspace(3) %676, align 4
  %926 = load i32, ptr addrspace(3) %680, align 4
  %927 = load i32, ptr addrspace(3) %683, align 4
  %928 = load i32, ptr addrspace(3) %686, align 4
  %929 = load i32, ptr addrspace(3) %689, align 4
  %930 = load i32, ptr addrspace(3) %692, align 4
  %931 = load i32, ptr addrspace(3) %695, align 4
  %932 = load i32, ptr addrspace(3) %698, align 4
  %933 = load i32, ptr addrspace(3) %701, align 4
  %934 = load i32, ptr addrspace(3) %705, align 4
  %935 = load i32, ptr addrspace(3) %708, align 4
  %936 = load i32, ptr addrspace(3) %711, align 4
  %937 = load i32, ptr addrspace(3) %714, align 4
  %938 = load i32, ptr addrspace(3) %717, align 4
  %939 = load i32, ptr addrspace(3) %720, align 4
  %940 = load i32, ptr addrspace(3) %723, align 4
  %941 = load i32, ptr addrspace(3) %726, align 4
  %942 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %910, i64 0
  %943 = insertelement <32 x i32> %942, i32 %911, i64 1
  %944 = insertelement <32 x i32> %943, i32 %912, i64 2
  %945 = insertelement <32 x i32> %944, i32 %913, i64 3
  %946 = insertelement <32 x i32> %945, i32 %914, i64 4
  %947 = insertelement <32 x i32> %946, i32 %915, i64 5
  %948 = insertelement <32 x i32> %947, i32 %916, i64 6
  %949 = insertelement <32 x i32> %948, i32 %917, i64 7
  %950 = insertelement <32 x i32> %949, i32 %918, i64 8
  %951 = insertelement <32 x i32> %950, i32 %919, i64 9
  %952 = insertelement <32 x i32> %951, i32 %920, i64 10
  %953 = insertelement <32 x i32> %952, i32 %921, i64 11
  %954 = insertelement <32 x i32> %953, i32 %922, i64 12
  %955 = insertelement <32 x i32> %954, i32 %923, i64 13
  %956 = insertelement <32 x i32> %955, i32 %924, i64 14
  %957 = insertelement <32 x i32> %956, i32 %925, i64 15
  %958 = insertelement <32 x i32> %957, i32 %926, i64 16
  %959 = insertelement <32 x i32> %958, i32 %927, i64 17
  %960 = insertelement <32 x i32> %959, i32 %928, i64 18
  %961 = insertelement <32 x i32> %960, i32 %929, i64 19
  %962 = insertelement <32 x i32> %961, i32 %930, i64 20
  %963 = insertelement <32 x i32> %962, i32 %931, i64 21
  %964 = insertelement <32 x i32> %963, i32 %932, i64 22
  %965 = insertelement <32 x i32> %964, i32 %933, i64 23
  %966 = insertelement <32 x i32> %965, i32 %934, i64 24
  %967 = insertelement <32 x i32> %966, i32 %935, i64 25
  %968 = insertelement <32 x i32> %967, i32 %936, i64 26
  %969 = insertelement <32 x i32> %968, i32 %937, i64 27
  %970 = insertelement <32 x i32> %969, i32 %938, i64 28
  %971 = insertelement <32 x i32> %970, i32 %939, i64 29
  %972 = insertelement <32 x i32> %971, i32 %940, i64 30
  %973 = insertelement <32 x i32> %972, i32 %941, i64 31
  %974 = load float, ptr addrspace(3) @global_smem, align 4096
  %975 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %974, i32 128, i32 1, i32 3)
  %976 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), align 4096
  %977 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %976, i32 128, i32 1, i32 3)
  %978 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %975, i32 %977, <32 x i32> %973, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %978 to <32 x float>
  %979 = extractelement <32 x float> %bc, i64 0
  store float %979, ptr addrspace(3) %727, align 4
  %980 = extractelement <32 x float> %bc, i64 1
  store float %980, ptr addrspace(3) %728, align 4
  %981 = extractelement <32 x float> %bc, i64 2
  store float %981, ptr addrspace(3) %729, align 4
  %982 = extractelement <32 x float> %bc, i64 3
  store float %982, ptr addrspace(3) %730, align 4
  %983 = extractelement <32 x float> %bc, i64 4
  store float %983, ptr addrspace(3) %731, align 4
  %984 = extractelement <32 x float> %bc, i64 5
  store float %984, ptr addrspace(3) %732, align 4
  %985 = extractelement <32 x float> %bc, i64 6
  store float %985, ptr addrspace(3) %733, align 4
  %986 = extractelement <32 x float> %bc, i64 7
  store float %986, ptr addrspace(3) %734, align 4
  %987 = extractelement <32 x float> %bc, i64 8
  store float %987, ptr addrspace(3) %735, align 4
  %988 = extractelement <32 x float> %bc, i64 9
  store float %988, ptr addrspace(3) %736, align 4
  %989 = extractelement <32 x float> %bc, i64 10
  store float %989, ptr addrspace(3) %737, align 4
  %990 = extractelement <32 x float> %bc, i64 11
  store float %990, ptr addrspace(3) %738, align 4
  %991 = extractelement <32 x float> %bc, i64 12
  store float %991, ptr addrspace(3) %739, align 4
  %992 = extractelement <32 x float> %bc, i64 13
  store float %992, ptr addrspace(3) %740, align 4
  %993 = extractelement <32 x float> %bc, i64 14
  store float %993, ptr addrspace(3) %741, align 4
  %994 = extractelement <32 x float> %bc, i64 15
  store float %994, ptr addrspace(3) %742, align 4
  %995 = extractelement <32 x float> %bc, i64 16
  store float %995, ptr addrspace(3) %743, align 4
  %996 = extractelement <32 x float> %bc, i64 17
  store float %996, ptr addrspace(3) %744, align 4
  %997 = extractelement <32 x float> %bc, i64 18
  store float %997, ptr addrspace(3) %745, align 4
  %998 = extractelement <32 x float> %bc, i64 19
  store float %998, ptr addrspace(3) %746, align 4
  %999 = extractelement <32 x float> %bc, i64 20
  store float %999, ptr addrspace(3) %747, align 4
  %1000 = extractelement <32 x float> %bc, i64 21
  store float %1000, ptr addrspace(3) %748, align 4
  %1001 = extractelement <32 x float> %bc, i64 22
  store float %1001, ptr addrspace(3) %749, align 4
  %1002 = extractelement <32 x float> %bc, i64 23
  store float %1002, ptr addrspace(3) %750, align 4
  %1003 = extractelement <32 x float> %bc, i64 24
  store float %1003, ptr addrspace(3) %751, align 4
  %1004 = extractelement <32 x float> %bc, i64 25
  store float %1004, ptr addrspace(3) %752, align 4
  %1005 = extractelement <32 x float> %bc, i64 26
  store float %1005, ptr addrspace(3) %753, align 4
  %1006 = extractelement <32 x float> %bc, i64 27
  store float %1006, ptr addrspace(3) %754, align 4
  %1007 = extractelement <32 x float> %bc, i64 28
  store float %1007, ptr addrspace(3) %755, align 4
  %1008 = extractelement <32 x float> %bc, i64 29
  store float %1008, ptr addrspace(3) %756, align 4
  %1009 = extractelement <32 x float> %bc, i64 30
  store float %1009, ptr addrspace(3) %757, align 4
  %1010 = extractelement <32 x float> %bc, i64 31
  store float %1010, ptr addrspace(3) %758, align 4
  br label %1011

1011: ; preds = %909, %875
  tail call void @llvm.musa.syncthreads.lm()
  %1012 = load float, ptr addrspace(3) %606, align 16
  %1013 = load float, ptr addrspace(3) %607, align 4
  %1014 = load float, ptr addrspace(3) %608, align 8
  %1015 = load float, ptr addrspace(3) %609, align 4
  %1016 = load <4 x float>, ptr addrspace(3) %610, align 16
  %1017 = load <4 x float>, ptr addrspace(3) %611, align 16
  %1018 = load <4 x float>, ptr addrspace(3) %612, align 16
  %1019 = load <4 x float>, ptr addrspace(3) %613, align 16
  %1020 = load <4 x float>, ptr addrspace(3) %614, align 16
  %1021 = load <4 x float>, ptr addrspace(3) %615, align 16
  %1022 = load <4 x float>, ptr addrspace(3) %616, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1023 = extractelement <4 x float> %1022, i64 0
  %1024 = extractelement <4 x float> %1022, i64 1
  %1025 = extractelement <4 x float> %1022, i64 2
  %1026 = extractelement <4 x float> %1022, i64 3
  %1027 = extractelement <4 x float> %1021, i64 0
  %1028 = extractelement <4 x float> %1021, i64 1
  %1029 = extractelement <4 x float> %1021, i64 2
  %1030 = extractelement <4 x float> %1021, i64 3
  %1031 = extractelement <4 x float> %1020, i64 0
  %1032 = extractelement <4 x float> %1020, i64 1
  %1033 = extractelement <4 x float> %1020, i64 2
  %1034 = extractelement <4 x float> %1020, i64 3
  %1035 = extractelement <4 x float> %1019, i64 0
  %1036 = extractelement <4 x float> %1019, i64 1
  %1037 = extractelement <4 x float> %1019, i64 2
  %1038 = extractelement <4 x float> %1019, i64 3
  %1039 = extractelement <4 x float> %1018, i64 0
  %1040 = extractelement <4 x float> %1018, i64 1
  %1041 = extractelement <4 x float> %1018, i64 2
  %1042 = extractelement <4 x float> %1018, i64 3
  %1043 = extractelement <4 x float> %1017, i64 0
  %1044 = extractelement <4 x float> %1017, i64 1
  %1045 = extractelement <4 x float> %1017, i64 2
  %1046 = extractelement <4 x float> %1017, i64 3
  %1047 = extractelement <4 x float> %1016, i64 0
  %1048 = extractelement <4 x float> %1016, i64 1
  %1049 = extractelement <4 x float> %1016, i64 2
  %1050 = extractelement <4 x float> %1016, i64 3
  br i1 %802, label %759, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1011
  %1051 = insertelement <4 x float> poison, float %1012, i64 0
  %1052 = insertelement <4 x float> %1051, float %1013, i64 1
  %1053 = insertelement <4 x float> %1052, float %1014, i64 2
  %1054 = insertelement <4 x float> %1053, float %1015, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %141
  %1055 = phi <4 x float> [ zeroinitializer, %141 ], [ %1022, %._crit_edge.loopexit ]
  %1056 = phi <4 x float> [ zeroinitializer, %141 ], [ %1021, %._crit_edge.loopexit ]
  %1057 = phi <4 x float> [ zeroinitializer, %141 ], [ %1020, %._crit_edge.loopexit ]
  %1058 = phi <4 x float> [ zeroinitializer, %141 ], [ %1019, %._crit_edge.loopexit ]
  %1059 = phi <4 x float> [ zeroinitializer, %141 ], [ %1018, %._crit_edge.loopexit ]
  %1060 = phi <4 x float> [ zeroinitializer, %141 ], [ %1017, %._crit_edge.loopexit ]
  %1061 = phi <4 x float> [ zeroinitializer, %141 ], [ %1016, %._crit_edge.loopexit ]
  %1062 = phi <4 x float> [ zeroinitializer, %141 ], [ %1054, %._crit_edge.loopexit ]
  %1063 = add i32 %17, %85
  %1064 = icmp slt i32 %1063, %3
  %1065 = and i1 %1064, %89
  br i1 %1065, label %1066, label %1072

1066: ; preds = %._crit_edge
  %1067 = mul i32 %1063, %10
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr float, ptr addrspace(1) %2, i64 %1068
  %1070 = sext i32 %87 to i64
  %1071 = getelementptr float, ptr addrspace(1) %1069, i64 %1070
  store <4 x float> %1062, ptr addrspace(1) %1071, align 16
  br label %1072

1072: ; preds = %1066, %._crit_edge
  %1073 = add i32 %17, %102
  %1074 = icmp slt i32 %1073, %3
  %1075 = and i1 %89, %1074
  br i1 %1075, label %1076, label %1082

1076: ; preds = %1072
  %1077 = mul i32 %1073, %10
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %2, i64 %1078
  %1080 = sext i32 %87 to i64
  %1081 = getelementptr float, ptr addrspace(1) %1079, i64 %1080
  store <4 x float> %1061, ptr addrspace(1) %1081, align 16
  br label %1082

1082: ; preds = %1076, %1072
  %1083 = add i32 %17, %116
  %1084 = icmp slt i32 %1083, %3
  %1085 = and i1 %89, %1084
  br i1 %1085, label %1086, label %1092

1086: ; preds = %1082
  %1087 = mul i32 %1083, %10
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr float, ptr addrspace(1) %2, i64 %1088
  %1090 = sext i32 %87 to i64
  %1091 = getelementptr float, ptr addrspace(1) %1089, i64 %1090
  store <4 x float> %1060, ptr addrspace(1) %1091, align 16
  br label %1092

1092: ; preds = %1086, %1082
  %1093 = add i32 %17, %130
  %1094 = icmp slt i32 %1093, %3
  %1095 = and i1 %89, %1094
  br i1 %1095, label %1096, label %1102

1096: ; preds = %1092
  %1097 = mul i32 %1093, %10
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr float, ptr addrspace(1) %2, i64 %1098
  %1100 = sext i32 %87 to i64
  %1101 = getelementptr float, ptr addrspace(1) %1099, i64 %1100
  store <4 x float> %1059, ptr addrspace(1) %1101, align 16
  br label %1102

1102: ; preds = %1096, %1092
  %1103 = trunc i64 %558 to i32
  %1104 = add i32 %17, %1103
  %1105 = icmp slt i32 %1104, %3
  %1106 = and i1 %89, %1105
  br i1 %1106, label %1107, label %1113

1107: ; preds = %1102
  %1108 = mul i32 %1104, %10
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr float, ptr addrspace(1) %2, i64 %1109
  %1111 = sext i32 %87 to i64
  %1112 = getelementptr float, ptr addrspace(1) %1110, i64 %1111
  store <4 x float> %1058, ptr addrspace(1) %1112, align 16
  br label %1113

1113: ; preds = %1107, %1102
  %1114 = trunc i64 %570 to i32
  %1115 = add i32 %17, %1114
  %1116 = icmp slt i32 %1115, %3
  %1117 = and i1 %89, %1116
  br i1 %1117, label %1118, label %1124

1118: ; preds = %1113
  %1119 = mul i32 %1115, %10
  %1120 = sext i32 %1119 to i64
  %1121 = getelementptr float, ptr addrspace(1) %2, i64 %1120
  %1122 = sext i32 %87 to i64
  %1123 = getelementptr float, ptr addrspace(1) %1121, i64 %1122
  store <4 x float> %1057, ptr addrspace(1) %1123, align 16
  br label %1124

1124: ; preds = %1118, %1113
  %1125 = trunc i64 %582 to i32
  %1126 = add i32 %17, %1125
  %1127 = icmp slt i32 %1126, %3
  %1128 = and i1 %89, %1127
  br i1 %1128, label %1129, label %1135

1129: ; preds = %1124
  %1130 = mul i32 %1126, %10
  %1131 = sext i32 %1130 to i64
  %1132 = getelementptr float, ptr addrspace(1) %2, i64 %1131
  %1133 = sext i32 %87 to i64
  %1134 = getelementptr float, ptr addrspace(1) %1132, i64 %1133
  store <4 x float> %1056, ptr addrspace(1) %1134, align 16
  br label %1135

1135: ; preds = %1129, %1124
  %1136 = trunc i64 %594 to i32
  %1137 = add i32 %17, %1136
  %1138 = icmp slt i32 %1137, %3
  %1139 = and i1 %89, %1138
  br i1 %1139, label %1140, label %1146

1140: ; preds = %1135
  %1141 = mul i32 %1137, %10
  %1142 = sext i32 %1141 to i64
  %1143 = getelementptr float, ptr addrspace(1) %2, i64 %1142
  %1144 = sext i32 %87 to i64
  %1145 = getelementptr float, ptr addrspace(1) %1143, i64 %1144
  store <4 x float> %1055, ptr addrspace(1) %1145, align 16
  br label %1146

1146: ; preds = %1140, %1135
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
