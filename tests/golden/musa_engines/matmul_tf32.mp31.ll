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
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %141
  %606 = and i64 %14, 7
  %607 = sext i32 %87 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %607
  %608 = or i64 %606, 8
  %609 = or i64 %606, 16
  %610 = or i64 %606, 24
  %611 = or i64 %606, 32
  %612 = or i64 %606, 40
  %613 = or i64 %606, 48
  %614 = or i64 %606, 56
  %615 = shl nuw nsw i64 %14, 3
  %616 = and i64 %615, 960
  %617 = or i64 %616, %606
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %618
  %620 = or i64 %608, %616
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %621
  %623 = or i64 %609, %616
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %624
  %626 = or i64 %610, %616
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %627
  %629 = or i64 %611, %616
  %630 = trunc i64 %629 to i32
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %630
  %632 = or i64 %612, %616
  %633 = trunc i64 %632 to i32
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %633
  %635 = or i64 %613, %616
  %636 = trunc i64 %635 to i32
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %636
  %638 = or i64 %614, %616
  %639 = trunc i64 %638 to i32
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %639
  %641 = or i64 %616, 1024
  %642 = or i64 %641, %606
  %643 = trunc i64 %642 to i32
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %643
  %645 = or i64 %641, %608
  %646 = trunc i64 %645 to i32
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %646
  %648 = or i64 %641, %609
  %649 = trunc i64 %648 to i32
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %649
  %651 = or i64 %641, %610
  %652 = trunc i64 %651 to i32
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %652
  %654 = or i64 %641, %611
  %655 = trunc i64 %654 to i32
  %656 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %655
  %657 = or i64 %641, %612
  %658 = trunc i64 %657 to i32
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %658
  %660 = or i64 %641, %613
  %661 = trunc i64 %660 to i32
  %662 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %661
  %663 = or i64 %641, %614
  %664 = trunc i64 %663 to i32
  %665 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %664
  %666 = or i64 %616, 2048
  %667 = or i64 %666, %606
  %668 = trunc i64 %667 to i32
  %669 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %668
  %670 = or i64 %666, %608
  %671 = trunc i64 %670 to i32
  %672 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %671
  %673 = or i64 %666, %609
  %674 = trunc i64 %673 to i32
  %675 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %674
  %676 = or i64 %666, %610
  %677 = trunc i64 %676 to i32
  %678 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %677
  %679 = or i64 %666, %611
  %680 = trunc i64 %679 to i32
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %680
  %682 = or i64 %666, %612
  %683 = trunc i64 %682 to i32
  %684 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %683
  %685 = or i64 %666, %613
  %686 = trunc i64 %685 to i32
  %687 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %686
  %688 = or i64 %666, %614
  %689 = trunc i64 %688 to i32
  %690 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %689
  %691 = or i64 %616, 3072
  %692 = or i64 %691, %606
  %693 = trunc i64 %692 to i32
  %694 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %693
  %695 = or i64 %691, %608
  %696 = trunc i64 %695 to i32
  %697 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %696
  %698 = or i64 %691, %609
  %699 = trunc i64 %698 to i32
  %700 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %699
  %701 = or i64 %691, %610
  %702 = trunc i64 %701 to i32
  %703 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %702
  %704 = or i64 %691, %611
  %705 = trunc i64 %704 to i32
  %706 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %705
  %707 = or i64 %691, %612
  %708 = trunc i64 %707 to i32
  %709 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %708
  %710 = or i64 %691, %613
  %711 = trunc i64 %710 to i32
  %712 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %711
  %713 = or i64 %691, %614
  %714 = trunc i64 %713 to i32
  %715 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %714
  br label %716

