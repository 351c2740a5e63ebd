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
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
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
  %31 = add nsw i64 %19, 512
  %32 = lshr i64 %31, 6
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 6
  br i1 %11, label %35, label %40

35: ; preds = %29
  %36 = sext i32 %34 to i64
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr float, ptr addrspace(1) %37, i64 %20
  %39 = load <4 x float>, ptr addrspace(1) %38, align 16
  br label %40

40: ; preds = %35, %29
  %41 = phi <4 x float> [ %39, %35 ], [ zeroinitializer, %29 ]
  %42 = add nsw i64 %19, 1024
  %43 = lshr i64 %42, 6
  %44 = trunc i64 %43 to i32
  %45 = shl i32 %44, 6
  br i1 %11, label %46, label %51

46: ; preds = %40
  %47 = sext i32 %45 to i64
  %48 = getelementptr float, ptr addrspace(1) %1, i64 %47
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %20
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %46, %40
  %52 = phi <4 x float> [ %50, %46 ], [ zeroinitializer, %40 ]
  %53 = add nsw i64 %19, 1536
  %54 = lshr i64 %53, 6
  %55 = trunc i64 %54 to i32
  br i1 %11, label %56, label %101

56: ; preds = %51
  %57 = shl i32 %55, 6
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr addrspace(1) %1, i64 %58
  %60 = getelementptr float, ptr addrspace(1) %59, i64 %20
  %61 = load float, ptr addrspace(1) %60, align 16
  %62 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 4
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 8
  %65 = load float, ptr addrspace(1) %64, align 8
  %66 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 12
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = sext i32 %23 to i64
  %69 = getelementptr float, ptr addrspace(1) %2, i64 %68
  %70 = getelementptr float, ptr addrspace(1) %69, i64 %20
  %71 = load float, ptr addrspace(1) %70, align 16
  %72 = getelementptr inbounds i8, ptr addrspace(1) %70, i64 4
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = getelementptr inbounds i8, ptr addrspace(1) %70, i64 8
  %75 = load float, ptr addrspace(1) %74, align 8
  %76 = getelementptr inbounds i8, ptr addrspace(1) %70, i64 12
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = sext i32 %34 to i64
  %79 = getelementptr float, ptr addrspace(1) %2, i64 %78
  %80 = getelementptr float, ptr addrspace(1) %79, i64 %20
  %81 = load float, ptr addrspace(1) %80, align 16
  %82 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 4
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 8
  %85 = load float, ptr addrspace(1) %84, align 8
  %86 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 12
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = sext i32 %45 to i64
  %89 = getelementptr float, ptr addrspace(1) %2, i64 %88
  %90 = getelementptr float, ptr addrspace(1) %89, i64 %20
  %91 = load float, ptr addrspace(1) %90, align 16
  %92 = getelementptr inbounds i8, ptr addrspace(1) %90, i64 4
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = getelementptr inbounds i8, ptr addrspace(1) %90, i64 8
  %95 = load float, ptr addrspace(1) %94, align 8
  %96 = getelementptr inbounds i8, ptr addrspace(1) %90, i64 12
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = getelementptr float, ptr addrspace(1) %2, i64 %58
  %99 = getelementptr float, ptr addrspace(1) %98, i64 %20
  %100 = load <4 x float>, ptr addrspace(1) %99, align 16
  br label %101