716: ; preds = %.lr.ph, %968
  %717 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %968 ]
  %718 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %968 ]
  %719 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %968 ]
  %720 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %968 ]
  %721 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %968 ]
  %722 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %968 ]
  %723 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %968 ]
  %724 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %968 ]
  %725 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %968 ]
  %726 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %968 ]
  %727 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %968 ]
  %728 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %968 ]
  %729 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %968 ]
  %730 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %968 ]
  %731 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %968 ]
  %732 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %968 ]
  %733 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %968 ]
  %734 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %968 ]
  %735 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %968 ]
  %736 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %968 ]
  %737 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %968 ]
  %738 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %968 ]
  %739 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %968 ]
  %740 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %968 ]
  %741 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %968 ]
  %742 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %968 ]
  %743 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %968 ]
  %744 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %968 ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %968 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %968 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %968 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %968 ]
  %749 = phi i32 [ 0, %.lr.ph ], [ %758, %968 ]
  %750 = phi <4 x float> [ %37, %.lr.ph ], [ %769, %968 ]
  %751 = phi <4 x float> [ %52, %.lr.ph ], [ %777, %968 ]
  %752 = phi <4 x float> [ %67, %.lr.ph ], [ %785, %968 ]
  %753 = phi <4 x float> [ %82, %.lr.ph ], [ %793, %968 ]
  %754 = phi <4 x float> [ %100, %.lr.ph ], [ %803, %968 ]
  %755 = phi <4 x float> [ %114, %.lr.ph ], [ %813, %968 ]
  %756 = phi <4 x float> [ %128, %.lr.ph ], [ %823, %968 ]
  %757 = phi <4 x float> [ %142, %.lr.ph ], [ %833, %968 ]
  %758 = add i32 %749, 32
  %759 = icmp slt i32 %758, %5
  %760 = or i32 %758, %28
  %761 = icmp slt i32 %760, %5
  %762 = and i1 %29, %761
  %763 = and i1 %759, %762
  br i1 %763, label %764, label %768

764: ; preds = %716
  %765 = sext i32 %760 to i64
  %766 = getelementptr float, ptr addrspace(1) %27, i64 %765
  %767 = load <4 x float>, ptr addrspace(1) %766, align 16
  br label %768

768: ; preds = %764, %716
  %769 = phi <4 x float> [ %767, %764 ], [ zeroinitializer, %716 ]
  %770 = and i1 %45, %761
  %771 = and i1 %759, %770
  br i1 %771, label %772, label %776

772: ; preds = %768
  %773 = sext i32 %760 to i64
  %774 = getelementptr float, ptr addrspace(1) %44, i64 %773
  %775 = load <4 x float>, ptr addrspace(1) %774, align 16
  br label %776

776: ; preds = %772, %768
  %777 = phi <4 x float> [ %775, %772 ], [ zeroinitializer, %768 ]
  %778 = and i1 %60, %761
  %779 = and i1 %759, %778
  br i1 %779, label %780, label %784

780: ; preds = %776
  %781 = sext i32 %760 to i64
  %782 = getelementptr float, ptr addrspace(1) %59, i64 %781
  %783 = load <4 x float>, ptr addrspace(1) %782, align 16
  br label %784

784: ; preds = %780, %776
  %785 = phi <4 x float> [ %783, %780 ], [ zeroinitializer, %776 ]
  %786 = and i1 %75, %761
  %787 = and i1 %759, %786
  br i1 %787, label %788, label %792

788: ; preds = %784
  %789 = sext i32 %760 to i64
  %790 = getelementptr float, ptr addrspace(1) %74, i64 %789
  %791 = load <4 x float>, ptr addrspace(1) %790, align 16
  br label %792

792: ; preds = %788, %784
  %793 = phi <4 x float> [ %791, %788 ], [ zeroinitializer, %784 ]
  %794 = add i32 %758, %85
  %795 = icmp slt i32 %794, %5
  %796 = and i1 %89, %795
  %797 = and i1 %759, %796
  br i1 %797, label %798, label %802

798: ; preds = %792
  %799 = mul i32 %794, %8
  %800 = sext i32 %799 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %800
  %801 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %802

802: ; preds = %798, %792
  %803 = phi <4 x float> [ %801, %798 ], [ zeroinitializer, %792 ]
  %804 = add i32 %758, %102
  %805 = icmp slt i32 %804, %5
  %806 = and i1 %89, %805
  %807 = and i1 %759, %806
  br i1 %807, label %808, label %812

808: ; preds = %802
  %809 = mul i32 %804, %8
  %810 = sext i32 %809 to i64
  %gep100 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %810
  %811 = load <4 x float>, ptr addrspace(1) %gep100, align 16
  br label %812

812: ; preds = %808, %802
  %813 = phi <4 x float> [ %811, %808 ], [ zeroinitializer, %802 ]
  %814 = add i32 %758, %116
  %815 = icmp slt i32 %814, %5
  %816 = and i1 %89, %815
  %817 = and i1 %759, %816
  br i1 %817, label %818, label %822

818: ; preds = %812
  %819 = mul i32 %814, %8
  %820 = sext i32 %819 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %820
  %821 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  br label %822

822: ; preds = %818, %812
  %823 = phi <4 x float> [ %821, %818 ], [ zeroinitializer, %812 ]
  %824 = add i32 %758, %130
  %825 = icmp slt i32 %824, %5
  %826 = and i1 %89, %825
  %827 = and i1 %759, %826
  br i1 %827, label %828, label %832

828: ; preds = %822
  %829 = mul i32 %824, %8
  %830 = sext i32 %829 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %830
  %831 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  br label %832

832: ; preds = %828, %822
  %833 = phi <4 x float> [ %831, %828 ], [ zeroinitializer, %822 ]
  %834 = extractelement <4 x float> %750, i64 0
  store float %834, ptr addrspace(3) %150, align 16
  %835 = extractelement <4 x float> %750, i64 1
  store float %835, ptr addrspace(3) %158, align 4
  %836 = extractelement <4 x float> %750, i64 2
  store float %836, ptr addrspace(3) %166, align 8
  %837 = extractelement <4 x float> %750, i64 3
  store float %837, ptr addrspace(3) %174, align 4
  %838 = extractelement <4 x float> %751, i64 0
  store float %838, ptr addrspace(3) %184, align 16
  %839 = extractelement <4 x float> %751, i64 1
  store float %839, ptr addrspace(3) %194, align 4
  %840 = extractelement <4 x float> %751, i64 2
  store float %840, ptr addrspace(3) %204, align 8
  %841 = extractelement <4 x float> %751, i64 3
  store float %841, ptr addrspace(3) %214, align 4
  %842 = extractelement <4 x float> %752, i64 0
  store float %842, ptr addrspace(3) %224, align 16
  %843 = extractelement <4 x float> %752, i64 1
  store float %843, ptr addrspace(3) %234, align 4
  %844 = extractelement <4 x float> %752, i64 2
  store float %844, ptr addrspace(3) %244, align 8
  %845 = extractelement <4 x float> %752, i64 3
  store float %845, ptr addrspace(3) %254, align 4
  %846 = extractelement <4 x float> %753, i64 0
  store float %846, ptr addrspace(3) %264, align 16
  %847 = extractelement <4 x float> %753, i64 1
  store float %847, ptr addrspace(3) %274, align 4
  %848 = extractelement <4 x float> %753, i64 2
  store float %848, ptr addrspace(3) %284, align 8
  %849 = extractelement <4 x float> %753, i64 3
  store float %849, ptr addrspace(3) %294, align 4
  %850 = extractelement <4 x float> %754, i64 0
  store float %850, ptr addrspace(3) %310, align 4
  %851 = extractelement <4 x float> %754, i64 1
  store float %851, ptr addrspace(3) %324, align 4
  %852 = extractelement <4 x float> %754, i64 2
  store float %852, ptr addrspace(3) %338, align 4
  %853 = extractelement <4 x float> %754, i64 3
  store float %853, ptr addrspace(3) %352, align 4
  %854 = extractelement <4 x float> %755, i64 0
  store float %854, ptr addrspace(3) %367, align 4
  %855 = extractelement <4 x float> %755, i64 1
  store float %855, ptr addrspace(3) %379, align 4
  %856 = extractelement <4 x float> %755, i64 2
  store float %856, ptr addrspace(3) %391, align 4
  %857 = extractelement <4 x float> %755, i64 3
  store float %857, ptr addrspace(3) %403, align 4
  %858 = extractelement <4 x float> %756, i64 0
  store float %858, ptr addrspace(3) %418, align 4
  %859 = extractelement <4 x float> %756, i64 1
  store float %859, ptr addrspace(3) %430, align 4
  %860 = extractelement <4 x float> %756, i64 2
  store float %860, ptr addrspace(3) %442, align 4
  %861 = extractelement <4 x float> %756, i64 3
  store float %861, ptr addrspace(3) %454, align 4
  %862 = extractelement <4 x float> %757, i64 0
  store float %862, ptr addrspace(3) %469, align 4
  %863 = extractelement <4 x float> %757, i64 1
  store float %863, ptr addrspace(3) %481, align 4
  %864 = extractelement <4 x float> %757, i64 2
  store float %864, ptr addrspace(3) %493, align 4
  %865 = extractelement <4 x float> %757, i64 3
  store float %865, ptr addrspace(3) %505, align 4
  store float %748, ptr addrspace(3) %508, align 16
  store float %747, ptr addrspace(3) %511, align 4
  store float %746, ptr addrspace(3) %514, align 8
  store float %745, ptr addrspace(3) %517, align 4
  store float %744, ptr addrspace(3) %521, align 16
  store float %743, ptr addrspace(3) %524, align 4
  store float %742, ptr addrspace(3) %527, align 8
  store float %741, ptr addrspace(3) %530, align 4
  store float %740, ptr addrspace(3) %534, align 16
  store float %739, ptr addrspace(3) %537, align 4
  store float %738, ptr addrspace(3) %540, align 8
  store float %737, ptr addrspace(3) %543, align 4
  store float %736, ptr addrspace(3) %547, align 16
  store float %735, ptr addrspace(3) %550, align 4
  store float %734, ptr addrspace(3) %553, align 8
  store float %733, ptr addrspace(3) %556, align 4
  store float %732, ptr addrspace(3) %562, align 16
  store float %731, ptr addrspace(3) %564, align 4
  store float %730, ptr addrspace(3) %566, align 8
  store float %729, ptr addrspace(3) %568, align 4
  store float %728, ptr addrspace(3) %574, align 16
  store float %727, ptr addrspace(3) %576, align 4
  store float %726, ptr addrspace(3) %578, align 8
  store float %725, ptr addrspace(3) %580, align 4
  store float %724, ptr addrspace(3) %586, align 16
  store float %723, ptr addrspace(3) %588, align 4
  store float %722, ptr addrspace(3) %590, align 8
  store float %721, ptr addrspace(3) %592, align 4
  store float %720, ptr addrspace(3) %598, align 16
  store float %719, ptr addrspace(3) %600, align 4
  store float %718, ptr addrspace(3) %602, align 8
  store float %717, ptr addrspace(3) %604, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %605, label %866, label %968