101: ; preds = %51, %56
  %102 = phi float [ %97, %56 ], [ 0.000000e+00, %51 ]
  %103 = phi float [ %95, %56 ], [ 0.000000e+00, %51 ]
  %104 = phi float [ %93, %56 ], [ 0.000000e+00, %51 ]
  %105 = phi float [ %91, %56 ], [ 0.000000e+00, %51 ]
  %106 = phi float [ %77, %56 ], [ 0.000000e+00, %51 ]
  %107 = phi float [ %75, %56 ], [ 0.000000e+00, %51 ]
  %108 = phi float [ %73, %56 ], [ 0.000000e+00, %51 ]
  %109 = phi float [ %71, %56 ], [ 0.000000e+00, %51 ]
  %110 = phi float [ %61, %56 ], [ 0.000000e+00, %51 ]
  %111 = phi float [ %63, %56 ], [ 0.000000e+00, %51 ]
  %112 = phi float [ %65, %56 ], [ 0.000000e+00, %51 ]
  %113 = phi float [ %67, %56 ], [ 0.000000e+00, %51 ]
  %114 = phi float [ %81, %56 ], [ 0.000000e+00, %51 ]
  %115 = phi float [ %83, %56 ], [ 0.000000e+00, %51 ]
  %116 = phi float [ %85, %56 ], [ 0.000000e+00, %51 ]
  %117 = phi float [ %87, %56 ], [ 0.000000e+00, %51 ]
  %118 = phi <4 x float> [ %100, %56 ], [ zeroinitializer, %51 ]
  %119 = add i32 %10, %22
  %120 = shl i32 %119, 6
  %121 = sext i32 %120 to i64
  %122 = getelementptr float, ptr addrspace(1) %0, i64 %121
  %123 = getelementptr float, ptr addrspace(1) %122, i64 %20
  %124 = and i64 %19, -64
  %125 = shl nsw i64 %8, 4
  %126 = add nsw i64 %125, 1024
  %127 = lshr i64 %126, 8
  %128 = xor i64 %127, %8
  %129 = and i64 %126, 4294967040
  %130 = shl nsw i64 %128, 4
  %131 = and i64 %130, 240
  %132 = or i64 %131, %129
  %133 = trunc i64 %132 to i32
  %134 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = add i32 %10, %33
  %136 = shl i32 %135, 6
  %137 = sext i32 %136 to i64
  %138 = getelementptr float, ptr addrspace(1) %0, i64 %137
  %139 = getelementptr float, ptr addrspace(1) %138, i64 %20
  %140 = and i64 %31, -64
  %141 = or i64 %140, %20
  %142 = shl nsw i64 %141, 2
  %143 = add nsw i64 %142, 1024
  %144 = and i64 %143, 4294967040
  %145 = lshr exact i64 %143, 4
  %146 = xor i64 %145, %142
  %147 = and i64 %146, 240
  %148 = or i64 %147, %144
  %149 = trunc i64 %148 to i32
  %150 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %149
  %151 = add i32 %10, %44
  %152 = shl i32 %151, 6
  %153 = sext i32 %152 to i64
  %154 = getelementptr float, ptr addrspace(1) %0, i64 %153
  %155 = getelementptr float, ptr addrspace(1) %154, i64 %20
  %156 = and i64 %42, -64
  %157 = or i64 %156, %20
  %158 = shl nsw i64 %157, 2
  %159 = add nsw i64 %158, 1024
  %160 = and i64 %159, 4294967040
  %161 = lshr exact i64 %159, 4
  %162 = xor i64 %161, %158
  %163 = and i64 %162, 240
  %164 = or i64 %163, %160
  %165 = trunc i64 %164 to i32
  %166 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %165
  %167 = add i32 %10, %55
  %168 = shl i32 %167, 6
  %169 = sext i32 %168 to i64
  %170 = getelementptr float, ptr addrspace(1) %0, i64 %169
  %171 = getelementptr float, ptr addrspace(1) %170, i64 %20
  %172 = and i64 %53, -64
  %173 = or i64 %172, %20
  %174 = shl nsw i64 %173, 2
  %175 = add nsw i64 %174, 1024
  %176 = and i64 %175, 4294967040
  %177 = lshr exact i64 %175, 4
  %178 = xor i64 %177, %174
  %179 = and i64 %178, 240
  %180 = or i64 %179, %176
  %181 = trunc i64 %180 to i32
  %182 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %181
  %183 = add nsw i64 %19, 2048
  %184 = lshr i64 %183, 6
  %185 = trunc i64 %184 to i32
  %186 = add i32 %10, %185
  %187 = shl i32 %186, 6
  %188 = sext i32 %187 to i64
  %189 = getelementptr float, ptr addrspace(1) %0, i64 %188
  %190 = getelementptr float, ptr addrspace(1) %189, i64 %20
  %191 = and i64 %183, -64
  %192 = or i64 %191, %20
  %193 = shl nsw i64 %192, 2
  %194 = add nsw i64 %193, 1024
  %195 = and i64 %194, 4294967040
  %196 = lshr exact i64 %194, 4
  %197 = xor i64 %196, %193
  %198 = and i64 %197, 240
  %199 = or i64 %198, %195
  %200 = trunc i64 %199 to i32
  %201 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = add nsw i64 %19, 2560
  %203 = lshr i64 %202, 6
  %204 = trunc i64 %203 to i32
  %205 = add i32 %10, %204
  %206 = shl i32 %205, 6
  %207 = sext i32 %206 to i64
  %208 = getelementptr float, ptr addrspace(1) %0, i64 %207
  %209 = getelementptr float, ptr addrspace(1) %208, i64 %20
  %210 = and i64 %202, -64
  %211 = or i64 %210, %20
  %212 = shl nsw i64 %211, 2
  %213 = add nsw i64 %212, 1024
  %214 = and i64 %213, 4294967040
  %215 = lshr exact i64 %213, 4
  %216 = xor i64 %215, %212
  %217 = and i64 %216, 240
  %218 = or i64 %217, %214
  %219 = trunc i64 %218 to i32
  %220 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %219
  %221 = add nsw i64 %19, 3072
  %222 = lshr i64 %221, 6
  %223 = trunc i64 %222 to i32
  %224 = add i32 %10, %223
  %225 = shl i32 %224, 6
  %226 = sext i32 %225 to i64
  %227 = getelementptr float, ptr addrspace(1) %0, i64 %226
  %228 = getelementptr float, ptr addrspace(1) %227, i64 %20
  %229 = and i64 %221, -64
  %230 = or i64 %229, %20
  %231 = shl nsw i64 %230, 2
  %232 = add nsw i64 %231, 1024
  %233 = and i64 %232, 4294967040
  %234 = lshr exact i64 %232, 4
  %235 = xor i64 %234, %231
  %236 = and i64 %235, 240
  %237 = or i64 %236, %233
  %238 = trunc i64 %237 to i32
  %239 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %238
  %240 = add nsw i64 %19, 3584
  %241 = lshr i64 %240, 6
  %242 = trunc i64 %241 to i32
  %243 = add i32 %10, %242
  %244 = shl i32 %243, 6
  %245 = sext i32 %244 to i64
  %246 = getelementptr float, ptr addrspace(1) %0, i64 %245
  %247 = getelementptr float, ptr addrspace(1) %246, i64 %20
  %248 = and i64 %240, -64
  %249 = or i64 %248, %20
  %250 = shl nsw i64 %249, 2
  %251 = add nsw i64 %250, 1024
  %252 = and i64 %251, 4294967040
  %253 = lshr exact i64 %251, 4
  %254 = xor i64 %253, %250
  %255 = and i64 %254, 240
  %256 = or i64 %255, %252
  %257 = trunc i64 %256 to i32
  %258 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %257
  %259 = add nsw i64 %125, 17408
  %260 = lshr i64 %259, 8
  %261 = xor i64 %260, %8
  %262 = and i64 %259, 4294967040
  %263 = shl nsw i64 %261, 4
  %264 = and i64 %263, 240
  %265 = or i64 %264, %262
  %266 = trunc i64 %265 to i32
  %267 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %266
  %268 = or i64 %20, 1
  %269 = or i64 %268, %124
  %270 = shl nsw i64 %269, 2
  %271 = add nsw i64 %270, 17408
  %272 = and i64 %271, 4294967040
  %273 = lshr i64 %271, 4
  %274 = xor i64 %273, %270
  %275 = and i64 %274, 240
  %276 = or i64 %275, %272
  %277 = trunc i64 %276 to i32
  %278 = or i32 %277, 4
  %279 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %278
  %280 = or i64 %20, 2
  %281 = or i64 %280, %124
  %282 = shl nsw i64 %281, 2
  %283 = add nsw i64 %282, 17408
  %284 = and i64 %283, 4294967040
  %285 = lshr i64 %283, 4
  %286 = xor i64 %285, %282
  %287 = and i64 %286, 240
  %288 = or i64 %287, %284
  %289 = trunc i64 %288 to i32
  %290 = or i32 %289, 8
  %291 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %290
  %292 = or i64 %20, 3
  %293 = or i64 %292, %124
  %294 = shl nsw i64 %293, 2
  %295 = add nsw i64 %294, 17408
  %296 = and i64 %295, 4294967040
  %297 = lshr i64 %295, 4
  %298 = xor i64 %297, %294
  %299 = and i64 %298, 240
  %300 = or i64 %299, %296
  %301 = trunc i64 %300 to i32
  %302 = or i32 %301, 12
  %303 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %302
  %304 = add nsw i64 %142, 17408
  %305 = and i64 %304, 4294967040
  %306 = lshr exact i64 %304, 4
  %307 = xor i64 %306, %142
  %308 = and i64 %307, 240
  %309 = or i64 %308, %305
  %310 = trunc i64 %309 to i32
  %311 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %310
  %312 = or i64 %140, %268
  %313 = shl nsw i64 %312, 2
  %314 = add nsw i64 %313, 17408
  %315 = and i64 %314, 4294967040
  %316 = lshr i64 %314, 4
  %317 = xor i64 %316, %313
  %318 = and i64 %317, 240
  %319 = or i64 %318, %315
  %320 = trunc i64 %319 to i32
  %321 = or i32 %320, 4
  %322 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %321
  %323 = or i64 %140, %280
  %324 = shl nsw i64 %323, 2
  %325 = add nsw i64 %324, 17408
  %326 = and i64 %325, 4294967040
  %327 = lshr i64 %325, 4
  %328 = xor i64 %327, %324
  %329 = and i64 %328, 240
  %330 = or i64 %329, %326
  %331 = trunc i64 %330 to i32
  %332 = or i32 %331, 8
  %333 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %332
  %334 = or i64 %140, %292
  %335 = shl nsw i64 %334, 2
  %336 = add nsw i64 %335, 17408
  %337 = and i64 %336, 4294967040
  %338 = lshr i64 %336, 4
  %339 = xor i64 %338, %335
  %340 = and i64 %339, 240
  %341 = or i64 %340, %337
  %342 = trunc i64 %341 to i32
  %343 = or i32 %342, 12
  %344 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %343
  %345 = add nsw i64 %158, 17408
  %346 = and i64 %345, 4294967040
  %347 = lshr exact i64 %345, 4
  %348 = xor i64 %347, %158
  %349 = and i64 %348, 240
  %350 = or i64 %349, %346
  %351 = trunc i64 %350 to i32
  %352 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %351
  %353 = or i64 %156, %268
  %354 = shl nsw i64 %353, 2
  %355 = add nsw i64 %354, 17408
  %356 = and i64 %355, 4294967040
  %357 = lshr i64 %355, 4
  %358 = xor i64 %357, %354
  %359 = and i64 %358, 240
  %360 = or i64 %359, %356
  %361 = trunc i64 %360 to i32
  %362 = or i32 %361, 4
  %363 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %362
  %364 = or i64 %156, %280
  %365 = shl nsw i64 %364, 2
  %366 = add nsw i64 %365, 17408
  %367 = and i64 %366, 4294967040
  %368 = lshr i64 %366, 4
  %369 = xor i64 %368, %365
  %370 = and i64 %369, 240
  %371 = or i64 %370, %367
  %372 = trunc i64 %371 to i32
  %373 = or i32 %372, 8
  %374 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %373
  %375 = or i64 %156, %292
  %376 = shl nsw i64 %375, 2
  %377 = add nsw i64 %376, 17408
  %378 = and i64 %377, 4294967040
  %379 = lshr i64 %377, 4
  %380 = xor i64 %379, %376
  %381 = and i64 %380, 240
  %382 = or i64 %381, %378
  %383 = trunc i64 %382 to i32
  %384 = or i32 %383, 12
  %385 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %384
  %386 = add nsw i64 %174, 17408
  %387 = and i64 %386, 4294967040
  %388 = lshr exact i64 %386, 4
  %389 = xor i64 %388, %174
  %390 = and i64 %389, 240
  %391 = or i64 %390, %387
  %392 = trunc i64 %391 to i32
  %393 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %392
  %394 = or i64 %172, %268
  %395 = shl nsw i64 %394, 2
  %396 = add nsw i64 %395, 17408
  %397 = and i64 %396, 4294967040
  %398 = lshr i64 %396, 4
  %399 = xor i64 %398, %395
  %400 = and i64 %399, 240
  %401 = or i64 %400, %397
  %402 = trunc i64 %401 to i32
  %403 = or i32 %402, 4
  %404 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %403
  %405 = or i64 %172, %280
  %406 = shl nsw i64 %405, 2
  %407 = add nsw i64 %406, 17408
  %408 = and i64 %407, 4294967040
  %409 = lshr i64 %407, 4
  %410 = xor i64 %409, %406
  %411 = and i64 %410, 240
  %412 = or i64 %411, %408
  %413 = trunc i64 %412 to i32
  %414 = or i32 %413, 8
  %415 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %414
  %416 = or i64 %172, %292
  %417 = shl nsw i64 %416, 2
  %418 = add nsw i64 %417, 17408
  %419 = and i64 %418, 4294967040
  %420 = lshr i64 %418, 4
  %421 = xor i64 %420, %417
  %422 = and i64 %421, 240
  %423 = or i64 %422, %419
  %424 = trunc i64 %423 to i32
  %425 = or i32 %424, 12
  %426 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %425
  %427 = icmp ult i32 %7, 128
  %428 = and i64 %8, 1
  %429 = icmp eq i64 %428, 0
  %430 = and i1 %427, %429
  %431 = lshr i64 %19, 5
  %432 = trunc i64 %19 to i32
  %433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %432
  %434 = trunc i64 %431 to i32
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %434
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %434
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %432
  %438 = or i64 %19, 1
  %439 = trunc i64 %438 to i32
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %439
  %441 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %439
  %442 = or i64 %19, 2
  %443 = trunc i64 %442 to i32
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %443
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %443
  %446 = or i64 %19, 3
  %447 = trunc i64 %446 to i32
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %447
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %447
  %450 = and i64 %19, 28
  %451 = lshr i64 %31, 5
  %452 = and i64 %31, -32
  %453 = or i64 %452, %450
  %454 = trunc i64 %453 to i32
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %454
  %456 = trunc i64 %451 to i32
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %456
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %456
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %454
  %460 = or i64 %453, 1
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %461
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %461
  %464 = or i64 %453, 2
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %465
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %465
  %468 = or i64 %453, 3
  %469 = trunc i64 %468 to i32
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %469
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %469
  %472 = lshr i64 %42, 5
  %473 = and i64 %42, -32
  %474 = or i64 %473, %450
  %475 = trunc i64 %474 to i32
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %475
  %477 = trunc i64 %472 to i32
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %477
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %477
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %475
  %481 = or i64 %474, 1
  %482 = trunc i64 %481 to i32
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %482
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %482
  %485 = or i64 %474, 2
  %486 = trunc i64 %485 to i32
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %486
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %486
  %489 = or i64 %474, 3
  %490 = trunc i64 %489 to i32
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %490
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %490
  %493 = lshr i64 %53, 5
  %494 = and i64 %53, -32
  %495 = or i64 %494, %450
  %496 = trunc i64 %495 to i32
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %496
  %498 = trunc i64 %493 to i32
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %498
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %498
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %496
  %502 = or i64 %495, 1
  %503 = trunc i64 %502 to i32
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %503
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %503
  %506 = or i64 %495, 2
  %507 = trunc i64 %506 to i32
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %507
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %507
  %510 = or i64 %495, 3
  %511 = trunc i64 %510 to i32
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %511
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %511
  %514 = add nsw i64 %125, 41984
  %515 = lshr i64 %514, 8
  %516 = xor i64 %515, %8
  %517 = and i64 %514, 4294967040
  %518 = shl nsw i64 %516, 4
  %519 = and i64 %518, 240
  %520 = or i64 %519, %517
  %521 = trunc i64 %520 to i32
  %522 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %521
  %523 = shl nsw i64 %438, 2
  %524 = add nsw i64 %523, 41984
  %525 = and i64 %524, 4294967040
  %526 = lshr i64 %524, 4
  %527 = xor i64 %526, %523
  %528 = and i64 %527, 240
  %529 = or i64 %528, %525
  %530 = trunc i64 %529 to i32
  %531 = or i32 %530, 4
  %532 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %531
  %533 = shl nsw i64 %442, 2
  %534 = add nsw i64 %533, 41984
  %535 = and i64 %534, 4294967040
  %536 = lshr i64 %534, 4
  %537 = xor i64 %536, %533
  %538 = and i64 %537, 240
  %539 = or i64 %538, %535
  %540 = trunc i64 %539 to i32
  %541 = or i32 %540, 8
  %542 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %541
  %543 = shl nsw i64 %446, 2
  %544 = add nsw i64 %543, 41984
  %545 = and i64 %544, 4294967040
  %546 = lshr i64 %544, 4
  %547 = xor i64 %546, %543
  %548 = and i64 %547, 240
  %549 = or i64 %548, %545
  %550 = trunc i64 %549 to i32
  %551 = or i32 %550, 12
  %552 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %551
  %553 = shl nsw i64 %453, 2
  %554 = add nsw i64 %553, 41984
  %555 = and i64 %554, 4294967040
  %556 = lshr exact i64 %554, 4
  %557 = xor i64 %556, %553
  %558 = and i64 %557, 240
  %559 = or i64 %558, %555
  %560 = trunc i64 %559 to i32
  %561 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %560
  %562 = shl nsw i64 %460, 2
  %563 = add i64 %562, 41984
  %564 = and i64 %563, 4294967040
  %565 = lshr i64 %563, 4
  %566 = xor i64 %565, %562
  %567 = and i64 %566, 240
  %568 = or i64 %567, %564
  %569 = trunc i64 %568 to i32
  %570 = or i32 %569, 4
  %571 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %570
  %572 = shl nsw i64 %464, 2
  %573 = add i64 %572, 41984
  %574 = and i64 %573, 4294967040
  %575 = lshr i64 %573, 4
  %576 = xor i64 %575, %572
  %577 = and i64 %576, 240
  %578 = or i64 %577, %574
  %579 = trunc i64 %578 to i32
  %580 = or i32 %579, 8
  %581 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %580
  %582 = shl nsw i64 %468, 2
  %583 = add i64 %582, 41984
  %584 = and i64 %583, 4294967040
  %585 = lshr i64 %583, 4
  %586 = xor i64 %585, %582
  %587 = and i64 %586, 240
  %588 = or i64 %587, %584
  %589 = trunc i64 %588 to i32
  %590 = or i32 %589, 12
  %591 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %590
  %592 = shl nsw i64 %474, 2
  %593 = add nsw i64 %592, 41984
  %594 = and i64 %593, 4294967040
  %595 = lshr exact i64 %593, 4
  %596 = xor i64 %595, %592
  %597 = and i64 %596, 240
  %598 = or i64 %597, %594
  %599 = trunc i64 %598 to i32
  %600 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %599
  %601 = shl nsw i64 %481, 2
  %602 = add i64 %601, 41984
  %603 = and i64 %602, 4294967040
  %604 = lshr i64 %602, 4
  %605 = xor i64 %604, %601
  %606 = and i64 %605, 240
  %607 = or i64 %606, %603
  %608 = trunc i64 %607 to i32
  %609 = or i32 %608, 4
  %610 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %609
  %611 = shl nsw i64 %485, 2
  %612 = add i64 %611, 41984
  %613 = and i64 %612, 4294967040
  %614 = lshr i64 %612, 4
  %615 = xor i64 %614, %611
  %616 = and i64 %615, 240
  %617 = or i64 %616, %613
  %618 = trunc i64 %617 to i32
  %619 = or i32 %618, 8
  %620 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %619
  %621 = shl nsw i64 %489, 2
  %622 = add i64 %621, 41984
  %623 = and i64 %622, 4294967040
  %624 = lshr i64 %622, 4
  %625 = xor i64 %624, %621
  %626 = and i64 %625, 240
  %627 = or i64 %626, %623
  %628 = trunc i64 %627 to i32
  %629 = or i32 %628, 12
  %630 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %629
  %631 = shl nsw i64 %495, 2
  %632 = add nsw i64 %631, 41984
  %633 = and i64 %632, 4294967040
  %634 = lshr exact i64 %632, 4
  %635 = xor i64 %634, %631
  %636 = and i64 %635, 240
  %637 = or i64 %636, %633
  %638 = trunc i64 %637 to i32
  %639 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %638
  %640 = shl nsw i64 %502, 2
  %641 = add i64 %640, 41984
  %642 = and i64 %641, 4294967040
  %643 = lshr i64 %641, 4
  %644 = xor i64 %643, %640
  %645 = and i64 %644, 240
  %646 = or i64 %645, %642
  %647 = trunc i64 %646 to i32
  %648 = or i32 %647, 4
  %649 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %648
  %650 = shl nsw i64 %506, 2
  %651 = add i64 %650, 41984
  %652 = and i64 %651, 4294967040
  %653 = lshr i64 %651, 4
  %654 = xor i64 %653, %650
  %655 = and i64 %654, 240
  %656 = or i64 %655, %652
  %657 = trunc i64 %656 to i32
  %658 = or i32 %657, 8
  %659 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %658
  %660 = shl nsw i64 %510, 2
  %661 = add i64 %660, 41984
  %662 = and i64 %661, 4294967040
  %663 = lshr i64 %661, 4
  %664 = xor i64 %663, %660
  %665 = and i64 %664, 240
  %666 = or i64 %665, %662
  %667 = trunc i64 %666 to i32
  %668 = or i32 %667, 12
  %669 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %668
  %670 = and i64 %19, -2048
  %671 = and i64 %21, 31
  %672 = shl nuw nsw i64 %20, 5
  %673 = or i64 %671, %670
  %674 = or i64 %673, %672
  %675 = shl nsw i64 %674, 2
  %676 = add nsw i64 %675, 50176
  %677 = and i64 %675, 12
  %678 = and i64 %676, 4294966784
  %679 = lshr i64 %676, 4
  %680 = and i64 %679, 240
  %.mask = and i64 %675, 112
  %681 = xor i64 %680, %.mask
  %682 = or i64 %678, %677
  %683 = or i64 %682, %681
  %684 = trunc i64 %683 to i32
  %685 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %684
  %686 = shl nuw nsw i64 %268, 5
  %687 = or i64 %673, %686
  %688 = shl nsw i64 %687, 2
  %689 = add nsw i64 %688, 50176
  %690 = and i64 %688, 12
  %691 = and i64 %689, 4294967040
  %692 = lshr i64 %689, 4
  %693 = xor i64 %692, %688
  %694 = and i64 %693, 240
  %695 = or i64 %691, %690
  %696 = or i64 %695, %694
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %697
  %699 = shl nuw nsw i64 %280, 5
  %700 = or i64 %673, %699
  %701 = shl nsw i64 %700, 2
  %702 = add nsw i64 %701, 50176
  %703 = and i64 %701, 12
  %704 = and i64 %702, 4294967040
  %705 = lshr i64 %702, 4
  %706 = xor i64 %705, %701
  %707 = and i64 %706, 240
  %708 = or i64 %704, %703
  %709 = or i64 %708, %707
  %710 = trunc i64 %709 to i32
  %711 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %710
  %712 = shl nuw nsw i64 %292, 5
  %713 = or i64 %673, %712
  %714 = shl nsw i64 %713, 2
  %715 = add nsw i64 %714, 50176
  %716 = and i64 %714, 12
  %717 = and i64 %715, 4294967040
  %718 = lshr i64 %715, 4
  %719 = xor i64 %718, %714
  %720 = and i64 %719, 240
  %721 = or i64 %717, %716
  %722 = or i64 %721, %720
  %723 = trunc i64 %722 to i32
  %724 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %723
  %725 = and i64 %31, -2048
  %726 = and i64 %32, 31
  %727 = or i64 %726, %725
  %728 = or i64 %727, %672
  %729 = shl nsw i64 %728, 2
  %730 = add i64 %729, 50176
  %731 = and i64 %729, 12
  %732 = and i64 %730, 4294966784
  %733 = lshr i64 %730, 4
  %734 = and i64 %733, 240
  %.mask6 = and i64 %729, 112
  %735 = xor i64 %734, %.mask6
  %736 = or i64 %732, %731
  %737 = or i64 %736, %735
  %738 = trunc i64 %737 to i32
  %739 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %738
  %740 = or i64 %727, %686
  %741 = shl nsw i64 %740, 2
  %742 = add i64 %741, 50176
  %743 = and i64 %741, 12
  %744 = and i64 %742, 4294967040
  %745 = lshr i64 %742, 4
  %746 = xor i64 %745, %741
  %747 = and i64 %746, 240
  %748 = or i64 %744, %743
  %749 = or i64 %748, %747
  %750 = trunc i64 %749 to i32
  %751 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %750
  %752 = or i64 %727, %699
  %753 = shl nsw i64 %752, 2
  %754 = add i64 %753, 50176
  %755 = and i64 %753, 12
  %756 = and i64 %754, 4294967040
  %757 = lshr i64 %754, 4
  %758 = xor i64 %757, %753
  %759 = and i64 %758, 240
  %760 = or i64 %756, %755
  %761 = or i64 %760, %759
  %762 = trunc i64 %761 to i32
  %763 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %762
  %764 = or i64 %727, %712
  %765 = shl nsw i64 %764, 2
  %766 = add i64 %765, 50176
  %767 = and i64 %765, 12
  %768 = and i64 %766, 4294967040
  %769 = lshr i64 %766, 4
  %770 = xor i64 %769, %765
  %771 = and i64 %770, 240
  %772 = or i64 %768, %767
  %773 = or i64 %772, %771
  %774 = trunc i64 %773 to i32
  %775 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %774
  %776 = and i64 %42, -2048
  %777 = and i64 %43, 31
  %778 = or i64 %777, %776
  %779 = or i64 %778, %672
  %780 = shl nsw i64 %779, 2
  %781 = add i64 %780, 50176
  %782 = and i64 %780, 12
  %783 = and i64 %781, 4294966784
  %784 = lshr i64 %781, 4
  %785 = and i64 %784, 240
  %.mask7 = and i64 %780, 112
  %786 = xor i64 %785, %.mask7
  %787 = or i64 %783, %782
  %788 = or i64 %787, %786
  %789 = trunc i64 %788 to i32
  %790 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %789
  %791 = or i64 %778, %686
  %792 = shl nsw i64 %791, 2
  %793 = add i64 %792, 50176
  %794 = and i64 %792, 12
  %795 = and i64 %793, 4294967040
  %796 = lshr i64 %793, 4
  %797 = xor i64 %796, %792
  %798 = and i64 %797, 240
  %799 = or i64 %795, %794
  %800 = or i64 %799, %798
  %801 = trunc i64 %800 to i32
  %802 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %801
  %803 = or i64 %778, %699
  %804 = shl nsw i64 %803, 2
  %805 = add i64 %804, 50176
  %806 = and i64 %804, 12
  %807 = and i64 %805, 4294967040
  %808 = lshr i64 %805, 4
  %809 = xor i64 %808, %804
  %810 = and i64 %809, 240
  %811 = or i64 %807, %806
  %812 = or i64 %811, %810
  %813 = trunc i64 %812 to i32
  %814 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %813
  %815 = or i64 %778, %712
  %816 = shl nsw i64 %815, 2
  %817 = add i64 %816, 50176
  %818 = and i64 %816, 12
  %819 = and i64 %817, 4294967040
  %820 = lshr i64 %817, 4
  %821 = xor i64 %820, %816
  %822 = and i64 %821, 240
  %823 = or i64 %819, %818
  %824 = or i64 %823, %822
  %825 = trunc i64 %824 to i32
  %826 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %825
  %827 = and i64 %53, -2048
  %828 = and i64 %54, 31
  %829 = or i64 %828, %827
  %830 = or i64 %829, %672
  %831 = shl nsw i64 %830, 2
  %832 = add i64 %831, 50176
  %833 = and i64 %831, 12
  %834 = and i64 %832, 4294966784
  %835 = lshr i64 %832, 4
  %836 = and i64 %835, 240
  %.mask8 = and i64 %831, 112
  %837 = xor i64 %836, %.mask8
  %838 = or i64 %834, %833
  %839 = or i64 %838, %837
  %840 = trunc i64 %839 to i32
  %841 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %840
  %842 = or i64 %829, %686
  %843 = shl nsw i64 %842, 2
  %844 = add i64 %843, 50176
  %845 = and i64 %843, 12
  %846 = and i64 %844, 4294967040
  %847 = lshr i64 %844, 4
  %848 = xor i64 %847, %843
  %849 = and i64 %848, 240
  %850 = or i64 %846, %845
  %851 = or i64 %850, %849
  %852 = trunc i64 %851 to i32
  %853 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %852
  %854 = or i64 %829, %699
  %855 = shl nsw i64 %854, 2
  %856 = add i64 %855, 50176
  %857 = and i64 %855, 12
  %858 = and i64 %856, 4294967040
  %859 = lshr i64 %856, 4
  %860 = xor i64 %859, %855
  %861 = and i64 %860, 240
  %862 = or i64 %858, %857
  %863 = or i64 %862, %861
  %864 = trunc i64 %863 to i32
  %865 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %864
  %866 = or i64 %829, %712
  %867 = shl nsw i64 %866, 2
  %868 = add i64 %867, 50176
  %869 = and i64 %867, 12
  %870 = and i64 %868, 4294967040
  %871 = lshr i64 %868, 4
  %872 = xor i64 %871, %867
  %873 = and i64 %872, 240
  %874 = or i64 %870, %869
  %875 = or i64 %874, %873
  %876 = trunc i64 %875 to i32
  %877 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %876
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %22
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %432
  %880 = trunc i64 %269 to i32
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %880
  %882 = trunc i64 %281 to i32
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %882
  %884 = trunc i64 %293 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %884
  %886 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %33
  %887 = trunc i64 %141 to i32
  %888 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %887
  %889 = trunc i64 %312 to i32
  %890 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %889
  %891 = trunc i64 %323 to i32
  %892 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %891
  %893 = trunc i64 %334 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %893
  %895 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %44
  %896 = trunc i64 %157 to i32
  %897 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %896
  %898 = trunc i64 %353 to i32
  %899 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %898
  %900 = trunc i64 %364 to i32
  %901 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %900
  %902 = trunc i64 %375 to i32
  %903 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %902
  %904 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %55
  %905 = trunc i64 %173 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %905
  %907 = trunc i64 %394 to i32
  %908 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %907
  %909 = trunc i64 %405 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %909
  %911 = trunc i64 %416 to i32
  %912 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %911
  %913 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %185
  %914 = trunc i64 %192 to i32
  %915 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %914
  %916 = or i32 %914, 1
  %917 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %916
  %918 = or i32 %914, 2
  %919 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %918
  %920 = or i32 %914, 3
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %920
  %922 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %204
  %923 = trunc i64 %211 to i32
  %924 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %923
  %925 = or i32 %923, 1
  %926 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %925
  %927 = or i32 %923, 2
  %928 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %927
  %929 = or i32 %923, 3
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %929
  %931 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %223
  %932 = trunc i64 %230 to i32
  %933 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %932
  %934 = or i32 %932, 1
  %935 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %934
  %936 = or i32 %932, 2
  %937 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %936
  %938 = or i32 %932, 3
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %938
  %940 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %242
  %941 = trunc i64 %249 to i32
  %942 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %941
  %943 = or i32 %941, 1
  %944 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %943
  %945 = or i32 %941, 2
  %946 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %945
  %947 = or i32 %941, 3
  %948 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %947
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep107 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %101
  %949 = and i64 %125, -32
  %950 = select i1 %427, i64 %949, i64 0
  %951 = shl nuw nsw i64 %428, 2
  %952 = lshr i64 %8, 3
  %953 = and i64 %8, 7
  %954 = or i64 %953, 8
  %955 = or i64 %953, 16
  %956 = or i64 %953, 24
  %957 = shl nuw nsw i64 %952, 5
  %958 = or i64 %957, %953
  %959 = trunc i64 %958 to i32
  %960 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %959
  %961 = or i64 %954, %957
  %962 = trunc i64 %961 to i32
  %963 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %962
  %964 = or i64 %955, %957
  %965 = trunc i64 %964 to i32
  %966 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %965
  %967 = or i64 %956, %957
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %968
  %970 = or i64 %957, 512
  %971 = or i64 %970, %953
  %972 = trunc i64 %971 to i32
  %973 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %972
  %974 = or i64 %970, %954
  %975 = trunc i64 %974 to i32
  %976 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %975
  %977 = or i64 %970, %955
  %978 = trunc i64 %977 to i32
  %979 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %978
  %980 = or i64 %970, %956
  %981 = trunc i64 %980 to i32
  %982 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %981
  %983 = or i64 %957, 1024
  %984 = or i64 %983, %953
  %985 = trunc i64 %984 to i32
  %986 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %985
  %987 = or i64 %983, %954
  %988 = trunc i64 %987 to i32
  %989 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %988
  %990 = or i64 %983, %955
  %991 = trunc i64 %990 to i32
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %991
  %993 = or i64 %983, %956
  %994 = trunc i64 %993 to i32
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %994
  %996 = or i64 %957, 1536
  %997 = or i64 %996, %953
  %998 = trunc i64 %997 to i32
  %999 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %998
  %1000 = or i64 %996, %954
  %1001 = trunc i64 %1000 to i32
  %1002 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1001
  %1003 = or i64 %996, %955
  %1004 = trunc i64 %1003 to i32
  %1005 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1004
  %1006 = or i64 %996, %956
  %1007 = trunc i64 %1006 to i32
  %1008 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1007
  %1009 = lshr i32 %7, 1
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1009
  %1011 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %1012 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %7
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %7
  %1014 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1009
  %1015 = or i64 %953, 32
  %1016 = or i64 %953, 40
  %1017 = or i64 %953, 48
  %1018 = or i64 %953, 56
  %1019 = shl nuw nsw i64 %952, 6
  %1020 = or i64 %1019, %953
  %1021 = trunc i64 %1020 to i32
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1021
  %1023 = or i64 %954, %1019
  %1024 = trunc i64 %1023 to i32
  %1025 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1024
  %1026 = or i64 %955, %1019
  %1027 = trunc i64 %1026 to i32
  %1028 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1027
  %1029 = or i64 %956, %1019
  %1030 = trunc i64 %1029 to i32
  %1031 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1030
  %1032 = or i64 %1015, %1019
  %1033 = trunc i64 %1032 to i32
  %1034 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1033
  %1035 = or i64 %1016, %1019
  %1036 = trunc i64 %1035 to i32
  %1037 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1036
  %1038 = or i64 %1017, %1019
  %1039 = trunc i64 %1038 to i32
  %1040 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1039
  %1041 = or i64 %1018, %1019
  %1042 = trunc i64 %1041 to i32
  %1043 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1042
  %1044 = or i64 %1019, 1024
  %1045 = or i64 %1044, %953
  %1046 = trunc i64 %1045 to i32
  %1047 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1046
  %1048 = or i64 %1044, %954
  %1049 = trunc i64 %1048 to i32
  %1050 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1049
  %1051 = or i64 %1044, %955
  %1052 = trunc i64 %1051 to i32
  %1053 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1052
  %1054 = or i64 %1044, %956
  %1055 = trunc i64 %1054 to i32
  %1056 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1055
  %1057 = or i64 %1044, %1015
  %1058 = trunc i64 %1057 to i32
  %1059 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1058
  %1060 = or i64 %1044, %1016
  %1061 = trunc i64 %1060 to i32
  %1062 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1061
  %1063 = or i64 %1044, %1017
  %1064 = trunc i64 %1063 to i32
  %1065 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1064
  %1066 = or i64 %1044, %1018
  %1067 = trunc i64 %1066 to i32
  %1068 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1067
  %1069 = or i64 %1019, 2048
  %1070 = or i64 %1069, %953
  %1071 = trunc i64 %1070 to i32
  %1072 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1071
  %1073 = or i64 %1069, %954
  %1074 = trunc i64 %1073 to i32
  %1075 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1074
  %1076 = or i64 %1069, %955
  %1077 = trunc i64 %1076 to i32
  %1078 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1077
  %1079 = or i64 %1069, %956
  %1080 = trunc i64 %1079 to i32
  %1081 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1080
  %1082 = or i64 %1069, %1015
  %1083 = trunc i64 %1082 to i32
  %1084 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1083
  %1085 = or i64 %1069, %1016
  %1086 = trunc i64 %1085 to i32
  %1087 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1086
  %1088 = or i64 %1069, %1017
  %1089 = trunc i64 %1088 to i32
  %1090 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1089
  %1091 = or i64 %1069, %1018
  %1092 = trunc i64 %1091 to i32
  %1093 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1092
  %1094 = or i64 %1019, 3072
  %1095 = or i64 %1094, %953
  %1096 = trunc i64 %1095 to i32
  %1097 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1096
  %1098 = or i64 %1094, %954
  %1099 = trunc i64 %1098 to i32
  %1100 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1099
  %1101 = or i64 %1094, %955
  %1102 = trunc i64 %1101 to i32
  %1103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1102
  %1104 = or i64 %1094, %956
  %1105 = trunc i64 %1104 to i32
  %1106 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1105
  %1107 = or i64 %1094, %1015
  %1108 = trunc i64 %1107 to i32
  %1109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1108
  %1110 = or i64 %1094, %1016
  %1111 = trunc i64 %1110 to i32
  %1112 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1111
  %1113 = or i64 %1094, %1017
  %1114 = trunc i64 %1113 to i32
  %1115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1114
  %1116 = or i64 %1094, %1018
  %1117 = trunc i64 %1116 to i32
  %1118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %1117
  %1119 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %1120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %7
  %1121 = or i64 %951, %950
  %1122 = trunc i64 %1121 to i32
  %1123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1122
  %1124 = or i32 %1122, 1
  %1125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1124
  %1126 = or i32 %1122, 2
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1126
  %1128 = or i32 %1122, 3
  %1129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1128
  %1130 = or i64 %951, %950
  %1131 = trunc i64 %1130 to i32
  %1132 = or i32 %1131, 8
  %1133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1132
  %1134 = or i32 %1131, 9
  %1135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1134
  %1136 = or i32 %1131, 10
  %1137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1136
  %1138 = or i32 %1131, 11
  %1139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1138
  %1140 = or i64 %951, %950
  %1141 = trunc i64 %1140 to i32
  %1142 = or i32 %1141, 16
  %1143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1142
  %1144 = or i32 %1141, 17
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1144
  %1146 = or i32 %1141, 18
  %1147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1146
  %1148 = or i32 %1141, 19
  %1149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1148
  %1150 = or i64 %951, %950
  %1151 = trunc i64 %1150 to i32
  %1152 = or i32 %1151, 24
  %1153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1152
  %1154 = or i32 %1151, 25
  %1155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1154
  %1156 = or i32 %1151, 26
  %1157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1156
  %1158 = or i32 %1151, 27
  %1159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1158
  %1160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1122
  %1161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1124
  %1162 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1126
  %1163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1128
  %1164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1132
  %1165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1134
  %1166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1136
  %1167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1138
  %1168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1142
  %1169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1144
  %1170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1146
  %1171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1148
  %1172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1152
  %1173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1154
  %1174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1156
  %1175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1158
  br label %1176