866: ; preds = %832
  %867 = load i32, ptr addrspace(3) %619, align 4
  %868 = load i32, ptr addrspace(3) %622, align 4
  %869 = load i32, ptr addrspace(3) %625, align 4
  %870 = load i32, ptr addrspace(3) %628, align 4
  %871 = load i32, ptr addrspace(3) %631, align 4
  %872 = load i32, ptr addrspace(3) %634, align 4
  %873 = load i32, ptr addrspace(3) %637, align 4
  %874 = load i32, ptr addrspace(3) %640, align 4
  %875 = load i32, ptr addrspace(3) %644, align 4
  %876 = load i32, ptr addrspace(3) %647, align 4
  %877 = load i32, ptr addrspace(3) %650, align 4
  %878 = load i32, ptr addrspace(3) %653, align 4
  %879 = load i32, ptr addrspace(3) %656, align 4
  %880 = load i32, ptr addrspace(3) %659, align 4
  %881 = load i32, ptr addrspace(3) %662, align 4
  %882 = load i32, ptr addrspace(3) %665, align 4
  %883 = load i32, ptr addrspace(3) %669, align 4
  %884 = load i32, ptr addrspace(3) %672, align 4
  %885 = load i32, ptr addrspace(3) %675, align 4
  %886 = load i32, ptr addrspace(3) %678, align 4
  %887 = load i32, ptr addrspace(3) %681, align 4
  %888 = load i32, ptr addrspace(3) %684, align 4
  %889 = load i32, ptr addrspace(3) %687, align 4
  %890 = load i32, ptr addrspace(3) %690, align 4
  %891 = load i32, ptr addrspace(3) %694, align 4
  %892 = load i32, ptr addrspace(3) %697, align 4
  %893 = load i32, ptr addrspace(3) %700, align 4
  %894 = load i32, ptr addrspace(3) %703, align 4
  %895 = load i32, ptr addrspace(3) %706, align 4
  %896 = load i32, ptr addrspace(3) %709, align 4
  %897 = load i32, ptr addrspace(3) %712, align 4
  %898 = load i32, ptr addrspace(3) %715, align 4
  %899 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %867, i64 0
  %900 = insertelement <32 x i32> %899, i32 %868, i64 1
  %901 = insertelement <32 x i32> %900, i32 %869, i64 2
  %902 = insertelement <32 x i32> %901, i32 %870, i64 3
  %903 = insertelement <32 x i32> %902, i32 %871, i64 4
  %904 = insertelement <32 x i32> %903, i32 %872, i64 5
  %905 = insertelement <32 x i32> %904, i32 %873, i64 6
  %906 = insertelement <32 x i32> %905, i32 %874, i64 7
  %907 = insertelement <32 x i32> %906, i32 %875, i64 8
  %908 = insertelement <32 x i32> %907, i32 %876, i64 9
  %909 = insertelement <32 x i32> %908, i32 %877, i64 10
  %910 = insertelement <32 x i32> %909, i32 %878, i64 11
  %911 = insertelement <32 x i32> %910, i32 %879, i64 12
  %912 = insertelement <32 x i32> %911, i32 %880, i64 13
  %913 = insertelement <32 x i32> %912, i32 %881, i64 14
  %914 = insertelement <32 x i32> %913, i32 %882, i64 15
  %915 = insertelement <32 x i32> %914, i32 %883, i64 16
  %916 = insertelement <32 x i32> %915, i32 %884, i64 17
  %917 = insertelement <32 x i32> %916, i32 %885, i64 18
  %918 = insertelement <32 x i32> %917, i32 %886, i64 19
  %919 = insertelement <32 x i32> %918, i32 %887, i64 20
  %920 = insertelement <32 x i32> %919, i32 %888, i64 21
  %921 = insertelement <32 x i32> %920, i32 %889, i64 22
  %922 = insertelement <32 x i32> %921, i32 %890, i64 23
  %923 = insertelement <32 x i32> %922, i32 %891, i64 24
  %924 = insertelement <32 x i32> %923, i32 %892, i64 25
  %925 = insertelement <32 x i32> %924, i32 %893, i64 26
  %926 = insertelement <32 x i32> %925, i32 %894, i64 27
  %927 = insertelement <32 x i32> %926, i32 %895, i64 28
  %928 = insertelement <32 x i32> %927, i32 %896, i64 29
  %929 = insertelement <32 x i32> %928, i32 %897, i64 30
  %930 = insertelement <32 x i32> %929, i32 %898, i64 31
  %931 = load float, ptr addrspace(3) @global_smem, align 4096
  %932 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %931, i32 128, i32 1, i32 3)
  %933 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), align 4096
  %934 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %933, i32 128, i32 1, i32 3)
  %935 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %932, i32 %934, <32 x i32> %930, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %935 to <32 x float>
  %936 = extractelement <32 x float> %bc, i64 0
  store float %936, ptr addrspace(3) %619, align 4
  %937 = extractelement <32 x float> %bc, i64 1
  store float %937, ptr addrspace(3) %622, align 4
  %938 = extractelement <32 x float> %bc, i64 2
  store float %938, ptr addrspace(3) %625, align 4
  %939 = extractelement <32 x float> %bc, i64 3
  store float %939, ptr addrspace(3) %628, align 4
  %940 = extractelement <32 x float> %bc, i64 4
  store float %940, ptr addrspace(3) %631, align 4
  %941 = extractelement <32 x float> %bc, i64 5
  store float %941, ptr addrspace(3) %634, align 4
  %942 = extractelement <32 x float> %bc, i64 6
  store float %942, ptr addrspace(3) %637, align 4
  %943 = extractelement <32 x float> %bc, i64 7
  store float %943, ptr addrspace(3) %640, align 4
  %944 = extractelement <32 x float> %bc, i64 8
  store float %944, ptr addrspace(3) %644, align 4
  %945 = extractelement <32 x float> %bc, i64 9
  store float %945, ptr addrspace(3) %647, align 4
  %946 = extractelement <32 x float> %bc, i64 10
  store float %946, ptr addrspace(3) %650, align 4
  %947 = extractelement <32 x float> %bc, i64 11
  store float %947, ptr addrspace(3) %653, align 4
  %948 = extractelement <32 x float> %bc, i64 12
  store float %948, ptr addrspace(3) %656, align 4
  %949 = extractelement <32 x float> %bc, i64 13
  store float %949, ptr addrspace(3) %659, align 4
  %950 = extractelement <32 x float> %bc, i64 14
  store float %950, ptr addrspace(3) %662, align 4
  %951 = extractelement <32 x float> %bc, i64 15
  store float %951, ptr addrspace(3) %665, align 4
  %952 = extractelement <32 x float> %bc, i64 16
  store float %952, ptr addrspace(3) %669, align 4
  %953 = extractelement <32 x float> %bc, i64 17
  store float %953, ptr addrspace(3) %672, align 4
  %954 = extractelement <32 x float> %bc, i64 18
  store float %954, ptr addrspace(3) %675, align 4
  %955 = extractelement <32 x float> %bc, i64 19
  store float %955, ptr addrspace(3) %678, align 4
  %956 = extractelement <32 x float> %bc, i64 20
  store float %956, ptr addrspace(3) %681, align 4
  %957 = extractelement <32 x float> %bc, i64 21
  store float %957, ptr addrspace(3) %684, align 4
  %958 = extractelement <32 x float> %bc, i64 22
  store float %958, ptr addrspace(3) %687, align 4
  %959 = extractelement <32 x float> %bc, i64 23
  store float %959, ptr addrspace(3) %690, align 4
  %960 = extractelement <32 x float> %bc, i64 24
  store float %960, ptr addrspace(3) %694, align 4
  %961 = extractelement <32 x float> %bc, i64 25
  store float %961, ptr addrspace(3) %697, align 4
  %962 = extractelement <32 x float> %bc, i64 26
  store float %962, ptr addrspace(3) %700, align 4
  %963 = extractelement <32 x float> %bc, i64 27
  store float %963, ptr addrspace(3) %703, align 4
  %964 = extractelement <32 x float> %bc, i64 28
  store float %964, ptr addrspace(3) %706, align 4
  %965 = extractelement <32 x float> %bc, i64 29
  store float %965, ptr addrspace(3) %709, align 4
  %966 = extractelement <32 x float> %bc, i64 30
  store float %966, ptr addrspace(3) %712, align 4
  %967 = extractelement <32 x float> %bc, i64 31
  store float %967, ptr addrspace(3) %715, align 4
  br label %968