1176: ; preds = %.lr.ph, %1714
  %1177 = phi float [ %102, %.lr.ph ], [ %1278, %1714 ]
  %1178 = phi float [ %103, %.lr.ph ], [ %1279, %1714 ]
  %1179 = phi float [ %104, %.lr.ph ], [ %1280, %1714 ]
  %1180 = phi float [ %105, %.lr.ph ], [ %1281, %1714 ]
  %1181 = phi float [ %117, %.lr.ph ], [ %1293, %1714 ]
  %1182 = phi float [ %116, %.lr.ph ], [ %1292, %1714 ]
  %1183 = phi float [ %115, %.lr.ph ], [ %1291, %1714 ]
  %1184 = phi float [ %114, %.lr.ph ], [ %1290, %1714 ]
  %1185 = phi float [ %106, %.lr.ph ], [ %1282, %1714 ]
  %1186 = phi float [ %107, %.lr.ph ], [ %1283, %1714 ]
  %1187 = phi float [ %108, %.lr.ph ], [ %1284, %1714 ]
  %1188 = phi float [ %109, %.lr.ph ], [ %1285, %1714 ]
  %1189 = phi float [ %113, %.lr.ph ], [ %1289, %1714 ]
  %1190 = phi float [ %112, %.lr.ph ], [ %1288, %1714 ]
  %1191 = phi float [ %111, %.lr.ph ], [ %1287, %1714 ]
  %1192 = phi float [ %110, %.lr.ph ], [ %1286, %1714 ]
  %1193 = phi float [ 0.000000e+00, %.lr.ph ], [ %1742, %1714 ]
  %1194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1741, %1714 ]
  %1195 = phi float [ 0.000000e+00, %.lr.ph ], [ %1740, %1714 ]
  %1196 = phi float [ 0.000000e+00, %.lr.ph ], [ %1739, %1714 ]
  %1197 = phi float [ 0.000000e+00, %.lr.ph ], [ %1738, %1714 ]
  %1198 = phi float [ 0.000000e+00, %.lr.ph ], [ %1737, %1714 ]
  %1199 = phi float [ 0.000000e+00, %.lr.ph ], [ %1736, %1714 ]
  %1200 = phi float [ 0.000000e+00, %.lr.ph ], [ %1735, %1714 ]
  %1201 = phi float [ 0.000000e+00, %.lr.ph ], [ %1734, %1714 ]
  %1202 = phi float [ 0.000000e+00, %.lr.ph ], [ %1733, %1714 ]
  %1203 = phi float [ 0.000000e+00, %.lr.ph ], [ %1732, %1714 ]
  %1204 = phi float [ 0.000000e+00, %.lr.ph ], [ %1731, %1714 ]
  %1205 = phi float [ 0.000000e+00, %.lr.ph ], [ %1730, %1714 ]
  %1206 = phi float [ 0.000000e+00, %.lr.ph ], [ %1729, %1714 ]
  %1207 = phi float [ 0.000000e+00, %.lr.ph ], [ %1728, %1714 ]
  %1208 = phi float [ 0.000000e+00, %.lr.ph ], [ %1727, %1714 ]
  %1209 = phi float [ 0.000000e+00, %.lr.ph ], [ %1726, %1714 ]
  %1210 = phi float [ 0.000000e+00, %.lr.ph ], [ %1725, %1714 ]
  %1211 = phi float [ 0.000000e+00, %.lr.ph ], [ %1724, %1714 ]
  %1212 = phi float [ 0.000000e+00, %.lr.ph ], [ %1723, %1714 ]
  %1213 = phi float [ 0.000000e+00, %.lr.ph ], [ %1722, %1714 ]
  %1214 = phi float [ 0.000000e+00, %.lr.ph ], [ %1721, %1714 ]
  %1215 = phi float [ 0.000000e+00, %.lr.ph ], [ %1720, %1714 ]
  %1216 = phi float [ 0.000000e+00, %.lr.ph ], [ %1719, %1714 ]
  %1217 = phi float [ 0.000000e+00, %.lr.ph ], [ %1718, %1714 ]
  %1218 = phi float [ 0.000000e+00, %.lr.ph ], [ %1717, %1714 ]
  %1219 = phi float [ 0.000000e+00, %.lr.ph ], [ %1716, %1714 ]
  %1220 = phi float [ 0.000000e+00, %.lr.ph ], [ %1715, %1714 ]
  %1221 = phi float [ 0.000000e+00, %.lr.ph ], [ %1695, %1714 ]
  %1222 = phi float [ 0.000000e+00, %.lr.ph ], [ %1694, %1714 ]
  %1223 = phi float [ 0.000000e+00, %.lr.ph ], [ %1693, %1714 ]
  %1224 = phi float [ 0.000000e+00, %.lr.ph ], [ %1692, %1714 ]
  %1225 = phi i32 [ 0, %.lr.ph ], [ %1230, %1714 ]
  %1226 = phi <4 x float> [ %118, %.lr.ph ], [ %1294, %1714 ]
  %1227 = phi <4 x float> [ %30, %.lr.ph ], [ %1295, %1714 ]
  %1228 = phi <4 x float> [ %41, %.lr.ph ], [ %1296, %1714 ]
  %1229 = phi <4 x float> [ %52, %.lr.ph ], [ %1297, %1714 ]
  %1230 = add i32 %1225, 32
  %1231 = icmp slt i32 %1230, %5
  br i1 %1231, label %1232, label %1277

1232: ; preds = %1176
  %1233 = add i32 %1230, %22
  %1234 = shl i32 %1233, 6
  %1235 = sext i32 %1234 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1235
  %1236 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %1237 = add i32 %1230, %33
  %1238 = shl i32 %1237, 6
  %1239 = sext i32 %1238 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1239
  %1240 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  %1241 = add i32 %1230, %44
  %1242 = shl i32 %1241, 6
  %1243 = sext i32 %1242 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1243
  %1244 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  %1245 = add i32 %1230, %55
  %1246 = shl i32 %1245, 6
  %1247 = sext i32 %1246 to i64
  %gep106 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1247
  %1248 = load float, ptr addrspace(1) %gep106, align 16
  %1249 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 4
  %1250 = load float, ptr addrspace(1) %1249, align 4
  %1251 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 8
  %1252 = load float, ptr addrspace(1) %1251, align 8
  %1253 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 12
  %1254 = load float, ptr addrspace(1) %1253, align 4
  %gep108 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1235
  %1255 = load float, ptr addrspace(1) %gep108, align 16
  %1256 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 4
  %1257 = load float, ptr addrspace(1) %1256, align 4
  %1258 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 8
  %1259 = load float, ptr addrspace(1) %1258, align 8
  %1260 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 12
  %1261 = load float, ptr addrspace(1) %1260, align 4
  %gep110 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1239
  %1262 = load float, ptr addrspace(1) %gep110, align 16
  %1263 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 4
  %1264 = load float, ptr addrspace(1) %1263, align 4
  %1265 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 8
  %1266 = load float, ptr addrspace(1) %1265, align 8
  %1267 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 12
  %1268 = load float, ptr addrspace(1) %1267, align 4
  %gep112 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1243
  %1269 = load float, ptr addrspace(1) %gep112, align 16
  %1270 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 4
  %1271 = load float, ptr addrspace(1) %1270, align 4
  %1272 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 8
  %1273 = load float, ptr addrspace(1) %1272, align 8
  %1274 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 12
  %1275 = load float, ptr addrspace(1) %1274, align 4
  %gep114 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1247
  %1276 = load <4 x float>, ptr addrspace(1) %gep114, align 16
  br label %1277