968: ; preds = %866, %832
  tail call void @llvm.musa.syncthreads.lm()
  %969 = load float, ptr addrspace(3) %508, align 16
  %970 = load float, ptr addrspace(3) %511, align 4
  %971 = load float, ptr addrspace(3) %514, align 8
  %972 = load float, ptr addrspace(3) %517, align 4
  %973 = load float, ptr addrspace(3) %521, align 16
  %974 = load float, ptr addrspace(3) %524, align 4
  %975 = load float, ptr addrspace(3) %527, align 8
  %976 = load float, ptr addrspace(3) %530, align 4
  %977 = load float, ptr addrspace(3) %534, align 16
  %978 = load float, ptr addrspace(3) %537, align 4
  %979 = load float, ptr addrspace(3) %540, align 8
  %980 = load float, ptr addrspace(3) %543, align 4
  %981 = load float, ptr addrspace(3) %547, align 16
  %982 = load float, ptr addrspace(3) %550, align 4
  %983 = load float, ptr addrspace(3) %553, align 8
  %984 = load float, ptr addrspace(3) %556, align 4
  %985 = load float, ptr addrspace(3) %562, align 16
  %986 = load float, ptr addrspace(3) %564, align 4
  %987 = load float, ptr addrspace(3) %566, align 8
  %988 = load float, ptr addrspace(3) %568, align 4
  %989 = load float, ptr addrspace(3) %574, align 16
  %990 = load float, ptr addrspace(3) %576, align 4
  %991 = load float, ptr addrspace(3) %578, align 8
  %992 = load float, ptr addrspace(3) %580, align 4
  %993 = load float, ptr addrspace(3) %586, align 16
  %994 = load float, ptr addrspace(3) %588, align 4
  %995 = load float, ptr addrspace(3) %590, align 8
  %996 = load float, ptr addrspace(3) %592, align 4
  %997 = load float, ptr addrspace(3) %598, align 16
  %998 = load float, ptr addrspace(3) %600, align 4
  %999 = load float, ptr addrspace(3) %602, align 8
  %1000 = load float, ptr addrspace(3) %604, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %759, label %716, label %._crit_edge