1277: ; preds = %1176, %1232
  %1278 = phi float [ %1275, %1232 ], [ 0.000000e+00, %1176 ]
  %1279 = phi float [ %1273, %1232 ], [ 0.000000e+00, %1176 ]
  %1280 = phi float [ %1271, %1232 ], [ 0.000000e+00, %1176 ]
  %1281 = phi float [ %1269, %1232 ], [ 0.000000e+00, %1176 ]
  %1282 = phi float [ %1261, %1232 ], [ 0.000000e+00, %1176 ]
  %1283 = phi float [ %1259, %1232 ], [ 0.000000e+00, %1176 ]
  %1284 = phi float [ %1257, %1232 ], [ 0.000000e+00, %1176 ]
  %1285 = phi float [ %1255, %1232 ], [ 0.000000e+00, %1176 ]
  %1286 = phi float [ %1248, %1232 ], [ 0.000000e+00, %1176 ]
  %1287 = phi float [ %1250, %1232 ], [ 0.000000e+00, %1176 ]
  %1288 = phi float [ %1252, %1232 ], [ 0.000000e+00, %1176 ]
  %1289 = phi float [ %1254, %1232 ], [ 0.000000e+00, %1176 ]
  %1290 = phi float [ %1262, %1232 ], [ 0.000000e+00, %1176 ]
  %1291 = phi float [ %1264, %1232 ], [ 0.000000e+00, %1176 ]
  %1292 = phi float [ %1266, %1232 ], [ 0.000000e+00, %1176 ]
  %1293 = phi float [ %1268, %1232 ], [ 0.000000e+00, %1176 ]
  %1294 = phi <4 x float> [ %1276, %1232 ], [ zeroinitializer, %1176 ]
  %1295 = phi <4 x float> [ %1236, %1232 ], [ zeroinitializer, %1176 ]
  %1296 = phi <4 x float> [ %1240, %1232 ], [ zeroinitializer, %1176 ]
  %1297 = phi <4 x float> [ %1244, %1232 ], [ zeroinitializer, %1176 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %134, ptr addrspace(1) %123, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %150, ptr addrspace(1) %139, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %166, ptr addrspace(1) %155, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %182, ptr addrspace(1) %171, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %201, ptr addrspace(1) %190, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %220, ptr addrspace(1) %209, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %239, ptr addrspace(1) %228, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %258, ptr addrspace(1) %247, i32 16, i32 0)
  %1298 = extractelement <4 x float> %1227, i64 0
  store float %1298, ptr addrspace(3) %267, align 16
  %1299 = extractelement <4 x float> %1227, i64 1
  store float %1299, ptr addrspace(3) %279, align 4
  %1300 = extractelement <4 x float> %1227, i64 2
  store float %1300, ptr addrspace(3) %291, align 8
  %1301 = extractelement <4 x float> %1227, i64 3
  store float %1301, ptr addrspace(3) %303, align 4
  %1302 = extractelement <4 x float> %1228, i64 0
  store float %1302, ptr addrspace(3) %311, align 16
  %1303 = extractelement <4 x float> %1228, i64 1
  store float %1303, ptr addrspace(3) %322, align 4
  %1304 = extractelement <4 x float> %1228, i64 2
  store float %1304, ptr addrspace(3) %333, align 8
  %1305 = extractelement <4 x float> %1228, i64 3
  store float %1305, ptr addrspace(3) %344, align 4
  %1306 = extractelement <4 x float> %1229, i64 0
  store float %1306, ptr addrspace(3) %352, align 16
  %1307 = extractelement <4 x float> %1229, i64 1
  store float %1307, ptr addrspace(3) %363, align 4
  %1308 = extractelement <4 x float> %1229, i64 2
  store float %1308, ptr addrspace(3) %374, align 8
  %1309 = extractelement <4 x float> %1229, i64 3
  store float %1309, ptr addrspace(3) %385, align 4
  store float %1192, ptr addrspace(3) %393, align 16
  store float %1191, ptr addrspace(3) %404, align 4
  store float %1190, ptr addrspace(3) %415, align 8
  store float %1189, ptr addrspace(3) %426, align 4
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %427, label %.preheader.preheader, label %1336

.preheader.preheader: ; preds = %1277
  %1310 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %1311 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1310, i32 256, i32 1, i32 3)
  %1312 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), align 1024
  %1313 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1312, i32 256, i32 1, i32 3)
  %1314 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1311, i32 %1313, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  %1315 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1152), align 128
  %1316 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1315, i32 256, i32 1, i32 3)
  %1317 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17536), align 128
  %1318 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1317, i32 256, i32 1, i32 3)
  %1319 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1316, i32 %1318, <16 x i32> %1314, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1319 to <16 x float>
  %1320 = extractelement <16 x float> %bc, i64 0
  store float %1320, ptr addrspace(3) %960, align 4
  %1321 = extractelement <16 x float> %bc, i64 1
  store float %1321, ptr addrspace(3) %963, align 4
  %1322 = extractelement <16 x float> %bc, i64 2
  store float %1322, ptr addrspace(3) %966, align 4
  %1323 = extractelement <16 x float> %bc, i64 3
  store float %1323, ptr addrspace(3) %969, align 4
  %1324 = extractelement <16 x float> %bc, i64 4
  store float %1324, ptr addrspace(3) %973, align 4
  %1325 = extractelement <16 x float> %bc, i64 5
  store float %1325, ptr addrspace(3) %976, align 4
  %1326 = extractelement <16 x float> %bc, i64 6
  store float %1326, ptr addrspace(3) %979, align 4
  %1327 = extractelement <16 x float> %bc, i64 7
  store float %1327, ptr addrspace(3) %982, align 4
  %1328 = extractelement <16 x float> %bc, i64 8
  store float %1328, ptr addrspace(3) %986, align 4
  %1329 = extractelement <16 x float> %bc, i64 9
  store float %1329, ptr addrspace(3) %989, align 4
  %1330 = extractelement <16 x float> %bc, i64 10
  store float %1330, ptr addrspace(3) %992, align 4
  %1331 = extractelement <16 x float> %bc, i64 11
  store float %1331, ptr addrspace(3) %995, align 4
  %1332 = extractelement <16 x float> %bc, i64 12
  store float %1332, ptr addrspace(3) %999, align 4
  %1333 = extractelement <16 x float> %bc, i64 13
  store float %1333, ptr addrspace(3) %1002, align 4
  %1334 = extractelement <16 x float> %bc, i64 14
  store float %1334, ptr addrspace(3) %1005, align 4
  %1335 = extractelement <16 x float> %bc, i64 15
  store float %1335, ptr addrspace(3) %1008, align 4
  br label %1336

1336: ; preds = %.preheader.preheader, %1277
  tail call void @llvm.musa.syncthreads.lm()
  %1337 = load float, ptr addrspace(3) %1123, align 16
  %1338 = fmul contract float %1337, %4
  %1339 = tail call float @llvm.maxnum.f32(float %1338, float 0xFFF0000000000000)
  %1340 = load float, ptr addrspace(3) %1125, align 4
  %1341 = fmul contract float %1340, %4
  %1342 = tail call float @llvm.maxnum.f32(float %1339, float %1341)
  %1343 = load float, ptr addrspace(3) %1127, align 8
  %1344 = fmul contract float %1343, %4
  %1345 = tail call float @llvm.maxnum.f32(float %1342, float %1344)
  %1346 = load float, ptr addrspace(3) %1129, align 4
  %1347 = fmul contract float %1346, %4
  %1348 = tail call float @llvm.maxnum.f32(float %1345, float %1347)
  %1349 = load float, ptr addrspace(3) %1133, align 16
  %1350 = fmul contract float %1349, %4
  %1351 = tail call float @llvm.maxnum.f32(float %1348, float %1350)
  %1352 = load float, ptr addrspace(3) %1135, align 4
  %1353 = fmul contract float %1352, %4
  %1354 = tail call float @llvm.maxnum.f32(float %1351, float %1353)
  %1355 = load float, ptr addrspace(3) %1137, align 8
  %1356 = fmul contract float %1355, %4
  %1357 = tail call float @llvm.maxnum.f32(float %1354, float %1356)
  %1358 = load float, ptr addrspace(3) %1139, align 4
  %1359 = fmul contract float %1358, %4
  %1360 = tail call float @llvm.maxnum.f32(float %1357, float %1359)
  %1361 = load float, ptr addrspace(3) %1143, align 16
  %1362 = fmul contract float %1361, %4
  %1363 = tail call float @llvm.maxnum.f32(float %1360, float %1362)
  %1364 = load float, ptr addrspace(3) %1145, align 4
  %1365 = fmul contract float %1364, %4
  %1366 = tail call float @llvm.maxnum.f32(float %1363, float %1365)
  %1367 = load float, ptr addrspace(3) %1147, align 8
  %1368 = fmul contract float %1367, %4
  %1369 = tail call float @llvm.maxnum.f32(float %1366, float %1368)
  %1370 = load float, ptr addrspace(3) %1149, align 4
  %1371 = fmul contract float %1370, %4
  %1372 = tail call float @llvm.maxnum.f32(float %1369, float %1371)
  %1373 = load float, ptr addrspace(3) %1153, align 16
  %1374 = fmul contract float %1373, %4
  %1375 = tail call float @llvm.maxnum.f32(float %1372, float %1374)
  %1376 = load float, ptr addrspace(3) %1155, align 4
  %1377 = fmul contract float %1376, %4
  %1378 = tail call float @llvm.maxnum.f32(float %1375, float %1377)
  %1379 = load float, ptr addrspace(3) %1157, align 8
  %1380 = fmul contract float %1379, %4
  %1381 = tail call float @llvm.maxnum.f32(float %1378, float %1380)
  %1382 = load float, ptr addrspace(3) %1159, align 4
  %1383 = fmul contract float %1382, %4
  %1384 = tail call float @llvm.maxnum.f32(float %1381, float %1383)
  %1385 = bitcast float %1384 to i32
  %1386 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1385, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %430, label %1387, label %1390

1387: ; preds = %1336
  %1388 = bitcast i32 %1386 to float
  %1389 = tail call float @llvm.maxnum.f32(float %1384, float %1388)
  store float %1389, ptr addrspace(3) %1010, align 4
  br label %1390

1390: ; preds = %1387, %1336
  tail call void @llvm.musa.syncthreads.lm()
  %1391 = load float, ptr addrspace(3) %433, align 16
  %1392 = fmul contract float %1391, %4
  %1393 = load float, ptr addrspace(3) %435, align 4
  %1394 = load float, ptr addrspace(3) %436, align 4
  %1395 = tail call float @llvm.maxnum.f32(float %1393, float %1394)
  %1396 = fsub contract float %1392, %1395
  %1397 = fmul float %1396, 0x3FF7154760000000
  %1398 = tail call float @llvm.exp2.f32(float %1397)
  store float %1398, ptr addrspace(3) %437, align 16
  %1399 = load float, ptr addrspace(3) %440, align 4
  %1400 = fmul contract float %1399, %4
  %1401 = fsub contract float %1400, %1395
  %1402 = fmul float %1401, 0x3FF7154760000000
  %1403 = tail call float @llvm.exp2.f32(float %1402)
  store float %1403, ptr addrspace(3) %441, align 4
  %1404 = load float, ptr addrspace(3) %444, align 8
  %1405 = fmul contract float %1404, %4
  %1406 = fsub contract float %1405, %1395
  %1407 = fmul float %1406, 0x3FF7154760000000
  %1408 = tail call float @llvm.exp2.f32(float %1407)
  store float %1408, ptr addrspace(3) %445, align 8
  %1409 = load float, ptr addrspace(3) %448, align 4
  %1410 = fmul contract float %1409, %4
  %1411 = fsub contract float %1410, %1395
  %1412 = fmul float %1411, 0x3FF7154760000000
  %1413 = tail call float @llvm.exp2.f32(float %1412)
  store float %1413, ptr addrspace(3) %449, align 4
  %1414 = load float, ptr addrspace(3) %455, align 16
  %1415 = fmul contract float %1414, %4
  %1416 = load float, ptr addrspace(3) %457, align 4
  %1417 = load float, ptr addrspace(3) %458, align 4
  %1418 = tail call float @llvm.maxnum.f32(float %1416, float %1417)
  %1419 = fsub contract float %1415, %1418
  %1420 = fmul float %1419, 0x3FF7154760000000
  %1421 = tail call float @llvm.exp2.f32(float %1420)
  store float %1421, ptr addrspace(3) %459, align 16
  %1422 = load float, ptr addrspace(3) %462, align 4
  %1423 = fmul contract float %1422, %4
  %1424 = fsub contract float %1423, %1418
  %1425 = fmul float %1424, 0x3FF7154760000000
  %1426 = tail call float @llvm.exp2.f32(float %1425)
  store float %1426, ptr addrspace(3) %463, align 4
  %1427 = load float, ptr addrspace(3) %466, align 8
  %1428 = fmul contract float %1427, %4
  %1429 = fsub contract float %1428, %1418
  %1430 = fmul float %1429, 0x3FF7154760000000
  %1431 = tail call float @llvm.exp2.f32(float %1430)
  store float %1431, ptr addrspace(3) %467, align 8
  %1432 = load float, ptr addrspace(3) %470, align 4
  %1433 = fmul contract float %1432, %4
  %1434 = fsub contract float %1433, %1418
  %1435 = fmul float %1434, 0x3FF7154760000000
  %1436 = tail call float @llvm.exp2.f32(float %1435)
  store float %1436, ptr addrspace(3) %471, align 4
  %1437 = load float, ptr addrspace(3) %476, align 16
  %1438 = fmul contract float %1437, %4
  %1439 = load float, ptr addrspace(3) %478, align 4
  %1440 = load float, ptr addrspace(3) %479, align 4
  %1441 = tail call float @llvm.maxnum.f32(float %1439, float %1440)
  %1442 = fsub contract float %1438, %1441
  %1443 = fmul float %1442, 0x3FF7154760000000
  %1444 = tail call float @llvm.exp2.f32(float %1443)
  store float %1444, ptr addrspace(3) %480, align 16
  %1445 = load float, ptr addrspace(3) %483, align 4
  %1446 = fmul contract float %1445, %4
  %1447 = fsub contract float %1446, %1441
  %1448 = fmul float %1447, 0x3FF7154760000000
  %1449 = tail call float @llvm.exp2.f32(float %1448)
  store float %1449, ptr addrspace(3) %484, align 4
  %1450 = load float, ptr addrspace(3) %487, align 8
  %1451 = fmul contract float %1450, %4
  %1452 = fsub contract float %1451, %1441
  %1453 = fmul float %1452, 0x3FF7154760000000
  %1454 = tail call float @llvm.exp2.f32(float %1453)
  store float %1454, ptr addrspace(3) %488, align 8
  %1455 = load float, ptr addrspace(3) %491, align 4
  %1456 = fmul contract float %1455, %4
  %1457 = fsub contract float %1456, %1441
  %1458 = fmul float %1457, 0x3FF7154760000000
  %1459 = tail call float @llvm.exp2.f32(float %1458)
  store float %1459, ptr addrspace(3) %492, align 4
  %1460 = load float, ptr addrspace(3) %497, align 16
  %1461 = fmul contract float %1460, %4
  %1462 = load float, ptr addrspace(3) %499, align 4
  %1463 = load float, ptr addrspace(3) %500, align 4
  %1464 = tail call float @llvm.maxnum.f32(float %1462, float %1463)
  %1465 = fsub contract float %1461, %1464
  %1466 = fmul float %1465, 0x3FF7154760000000
  %1467 = tail call float @llvm.exp2.f32(float %1466)
  store float %1467, ptr addrspace(3) %501, align 16
  %1468 = load float, ptr addrspace(3) %504, align 4
  %1469 = fmul contract float %1468, %4
  %1470 = fsub contract float %1469, %1464
  %1471 = fmul float %1470, 0x3FF7154760000000
  %1472 = tail call float @llvm.exp2.f32(float %1471)
  store float %1472, ptr addrspace(3) %505, align 4
  %1473 = load float, ptr addrspace(3) %508, align 8
  %1474 = fmul contract float %1473, %4
  %1475 = fsub contract float %1474, %1464
  %1476 = fmul float %1475, 0x3FF7154760000000
  %1477 = tail call float @llvm.exp2.f32(float %1476)
  store float %1477, ptr addrspace(3) %509, align 8
  %1478 = load float, ptr addrspace(3) %512, align 4
  %1479 = fmul contract float %1478, %4
  %1480 = fsub contract float %1479, %1464
  %1481 = fmul float %1480, 0x3FF7154760000000
  %1482 = tail call float @llvm.exp2.f32(float %1481)
  store float %1482, ptr addrspace(3) %513, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1483, label %1490

1483: ; preds = %1390
  %1484 = load float, ptr addrspace(3) %1011, align 4
  %1485 = load float, ptr addrspace(3) %1012, align 4
  %1486 = tail call float @llvm.maxnum.f32(float %1484, float %1485)
  %1487 = fsub contract float %1484, %1486
  %1488 = fmul float %1487, 0x3FF7154760000000
  %1489 = tail call float @llvm.exp2.f32(float %1488)
  store float %1489, ptr addrspace(3) %1013, align 4
  br label %1490

1490: ; preds = %1483, %1390
  tail call void @llvm.musa.syncthreads.lm()
  %1491 = load float, ptr addrspace(3) %1160, align 16
  %1492 = fadd reassoc float %1491, 0.000000e+00
  %1493 = load float, ptr addrspace(3) %1161, align 4
  %1494 = fadd reassoc float %1492, %1493
  %1495 = load float, ptr addrspace(3) %1162, align 8
  %1496 = fadd reassoc float %1494, %1495
  %1497 = load float, ptr addrspace(3) %1163, align 4
  %1498 = fadd reassoc float %1496, %1497
  %1499 = load float, ptr addrspace(3) %1164, align 16
  %1500 = fadd reassoc float %1498, %1499
  %1501 = load float, ptr addrspace(3) %1165, align 4
  %1502 = fadd reassoc float %1500, %1501
  %1503 = load float, ptr addrspace(3) %1166, align 8
  %1504 = fadd reassoc float %1502, %1503
  %1505 = load float, ptr addrspace(3) %1167, align 4
  %1506 = fadd reassoc float %1504, %1505
  %1507 = load float, ptr addrspace(3) %1168, align 16
  %1508 = fadd reassoc float %1506, %1507
  %1509 = load float, ptr addrspace(3) %1169, align 4
  %1510 = fadd reassoc float %1508, %1509
  %1511 = load float, ptr addrspace(3) %1170, align 8
  %1512 = fadd reassoc float %1510, %1511
  %1513 = load float, ptr addrspace(3) %1171, align 4
  %1514 = fadd reassoc float %1512, %1513
  %1515 = load float, ptr addrspace(3) %1172, align 16
  %1516 = fadd reassoc float %1514, %1515
  %1517 = load float, ptr addrspace(3) %1173, align 4
  %1518 = fadd reassoc float %1516, %1517
  %1519 = load float, ptr addrspace(3) %1174, align 8
  %1520 = fadd reassoc float %1518, %1519
  %1521 = load float, ptr addrspace(3) %1175, align 4
  %1522 = fadd reassoc float %1520, %1521
  %1523 = bitcast float %1522 to i32
  %1524 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1523, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %430, label %1525, label %1528

1525: ; preds = %1490
  %1526 = bitcast i32 %1524 to float
  %1527 = fadd reassoc float %1522, %1526
  store float %1527, ptr addrspace(3) %1014, align 4
  br label %1528