._crit_edge: ; preds = %968, %141
  %.lcssa67 = phi float [ 0.000000e+00, %141 ], [ %969, %968 ]
  %.lcssa66 = phi float [ 0.000000e+00, %141 ], [ %970, %968 ]
  %.lcssa65 = phi float [ 0.000000e+00, %141 ], [ %971, %968 ]
  %.lcssa64 = phi float [ 0.000000e+00, %141 ], [ %972, %968 ]
  %.lcssa63 = phi float [ 0.000000e+00, %141 ], [ %973, %968 ]
  %.lcssa62 = phi float [ 0.000000e+00, %141 ], [ %974, %968 ]
  %.lcssa61 = phi float [ 0.000000e+00, %141 ], [ %975, %968 ]
  %.lcssa60 = phi float [ 0.000000e+00, %141 ], [ %976, %968 ]
  %.lcssa59 = phi float [ 0.000000e+00, %141 ], [ %977, %968 ]
  %.lcssa58 = phi float [ 0.000000e+00, %141 ], [ %978, %968 ]
  %.lcssa57 = phi float [ 0.000000e+00, %141 ], [ %979, %968 ]
  %.lcssa56 = phi float [ 0.000000e+00, %141 ], [ %980, %968 ]
  %.lcssa55 = phi float [ 0.000000e+00, %141 ], [ %981, %968 ]
  %.lcssa54 = phi float [ 0.000000e+00, %141 ], [ %982, %968 ]
  %.lcssa53 = phi float [ 0.000000e+00, %141 ], [ %983, %968 ]
  %.lcssa52 = phi float [ 0.000000e+00, %141 ], [ %984, %968 ]
  %.lcssa51 = phi float [ 0.000000e+00, %141 ], [ %985, %968 ]
  %.lcssa50 = phi float [ 0.000000e+00, %141 ], [ %986, %968 ]
  %.lcssa49 = phi float [ 0.000000e+00, %141 ], [ %987, %968 ]
  %.lcssa48 = phi float [ 0.000000e+00, %141 ], [ %988, %968 ]
  %.lcssa47 = phi float [ 0.000000e+00, %141 ], [ %989, %968 ]
  %.lcssa46 = phi float [ 0.000000e+00, %141 ], [ %990, %968 ]
  %.lcssa45 = phi float [ 0.000000e+00, %141 ], [ %991, %968 ]
  %.lcssa44 = phi float [ 0.000000e+00, %141 ], [ %992, %968 ]
  %.lcssa43 = phi float [ 0.000000e+00, %141 ], [ %993, %968 ]
  %.lcssa42 = phi float [ 0.000000e+00, %141 ], [ %994, %968 ]
  %.lcssa41 = phi float [ 0.000000e+00, %141 ], [ %995, %968 ]
  %.lcssa40 = phi float [ 0.000000e+00, %141 ], [ %996, %968 ]
  %.lcssa39 = phi float [ 0.000000e+00, %141 ], [ %997, %968 ]
  %.lcssa38 = phi float [ 0.000000e+00, %141 ], [ %998, %968 ]
  %.lcssa37 = phi float [ 0.000000e+00, %141 ], [ %999, %968 ]
  %.lcssa = phi float [ 0.000000e+00, %141 ], [ %1000, %968 ]
  %1001 = add i32 %17, %85
  %1002 = icmp slt i32 %1001, %3
  %1003 = and i1 %1002, %89
  br i1 %1003, label %1004, label %1014