1528: ; preds = %1525, %1490
  tail call void @llvm.musa.syncthreads.lm()
  %1529 = load float, ptr addrspace(3) %437, align 16
  %1530 = load float, ptr addrspace(3) %441, align 4
  %1531 = load float, ptr addrspace(3) %445, align 8
  %1532 = load float, ptr addrspace(3) %449, align 4
  store float %1529, ptr addrspace(3) %522, align 16
  store float %1530, ptr addrspace(3) %532, align 4
  store float %1531, ptr addrspace(3) %542, align 8
  store float %1532, ptr addrspace(3) %552, align 4
  %1533 = load float, ptr addrspace(3) %459, align 16
  %1534 = load float, ptr addrspace(3) %463, align 4
  %1535 = load float, ptr addrspace(3) %467, align 8
  %1536 = load float, ptr addrspace(3) %471, align 4
  store float %1533, ptr addrspace(3) %561, align 16
  store float %1534, ptr addrspace(3) %571, align 4
  store float %1535, ptr addrspace(3) %581, align 8
  store float %1536, ptr addrspace(3) %591, align 4
  %1537 = load float, ptr addrspace(3) %480, align 16
  %1538 = load float, ptr addrspace(3) %484, align 4
  %1539 = load float, ptr addrspace(3) %488, align 8
  %1540 = load float, ptr addrspace(3) %492, align 4
  store float %1537, ptr addrspace(3) %600, align 16
  store float %1538, ptr addrspace(3) %610, align 4
  store float %1539, ptr addrspace(3) %620, align 8
  store float %1540, ptr addrspace(3) %630, align 4
  %1541 = load float, ptr addrspace(3) %501, align 16
  %1542 = load float, ptr addrspace(3) %505, align 4
  %1543 = load float, ptr addrspace(3) %509, align 8
  %1544 = load float, ptr addrspace(3) %513, align 4
  store float %1541, ptr addrspace(3) %639, align 16
  store float %1542, ptr addrspace(3) %649, align 4
  store float %1543, ptr addrspace(3) %659, align 8
  store float %1544, ptr addrspace(3) %669, align 4
  store float %1188, ptr addrspace(3) %685, align 4
  store float %1187, ptr addrspace(3) %698, align 4
  store float %1186, ptr addrspace(3) %711, align 4
  store float %1185, ptr addrspace(3) %724, align 4
  store float %1184, ptr addrspace(3) %739, align 4
  store float %1183, ptr addrspace(3) %751, align 4
  store float %1182, ptr addrspace(3) %763, align 4
  store float %1181, ptr addrspace(3) %775, align 4
  store float %1180, ptr addrspace(3) %790, align 4
  store float %1179, ptr addrspace(3) %802, align 4
  store float %1178, ptr addrspace(3) %814, align 4
  store float %1177, ptr addrspace(3) %826, align 4
  %1545 = extractelement <4 x float> %1226, i64 0
  store float %1545, ptr addrspace(3) %841, align 4
  %1546 = extractelement <4 x float> %1226, i64 1
  store float %1546, ptr addrspace(3) %853, align 4
  %1547 = extractelement <4 x float> %1226, i64 2
  store float %1547, ptr addrspace(3) %865, align 4
  %1548 = extractelement <4 x float> %1226, i64 3
  store float %1548, ptr addrspace(3) %877, align 4
  %1549 = load float, ptr addrspace(3) %878, align 4
  %1550 = fmul contract float %1224, %1549
  store float %1550, ptr addrspace(3) %879, align 16
  %1551 = fmul contract float %1223, %1549
  store float %1551, ptr addrspace(3) %881, align 4
  %1552 = fmul contract float %1222, %1549
  store float %1552, ptr addrspace(3) %883, align 8
  %1553 = fmul contract float %1221, %1549
  store float %1553, ptr addrspace(3) %885, align 4
  %1554 = load float, ptr addrspace(3) %886, align 4
  %1555 = fmul contract float %1220, %1554
  store float %1555, ptr addrspace(3) %888, align 16
  %1556 = fmul contract float %1219, %1554
  store float %1556, ptr addrspace(3) %890, align 4
  %1557 = fmul contract float %1218, %1554
  store float %1557, ptr addrspace(3) %892, align 8
  %1558 = fmul contract float %1217, %1554
  store float %1558, ptr addrspace(3) %894, align 4
  %1559 = load float, ptr addrspace(3) %895, align 4
  %1560 = fmul contract float %1216, %1559
  store float %1560, ptr addrspace(3) %897, align 16
  %1561 = fmul contract float %1215, %1559
  store float %1561, ptr addrspace(3) %899, align 4
  %1562 = fmul contract float %1214, %1559
  store float %1562, ptr addrspace(3) %901, align 8
  %1563 = fmul contract float %1213, %1559
  store float %1563, ptr addrspace(3) %903, align 4
  %1564 = load float, ptr addrspace(3) %904, align 4
  %1565 = fmul contract float %1212, %1564
  store float %1565, ptr addrspace(3) %906, align 16
  %1566 = fmul contract float %1211, %1564
  store float %1566, ptr addrspace(3) %908, align 4
  %1567 = fmul contract float %1210, %1564
  store float %1567, ptr addrspace(3) %910, align 8
  %1568 = fmul contract float %1209, %1564
  store float %1568, ptr addrspace(3) %912, align 4
  %1569 = load float, ptr addrspace(3) %913, align 4
  %1570 = fmul contract float %1208, %1569
  store float %1570, ptr addrspace(3) %915, align 16
  %1571 = fmul contract float %1207, %1569
  store float %1571, ptr addrspace(3) %917, align 4
  %1572 = fmul contract float %1206, %1569
  store float %1572, ptr addrspace(3) %919, align 8
  %1573 = fmul contract float %1205, %1569
  store float %1573, ptr addrspace(3) %921, align 4
  %1574 = load float, ptr addrspace(3) %922, align 4
  %1575 = fmul contract float %1204, %1574
  store float %1575, ptr addrspace(3) %924, align 16
  %1576 = fmul contract float %1203, %1574
  store float %1576, ptr addrspace(3) %926, align 4
  %1577 = fmul contract float %1202, %1574
  store float %1577, ptr addrspace(3) %928, align 8
  %1578 = fmul contract float %1201, %1574
  store float %1578, ptr addrspace(3) %930, align 4
  %1579 = load float, ptr addrspace(3) %931, align 4
  %1580 = fmul contract float %1200, %1579
  store float %1580, ptr addrspace(3) %933, align 16
  %1581 = fmul contract float %1199, %1579
  store float %1581, ptr addrspace(3) %935, align 4
  %1582 = fmul contract float %1198, %1579
  store float %1582, ptr addrspace(3) %937, align 8
  %1583 = fmul contract float %1197, %1579
  store float %1583, ptr addrspace(3) %939, align 4
  %1584 = load float, ptr addrspace(3) %940, align 4
  %1585 = fmul contract float %1196, %1584
  store float %1585, ptr addrspace(3) %942, align 16
  %1586 = fmul contract float %1195, %1584
  store float %1586, ptr addrspace(3) %944, align 4
  %1587 = fmul contract float %1194, %1584
  store float %1587, ptr addrspace(3) %946, align 8
  %1588 = fmul contract float %1193, %1584
  store float %1588, ptr addrspace(3) %948, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %427, label %1589, label %1691

1589: ; preds = %1528
  %1590 = load i32, ptr addrspace(3) %1022, align 4
  %1591 = load i32, ptr addrspace(3) %1025, align 4
  %1592 = load i32, ptr addrspace(3) %1028, align 4
  %1593 = load i32, ptr addrspace(3) %1031, align 4
  %1594 = load i32, ptr addrspace(3) %1034, align 4
  %1595 = load i32, ptr addrspace(3) %1037, align 4
  %1596 = load i32, ptr addrspace(3) %1040, align 4
  %1597 = load i32, ptr addrspace(3) %1043, align 4
  %1598 = load i32, ptr addrspace(3) %1047, align 4
  %1599 = load i32, ptr addrspace(3) %1050, align 4
  %1600 = load i32, ptr addrspace(3) %1053, align 4
  %1601 = load i32, ptr addrspace(3) %1056, align 4
  %1602 = load i32, ptr addrspace(3) %1059, align 4
  %1603 = load i32, ptr addrspace(3) %1062, align 4
  %1604 = load i32, ptr addrspace(3) %1065, align 4
  %1605 = load i32, ptr addrspace(3) %1068, align 4
  %1606 = load i32, ptr addrspace(3) %1072, align 4
  %1607 = load i32, ptr addrspace(3) %1075, align 4
  %1608 = load i32, ptr addrspace(3) %1078, align 4
  %1609 = load i32, ptr addrspace(3) %1081, align 4
  %1610 = load i32, ptr addrspace(3) %1084, align 4
  %1611 = load i32, ptr addrspace(3) %1087, align 4
  %1612 = load i32, ptr addrspace(3) %1090, align 4
  %1613 = load i32, ptr addrspace(3) %1093, align 4
  %1614 = load i32, ptr addrspace(3) %1097, align 4
  %1615 = load i32, ptr addrspace(3) %1100, align 4
  %1616 = load i32, ptr addrspace(3) %1103, align 4
  %1617 = load i32, ptr addrspace(3) %1106, align 4
  %1618 = load i32, ptr addrspace(3) %1109, align 4
  %1619 = load i32, ptr addrspace(3) %1112, align 4
  %1620 = load i32, ptr addrspace(3) %1115, align 4
  %1621 = load i32, ptr addrspace(3) %1118, align 4
  %1622 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1590, i64 0
  %1623 = insertelement <32 x i32> %1622, i32 %1591, i64 1
  %1624 = insertelement <32 x i32> %1623, i32 %1592, i64 2
  %1625 = insertelement <32 x i32> %1624, i32 %1593, i64 3
  %1626 = insertelement <32 x i32> %1625, i32 %1594, i64 4
  %1627 = insertelement <32 x i32> %1626, i32 %1595, i64 5
  %1628 = insertelement <32 x i32> %1627, i32 %1596, i64 6
  %1629 = insertelement <32 x i32> %1628, i32 %1597, i64 7
  %1630 = insertelement <32 x i32> %1629, i32 %1598, i64 8
  %1631 = insertelement <32 x i32> %1630, i32 %1599, i64 9
  %1632 = insertelement <32 x i32> %1631, i32 %1600, i64 10
  %1633 = insertelement <32 x i32> %1632, i32 %1601, i64 11
  %1634 = insertelement <32 x i32> %1633, i32 %1602, i64 12
  %1635 = insertelement <32 x i32> %1634, i32 %1603, i64 13
  %1636 = insertelement <32 x i32> %1635, i32 %1604, i64 14
  %1637 = insertelement <32 x i32> %1636, i32 %1605, i64 15
  %1638 = insertelement <32 x i32> %1637, i32 %1606, i64 16
  %1639 = insertelement <32 x i32> %1638, i32 %1607, i64 17
  %1640 = insertelement <32 x i32> %1639, i32 %1608, i64 18
  %1641 = insertelement <32 x i32> %1640, i32 %1609, i64 19
  %1642 = insertelement <32 x i32> %1641, i32 %1610, i64 20
  %1643 = insertelement <32 x i32> %1642, i32 %1611, i64 21
  %1644 = insertelement <32 x i32> %1643, i32 %1612, i64 22
  %1645 = insertelement <32 x i32> %1644, i32 %1613, i64 23
  %1646 = insertelement <32 x i32> %1645, i32 %1614, i64 24
  %1647 = insertelement <32 x i32> %1646, i32 %1615, i64 25
  %1648 = insertelement <32 x i32> %1647, i32 %1616, i64 26
  %1649 = insertelement <32 x i32> %1648, i32 %1617, i64 27
  %1650 = insertelement <32 x i32> %1649, i32 %1618, i64 28
  %1651 = insertelement <32 x i32> %1650, i32 %1619, i64 29
  %1652 = insertelement <32 x i32> %1651, i32 %1620, i64 30
  %1653 = insertelement <32 x i32> %1652, i32 %1621, i64 31
  %1654 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41984), align 1024
  %1655 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1654, i32 128, i32 1, i32 3)
  %1656 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50176), align 1024
  %1657 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1656, i32 128, i32 1, i32 3)
  %1658 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %1655, i32 %1657, <32 x i32> %1653, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc24 = bitcast <32 x i32> %1658 to <32 x float>
  %1659 = extractelement <32 x float> %bc24, i64 0
  store float %1659, ptr addrspace(3) %1022, align 4
  %1660 = extractelement <32 x float> %bc24, i64 1
  store float %1660, ptr addrspace(3) %1025, align 4
  %1661 = extractelement <32 x float> %bc24, i64 2
  store float %1661, ptr addrspace(3) %1028, align 4
  %1662 = extractelement <32 x float> %bc24, i64 3
  store float %1662, ptr addrspace(3) %1031, align 4
  %1663 = extractelement <32 x float> %bc24, i64 4
  store float %1663, ptr addrspace(3) %1034, align 4
  %1664 = extractelement <32 x float> %bc24, i64 5
  store float %1664, ptr addrspace(3) %1037, align 4
  %1665 = extractelement <32 x float> %bc24, i64 6
  store float %1665, ptr addrspace(3) %1040, align 4
  %1666 = extractelement <32 x float> %bc24, i64 7
  store float %1666, ptr addrspace(3) %1043, align 4
  %1667 = extractelement <32 x float> %bc24, i64 8
  store float %1667, ptr addrspace(3) %1047, align 4
  %1668 = extractelement <32 x float> %bc24, i64 9
  store float %1668, ptr addrspace(3) %1050, align 4
  %1669 = extractelement <32 x float> %bc24, i64 10
  store float %1669, ptr addrspace(3) %1053, align 4
  %1670 = extractelement <32 x float> %bc24, i64 11
  store float %1670, ptr addrspace(3) %1056, align 4
  %1671 = extractelement <32 x float> %bc24, i64 12
  store float %1671, ptr addrspace(3) %1059, align 4
  %1672 = extractelement <32 x float> %bc24, i64 13
  store float %1672, ptr addrspace(3) %1062, align 4
  %1673 = extractelement <32 x float> %bc24, i64 14
  store float %1673, ptr addrspace(3) %1065, align 4
  %1674 = extractelement <32 x float> %bc24, i64 15
  store float %1674, ptr addrspace(3) %1068, align 4
  %1675 = extractelement <32 x float> %bc24, i64 16
  store float %1675, ptr addrspace(3) %1072, align 4
  %1676 = extractelement <32 x float> %bc24, i64 17
  store float %1676, ptr addrspace(3) %1075, align 4
  %1677 = extractelement <32 x float> %bc24, i64 18
  store float %1677, ptr addrspace(3) %1078, align 4
  %1678 = extractelement <32 x float> %bc24, i64 19
  store float %1678, ptr addrspace(3) %1081, align 4
  %1679 = extractelement <32 x float> %bc24, i64 20
  store float %1679, ptr addrspace(3) %1084, align 4
  %1680 = extractelement <32 x float> %bc24, i64 21
  store float %1680, ptr addrspace(3) %1087, align 4
  %1681 = extractelement <32 x float> %bc24, i64 22
  store float %1681, ptr addrspace(3) %1090, align 4
  %1682 = extractelement <32 x float> %bc24, i64 23
  store float %1682, ptr addrspace(3) %1093, align 4
  %1683 = extractelement <32 x float> %bc24, i64 24
  store float %1683, ptr addrspace(3) %1097, align 4
  %1684 = extractelement <32 x float> %bc24, i64 25
  store float %1684, ptr addrspace(3) %1100, align 4
  %1685 = extractelement <32 x float> %bc24, i64 26
  store float %1685, ptr addrspace(3) %1103, align 4
  %1686 = extractelement <32 x float> %bc24, i64 27
  store float %1686, ptr addrspace(3) %1106, align 4
  %1687 = extractelement <32 x float> %bc24, i64 28
  store float %1687, ptr addrspace(3) %1109, align 4
  %1688 = extractelement <32 x float> %bc24, i64 29
  store float %1688, ptr addrspace(3) %1112, align 4
  %1689 = extractelement <32 x float> %bc24, i64 30
  store float %1689, ptr addrspace(3) %1115, align 4
  %1690 = extractelement <32 x float> %bc24, i64 31
  store float %1690, ptr addrspace(3) %1118, align 4
  br label %1691