1004: ; preds = %._crit_edge
  %1005 = mul i32 %1001, %10
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr float, ptr addrspace(1) %2, i64 %1006
  %1008 = sext i32 %87 to i64
  %1009 = getelementptr float, ptr addrspace(1) %1007, i64 %1008
  %1010 = insertelement <4 x float> poison, float %.lcssa67, i64 0
  %1011 = insertelement <4 x float> %1010, float %.lcssa66, i64 1
  %1012 = insertelement <4 x float> %1011, float %.lcssa65, i64 2
  %1013 = insertelement <4 x float> %1012, float %.lcssa64, i64 3
  store <4 x float> %1013, ptr addrspace(1) %1009, align 16
  br label %1014

1014: ; preds = %1004, %._crit_edge
  %1015 = add i32 %17, %102
  %1016 = icmp slt i32 %1015, %3
  %1017 = and i1 %89, %1016
  br i1 %1017, label %1018, label %1028

1018: ; preds = %1014
  %1019 = mul i32 %1015, %10
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr float, ptr addrspace(1) %2, i64 %1020
  %1022 = sext i32 %87 to i64
  %1023 = getelementptr float, ptr addrspace(1) %1021, i64 %1022
  %1024 = insertelement <4 x float> poison, float %.lcssa63, i64 0
  %1025 = insertelement <4 x float> %1024, float %.lcssa62, i64 1
  %1026 = insertelement <4 x float> %1025, float %.lcssa61, i64 2
  %1027 = insertelement <4 x float> %1026, float %.lcssa60, i64 3
  store <4 x float> %1027, ptr addrspace(1) %1023, align 16
  br label %1028

1028: ; preds = %1018, %1014
  %1029 = add i32 %17, %116
  %1030 = icmp slt i32 %1029, %3
  %1031 = and i1 %89, %1030
  br i1 %1031, label %1032, label %1042

1032: ; preds = %1028
  %1033 = mul i32 %1029, %10
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr float, ptr addrspace(1) %2, i64 %1034
  %1036 = sext i32 %87 to i64
  %1037 = getelementptr float, ptr addrspace(1) %1035, i64 %1036
  %1038 = insertelement <4 x float> poison, float %.lcssa59, i64 0
  %1039 = insertelement <4 x float> %1038, float %.lcssa58, i64 1
  %1040 = insertelement <4 x float> %1039, float %.lcssa57, i64 2
  %1041 = insertelement <4 x float> %1040, float %.lcssa56, i64 3
  store <4 x float> %1041, ptr addrspace(1) %1037, align 16
  br label %1042

1042: ; preds = %1032, %1028
  %1043 = add i32 %17, %130
  %1044 = icmp slt i32 %1043, %3
  %1045 = and i1 %89, %1044
  br i1 %1045, label %1046, label %1056