1691: ; preds = %1589, %1528
  tail call void @llvm.musa.syncthreads.lm()
  %1692 = load float, ptr addrspace(3) %879, align 16
  %1693 = load float, ptr addrspace(3) %881, align 4
  %1694 = load float, ptr addrspace(3) %883, align 8
  %1695 = load float, ptr addrspace(3) %885, align 4
  %1696 = load <4 x float>, ptr addrspace(3) %888, align 16
  %1697 = load <4 x float>, ptr addrspace(3) %897, align 16
  %1698 = load <4 x float>, ptr addrspace(3) %906, align 16
  %1699 = load <4 x float>, ptr addrspace(3) %915, align 16
  %1700 = load <4 x float>, ptr addrspace(3) %924, align 16
  %1701 = load <4 x float>, ptr addrspace(3) %933, align 16
  %1702 = load <4 x float>, ptr addrspace(3) %942, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1703, label %1709

1703: ; preds = %1691
  %1704 = load float, ptr addrspace(3) %1119, align 4
  %1705 = load float, ptr addrspace(3) %1013, align 4
  %1706 = fmul contract float %1704, %1705
  %1707 = load float, ptr addrspace(3) %1120, align 4
  %1708 = fadd contract float %1706, %1707
  store float %1708, ptr addrspace(3) %1119, align 4
  br label %1709

1709: ; preds = %1703, %1691
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1710, label %1714

1710: ; preds = %1709
  %1711 = load float, ptr addrspace(3) %1011, align 4
  %1712 = load float, ptr addrspace(3) %1012, align 4
  %1713 = tail call float @llvm.maxnum.f32(float %1711, float %1712)
  store float %1713, ptr addrspace(3) %1011, align 4
  br label %1714

1714: ; preds = %1710, %1709
  tail call void @llvm.musa.syncthreads.lm()
  %1715 = extractelement <4 x float> %1696, i64 0
  %1716 = extractelement <4 x float> %1696, i64 1
  %1717 = extractelement <4 x float> %1696, i64 2
  %1718 = extractelement <4 x float> %1696, i64 3
  %1719 = extractelement <4 x float> %1697, i64 0
  %1720 = extractelement <4 x float> %1697, i64 1
  %1721 = extractelement <4 x float> %1697, i64 2
  %1722 = extractelement <4 x float> %1697, i64 3
  %1723 = extractelement <4 x float> %1698, i64 0
  %1724 = extractelement <4 x float> %1698, i64 1
  %1725 = extractelement <4 x float> %1698, i64 2
  %1726 = extractelement <4 x float> %1698, i64 3
  %1727 = extractelement <4 x float> %1699, i64 0
  %1728 = extractelement <4 x float> %1699, i64 1
  %1729 = extractelement <4 x float> %1699, i64 2
  %1730 = extractelement <4 x float> %1699, i64 3
  %1731 = extractelement <4 x float> %1700, i64 0
  %1732 = extractelement <4 x float> %1700, i64 1
  %1733 = extractelement <4 x float> %1700, i64 2
  %1734 = extractelement <4 x float> %1700, i64 3
  %1735 = extractelement <4 x float> %1701, i64 0
  %1736 = extractelement <4 x float> %1701, i64 1
  %1737 = extractelement <4 x float> %1701, i64 2
  %1738 = extractelement <4 x float> %1701, i64 3
  %1739 = extractelement <4 x float> %1702, i64 0
  %1740 = extractelement <4 x float> %1702, i64 1
  %1741 = extractelement <4 x float> %1702, i64 2
  %1742 = extractelement <4 x float> %1702, i64 3
  br i1 %1231, label %1176, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1714
  %1743 = insertelement <4 x float> poison, float %1692, i64 0
  %1744 = insertelement <4 x float> %1743, float %1693, i64 1
  %1745 = insertelement <4 x float> %1744, float %1694, i64 2
  %1746 = insertelement <4 x float> %1745, float %1695, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %101
  %1747 = phi <4 x float> [ zeroinitializer, %101 ], [ %1746, %._crit_edge.loopexit ]
  %1748 = phi <4 x float> [ zeroinitializer, %101 ], [ %1696, %._crit_edge.loopexit ]
  %1749 = phi <4 x float> [ zeroinitializer, %101 ], [ %1697, %._crit_edge.loopexit ]
  %1750 = phi <4 x float> [ zeroinitializer, %101 ], [ %1698, %._crit_edge.loopexit ]
  %1751 = phi <4 x float> [ zeroinitializer, %101 ], [ %1699, %._crit_edge.loopexit ]
  %1752 = phi <4 x float> [ zeroinitializer, %101 ], [ %1700, %._crit_edge.loopexit ]
  %1753 = phi <4 x float> [ zeroinitializer, %101 ], [ %1701, %._crit_edge.loopexit ]
  %1754 = phi <4 x float> [ zeroinitializer, %101 ], [ %1702, %._crit_edge.loopexit ]
  %1755 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1756 = load float, ptr addrspace(3) %1755, align 4
  %1757 = insertelement <4 x float> poison, float %1756, i64 0
  %1758 = shufflevector <4 x float> %1757, <4 x float> poison, <4 x i32> zeroinitializer
  %1759 = fdiv <4 x float> %1747, %1758
  %1760 = getelementptr float, ptr addrspace(1) %3, i64 %121
  %1761 = getelementptr float, ptr addrspace(1) %1760, i64 %20
  store <4 x float> %1759, ptr addrspace(1) %1761, align 16
  %1762 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1763 = load float, ptr addrspace(3) %1762, align 4
  %1764 = insertelement <4 x float> poison, float %1763, i64 0
  %1765 = shufflevector <4 x float> %1764, <4 x float> poison, <4 x i32> zeroinitializer
  %1766 = fdiv <4 x float> %1748, %1765
  %1767 = getelementptr float, ptr addrspace(1) %3, i64 %137
  %1768 = getelementptr float, ptr addrspace(1) %1767, i64 %20
  store <4 x float> %1766, ptr addrspace(1) %1768, align 16
  %1769 = getelementptr float, ptr addrspace(3) @global_smem, i32 %44
  %1770 = load float, ptr addrspace(3) %1769, align 4
  %1771 = insertelement <4 x float> poison, float %1770, i64 0
  %1772 = shufflevector <4 x float> %1771, <4 x float> poison, <4 x i32> zeroinitializer
  %1773 = fdiv <4 x float> %1749, %1772
  %1774 = getelementptr float, ptr addrspace(1) %3, i64 %153
  %1775 = getelementptr float, ptr addrspace(1) %1774, i64 %20
  store <4 x float> %1773, ptr addrspace(1) %1775, align 16
  %1776 = getelementptr float, ptr addrspace(3) @global_smem, i32 %55
  %1777 = load float, ptr addrspace(3) %1776, align 4
  %1778 = insertelement <4 x float> poison, float %1777, i64 0
  %1779 = shufflevector <4 x float> %1778, <4 x float> poison, <4 x i32> zeroinitializer
  %1780 = fdiv <4 x float> %1750, %1779
  %1781 = getelementptr float, ptr addrspace(1) %3, i64 %169
  %1782 = getelementptr float, ptr addrspace(1) %1781, i64 %20
  store <4 x float> %1780, ptr addrspace(1) %1782, align 16
  %1783 = getelementptr float, ptr addrspace(3) @global_smem, i32 %185
  %1784 = load float, ptr addrspace(3) %1783, align 4
  %1785 = insertelement <4 x float> poison, float %1784, i64 0
  %1786 = shufflevector <4 x float> %1785, <4 x float> poison, <4 x i32> zeroinitializer
  %1787 = fdiv <4 x float> %1751, %1786
  %1788 = getelementptr float, ptr addrspace(1) %3, i64 %188
  %1789 = getelementptr float, ptr addrspace(1) %1788, i64 %20
  store <4 x float> %1787, ptr addrspace(1) %1789, align 16
  %1790 = getelementptr float, ptr addrspace(3) @global_smem, i32 %204
  %1791 = load float, ptr addrspace(3) %1790, align 4
  %1792 = insertelement <4 x float> poison, float %1791, i64 0
  %1793 = shufflevector <4 x float> %1792, <4 x float> poison, <4 x i32> zeroinitializer
  %1794 = fdiv <4 x float> %1752, %1793
  %1795 = getelementptr float, ptr addrspace(1) %3, i64 %207
  %1796 = getelementptr float, ptr addrspace(1) %1795, i64 %20
  store <4 x float> %1794, ptr addrspace(1) %1796, align 16
  %1797 = getelementptr float, ptr addrspace(3) @global_smem, i32 %223
  %1798 = load float, ptr addrspace(3) %1797, align 4
  %1799 = insertelement <4 x float> poison, float %1798, i64 0
  %1800 = shufflevector <4 x float> %1799, <4 x float> poison, <4 x i32> zeroinitializer
  %1801 = fdiv <4 x float> %1753, %1800
  %1802 = getelementptr float, ptr addrspace(1) %3, i64 %226
  %1803 = getelementptr float, ptr addrspace(1) %1802, i64 %20
  store <4 x float> %1801, ptr addrspace(1) %1803, align 16
  %1804 = getelementptr float, ptr addrspace(3) @global_smem, i32 %242
  %1805 = load float, ptr addrspace(3) %1804, align 4
  %1806 = insertelement <4 x float> poison, float %1805, i64 0
  %1807 = shufflevector <4 x float> %1806, <4 x float> poison, <4 x i32> zeroinitializer
  %1808 = fdiv <4 x float> %1754, %1807
  %1809 = getelementptr float, ptr addrspace(1) %3, i64 %245
  %1810 = getelementptr float, ptr addrspace(1) %1809, i64 %20
  store <4 x float> %1808, ptr addrspace(1) %1810, align 16
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