1046: ; preds = %1042
  %1047 = mul i32 %1043, %10
  %1048 = sext i32 %1047 to i64
  %1049 = getelementptr float, ptr addrspace(1) %2, i64 %1048
  %1050 = sext i32 %87 to i64
  %1051 = getelementptr float, ptr addrspace(1) %1049, i64 %1050
  %1052 = insertelement <4 x float> poison, float %.lcssa55, i64 0
  %1053 = insertelement <4 x float> %1052, float %.lcssa54, i64 1
  %1054 = insertelement <4 x float> %1053, float %.lcssa53, i64 2
  %1055 = insertelement <4 x float> %1054, float %.lcssa52, i64 3
  store <4 x float> %1055, ptr addrspace(1) %1051, align 16
  br label %1056

1056: ; preds = %1046, %1042
  %1057 = trunc i64 %558 to i32
  %1058 = add i32 %17, %1057
  %1059 = icmp slt i32 %1058, %3
  %1060 = and i1 %89, %1059
  br i1 %1060, label %1061, label %1071

1061: ; preds = %1056
  %1062 = mul i32 %1058, %10
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr float, ptr addrspace(1) %2, i64 %1063
  %1065 = sext i32 %87 to i64
  %1066 = getelementptr float, ptr addrspace(1) %1064, i64 %1065
  %1067 = insertelement <4 x float> poison, float %.lcssa51, i64 0
  %1068 = insertelement <4 x float> %1067, float %.lcssa50, i64 1
  %1069 = insertelement <4 x float> %1068, float %.lcssa49, i64 2
  %1070 = insertelement <4 x float> %1069, float %.lcssa48, i64 3
  store <4 x float> %1070, ptr addrspace(1) %1066, align 16
  br label %1071

1071: ; preds = %1061, %1056
  %1072 = trunc i64 %570 to i32
  %1073 = add i32 %17, %1072
  %1074 = icmp slt i32 %1073, %3
  %1075 = and i1 %89, %1074
  br i1 %1075, label %1076, label %1086

1076: ; preds = %1071
  %1077 = mul i32 %1073, %10
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %2, i64 %1078
  %1080 = sext i32 %87 to i64
  %1081 = getelementptr float, ptr addrspace(1) %1079, i64 %1080
  %1082 = insertelement <4 x float> poison, float %.lcssa47, i64 0
  %1083 = insertelement <4 x float> %1082, float %.lcssa46, i64 1
  %1084 = insertelement <4 x float> %1083, float %.lcssa45, i64 2
  %1085 = insertelement <4 x float> %1084, float %.lcssa44, i64 3
  store <4 x float> %1085, ptr addrspace(1) %1081, align 16
  br label %1086

1086: ; preds = %1076, %1071
  %1087 = trunc i64 %582 to i32
  %1088 = add i32 %17, %1087
  %1089 = icmp slt i32 %1088, %3
  %1090 = and i1 %89, %1089
  br i1 %1090, label %1091, label %1101

1091: ; preds = %1086
  %1092 = mul i32 %1088, %10
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr float, ptr addrspace(1) %2, i64 %1093
  %1095 = sext i32 %87 to i64
  %1096 = getelementptr float, ptr addrspace(1) %1094, i64 %1095
  %1097 = insertelement <4 x float> poison, float %.lcssa43, i64 0
  %1098 = insertelement <4 x float> %1097, float %.lcssa42, i64 1
  %1099 = insertelement <4 x float> %1098, float %.lcssa41, i64 2
  %1100 = insertelement <4 x float> %1099, float %.lcssa40, i64 3
  store <4 x float> %1100, ptr addrspace(1) %1096, align 16
  br label %1101

1101: ; preds = %1091, %1086
  %1102 = trunc i64 %594 to i32
  %1103 = add i32 %17, %1102
  %1104 = icmp slt i32 %1103, %3
  %1105 = and i1 %89, %1104
  br i1 %1105, label %1106, label %1116

1106: ; preds = %1101
  %1107 = mul i32 %1103, %10
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr float, ptr addrspace(1) %2, i64 %1108
  %1110 = sext i32 %87 to i64
  %1111 = getelementptr float, ptr addrspace(1) %1109, i64 %1110
  %1112 = insertelement <4 x float> poison, float %.lcssa39, i64 0
  %1113 = insertelement <4 x float> %1112, float %.lcssa38, i64 1
  %1114 = insertelement <4 x float> %1113, float %.lcssa37, i64 2
  %1115 = insertelement <4 x float> %1114, float %.lcssa, i64 3
  store <4 x float> %1115, ptr addrspace(1) %1111, align 16
  br label %1116

1116: ; preds = %1106, %1101
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
