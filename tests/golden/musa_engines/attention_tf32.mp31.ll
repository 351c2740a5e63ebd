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
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %434
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %432
  %438 = or i64 %19, 1
  %439 = trunc i64 %438 to i32
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %439
  %441 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %439
  %442 = or i64 %19, 2
  %443 = trunc i64 %442 to i32
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %443
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %443
  %446 = or i64 %19, 3
  %447 = trunc i64 %446 to i32
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %447
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %447
  %450 = and i64 %19, 28
  %451 = lshr i64 %31, 5
  %452 = and i64 %31, -32
  %453 = or i64 %452, %450
  %454 = trunc i64 %453 to i32
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %454
  %456 = trunc i64 %451 to i32
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %456
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %456
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %454
  %460 = or i64 %453, 1
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %461
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %461
  %464 = or i64 %453, 2
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %465
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %465
  %468 = or i64 %453, 3
  %469 = trunc i64 %468 to i32
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %469
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %469
  %472 = lshr i64 %42, 5
  %473 = and i64 %42, -32
  %474 = or i64 %473, %450
  %475 = trunc i64 %474 to i32
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %475
  %477 = trunc i64 %472 to i32
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %477
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %477
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %475
  %481 = or i64 %474, 1
  %482 = trunc i64 %481 to i32
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %482
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %482
  %485 = or i64 %474, 2
  %486 = trunc i64 %485 to i32
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %486
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %486
  %489 = or i64 %474, 3
  %490 = trunc i64 %489 to i32
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %490
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %490
  %493 = lshr i64 %53, 5
  %494 = and i64 %53, -32
  %495 = or i64 %494, %450
  %496 = trunc i64 %495 to i32
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %496
  %498 = trunc i64 %493 to i32
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %498
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %498
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %496
  %502 = or i64 %495, 1
  %503 = trunc i64 %502 to i32
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %503
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %503
  %506 = or i64 %495, 2
  %507 = trunc i64 %506 to i32
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %507
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %507
  %510 = or i64 %495, 3
  %511 = trunc i64 %510 to i32
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %511
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %511
  %514 = add nsw i64 %125, 43008
  %515 = lshr i64 %514, 8
  %516 = xor i64 %515, %8
  %517 = and i64 %514, 4294967040
  %518 = shl nsw i64 %516, 4
  %519 = and i64 %518, 240
  %520 = or i64 %519, %517
  %521 = trunc i64 %520 to i32
  %522 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %521
  %523 = shl nsw i64 %438, 2
  %524 = add nsw i64 %523, 43008
  %525 = and i64 %524, 4294967040
  %526 = lshr i64 %524, 4
  %527 = xor i64 %526, %523
  %528 = and i64 %527, 240
  %529 = or i64 %528, %525
  %530 = trunc i64 %529 to i32
  %531 = or i32 %530, 4
  %532 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %531
  %533 = shl nsw i64 %442, 2
  %534 = add nsw i64 %533, 43008
  %535 = and i64 %534, 4294967040
  %536 = lshr i64 %534, 4
  %537 = xor i64 %536, %533
  %538 = and i64 %537, 240
  %539 = or i64 %538, %535
  %540 = trunc i64 %539 to i32
  %541 = or i32 %540, 8
  %542 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %541
  %543 = shl nsw i64 %446, 2
  %544 = add nsw i64 %543, 43008
  %545 = and i64 %544, 4294967040
  %546 = lshr i64 %544, 4
  %547 = xor i64 %546, %543
  %548 = and i64 %547, 240
  %549 = or i64 %548, %545
  %550 = trunc i64 %549 to i32
  %551 = or i32 %550, 12
  %552 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %551
  %553 = shl nsw i64 %453, 2
  %554 = add nsw i64 %553, 43008
  %555 = and i64 %554, 4294967040
  %556 = lshr exact i64 %554, 4
  %557 = xor i64 %556, %553
  %558 = and i64 %557, 240
  %559 = or i64 %558, %555
  %560 = trunc i64 %559 to i32
  %561 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %560
  %562 = shl nsw i64 %460, 2
  %563 = add i64 %562, 43008
  %564 = and i64 %563, 4294967040
  %565 = lshr i64 %563, 4
  %566 = xor i64 %565, %562
  %567 = and i64 %566, 240
  %568 = or i64 %567, %564
  %569 = trunc i64 %568 to i32
  %570 = or i32 %569, 4
  %571 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %570
  %572 = shl nsw i64 %464, 2
  %573 = add i64 %572, 43008
  %574 = and i64 %573, 4294967040
  %575 = lshr i64 %573, 4
  %576 = xor i64 %575, %572
  %577 = and i64 %576, 240
  %578 = or i64 %577, %574
  %579 = trunc i64 %578 to i32
  %580 = or i32 %579, 8
  %581 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %580
  %582 = shl nsw i64 %468, 2
  %583 = add i64 %582, 43008
  %584 = and i64 %583, 4294967040
  %585 = lshr i64 %583, 4
  %586 = xor i64 %585, %582
  %587 = and i64 %586, 240
  %588 = or i64 %587, %584
  %589 = trunc i64 %588 to i32
  %590 = or i32 %589, 12
  %591 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %590
  %592 = shl nsw i64 %474, 2
  %593 = add nsw i64 %592, 43008
  %594 = and i64 %593, 4294967040
  %595 = lshr exact i64 %593, 4
  %596 = xor i64 %595, %592
  %597 = and i64 %596, 240
  %598 = or i64 %597, %594
  %599 = trunc i64 %598 to i32
  %600 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %599
  %601 = shl nsw i64 %481, 2
  %602 = add i64 %601, 43008
  %603 = and i64 %602, 4294967040
  %604 = lshr i64 %602, 4
  %605 = xor i64 %604, %601
  %606 = and i64 %605, 240
  %607 = or i64 %606, %603
  %608 = trunc i64 %607 to i32
  %609 = or i32 %608, 4
  %610 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %609
  %611 = shl nsw i64 %485, 2
  %612 = add i64 %611, 43008
  %613 = and i64 %612, 4294967040
  %614 = lshr i64 %612, 4
  %615 = xor i64 %614, %611
  %616 = and i64 %615, 240
  %617 = or i64 %616, %613
  %618 = trunc i64 %617 to i32
  %619 = or i32 %618, 8
  %620 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %619
  %621 = shl nsw i64 %489, 2
  %622 = add i64 %621, 43008
  %623 = and i64 %622, 4294967040
  %624 = lshr i64 %622, 4
  %625 = xor i64 %624, %621
  %626 = and i64 %625, 240
  %627 = or i64 %626, %623
  %628 = trunc i64 %627 to i32
  %629 = or i32 %628, 12
  %630 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %629
  %631 = shl nsw i64 %495, 2
  %632 = add nsw i64 %631, 43008
  %633 = and i64 %632, 4294967040
  %634 = lshr exact i64 %632, 4
  %635 = xor i64 %634, %631
  %636 = and i64 %635, 240
  %637 = or i64 %636, %633
  %638 = trunc i64 %637 to i32
  %639 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %638
  %640 = shl nsw i64 %502, 2
  %641 = add i64 %640, 43008
  %642 = and i64 %641, 4294967040
  %643 = lshr i64 %641, 4
  %644 = xor i64 %643, %640
  %645 = and i64 %644, 240
  %646 = or i64 %645, %642
  %647 = trunc i64 %646 to i32
  %648 = or i32 %647, 4
  %649 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %648
  %650 = shl nsw i64 %506, 2
  %651 = add i64 %650, 43008
  %652 = and i64 %651, 4294967040
  %653 = lshr i64 %651, 4
  %654 = xor i64 %653, %650
  %655 = and i64 %654, 240
  %656 = or i64 %655, %652
  %657 = trunc i64 %656 to i32
  %658 = or i32 %657, 8
  %659 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %658
  %660 = shl nsw i64 %510, 2
  %661 = add i64 %660, 43008
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
  %676 = add nsw i64 %675, 51200
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
  %689 = add nsw i64 %688, 51200
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
  %702 = add nsw i64 %701, 51200
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
  %715 = add nsw i64 %714, 51200
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
  %730 = add i64 %729, 51200
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
  %742 = add i64 %741, 51200
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
  %754 = add i64 %753, 51200
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
  %766 = add i64 %765, 51200
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
  %781 = add i64 %780, 51200
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
  %793 = add i64 %792, 51200
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
  %805 = add i64 %804, 51200
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
  %817 = add i64 %816, 51200
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
  %832 = add i64 %831, 51200
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
  %844 = add i64 %843, 51200
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
  %856 = add i64 %855, 51200
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
  %868 = add i64 %867, 51200
  %869 = and i64 %867, 12
  %870 = and i64 %868, 4294967040
  %871 = lshr i64 %868, 4
  %872 = xor i64 %871, %867
  %873 = and i64 %872, 240
  %874 = or i64 %870, %869
  %875 = or i64 %874, %873
  %876 = trunc i64 %875 to i32
  %877 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %876
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %22
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %432
  %880 = trunc i64 %269 to i32
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %880
  %882 = trunc i64 %281 to i32
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %882
  %884 = trunc i64 %293 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %884
  %886 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %33
  %887 = trunc i64 %141 to i32
  %888 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %887
  %889 = trunc i64 %312 to i32
  %890 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %889
  %891 = trunc i64 %323 to i32
  %892 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %891
  %893 = trunc i64 %334 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %893
  %895 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %44
  %896 = trunc i64 %157 to i32
  %897 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %896
  %898 = trunc i64 %353 to i32
  %899 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %898
  %900 = trunc i64 %364 to i32
  %901 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %900
  %902 = trunc i64 %375 to i32
  %903 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %902
  %904 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %55
  %905 = trunc i64 %173 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %905
  %907 = trunc i64 %394 to i32
  %908 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %907
  %909 = trunc i64 %405 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %909
  %911 = trunc i64 %416 to i32
  %912 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %911
  %913 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %185
  %914 = trunc i64 %192 to i32
  %915 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %914
  %916 = or i32 %914, 1
  %917 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %916
  %918 = or i32 %914, 2
  %919 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %918
  %920 = or i32 %914, 3
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %920
  %922 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %204
  %923 = trunc i64 %211 to i32
  %924 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %923
  %925 = or i32 %923, 1
  %926 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %925
  %927 = or i32 %923, 2
  %928 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %927
  %929 = or i32 %923, 3
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %929
  %931 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %223
  %932 = trunc i64 %230 to i32
  %933 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %932
  %934 = or i32 %932, 1
  %935 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %934
  %936 = or i32 %932, 2
  %937 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %936
  %938 = or i32 %932, 3
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %938
  %940 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %242
  %941 = trunc i64 %249 to i32
  %942 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %941
  %943 = or i32 %941, 1
  %944 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %943
  %945 = or i32 %941, 2
  %946 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %945
  %947 = or i32 %941, 3
  %948 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %947
  %949 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %432
  %950 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %880
  %951 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %882
  %952 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %884
  %953 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %887
  %954 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %896
  %955 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %905
  %956 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %914
  %957 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %923
  %958 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %932
  %959 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %941
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep107 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %101
  %960 = and i64 %125, -32
  %961 = select i1 %427, i64 %960, i64 0
  %962 = shl nuw nsw i64 %428, 2
  %963 = lshr i64 %8, 3
  %964 = and i64 %8, 7
  %965 = shl nuw nsw i64 %963, 5
  %966 = or i64 %965, %964
  %967 = trunc i64 %966 to i32
  %968 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %967
  %969 = or i64 %964, 8
  %970 = or i64 %969, %965
  %971 = trunc i64 %970 to i32
  %972 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %971
  %973 = or i64 %964, 16
  %974 = or i64 %973, %965
  %975 = trunc i64 %974 to i32
  %976 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %975
  %977 = or i64 %964, 24
  %978 = or i64 %977, %965
  %979 = trunc i64 %978 to i32
  %980 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %979
  %981 = or i64 %965, 512
  %982 = or i64 %981, %964
  %983 = trunc i64 %982 to i32
  %984 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %983
  %985 = or i64 %981, %969
  %986 = trunc i64 %985 to i32
  %987 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %986
  %988 = or i64 %981, %973
  %989 = trunc i64 %988 to i32
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %989
  %991 = or i64 %981, %977
  %992 = trunc i64 %991 to i32
  %993 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %992
  %994 = or i64 %965, 1024
  %995 = or i64 %994, %964
  %996 = trunc i64 %995 to i32
  %997 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %996
  %998 = or i64 %994, %969
  %999 = trunc i64 %998 to i32
  %1000 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %999
  %1001 = or i64 %994, %973
  %1002 = trunc i64 %1001 to i32
  %1003 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1002
  %1004 = or i64 %994, %977
  %1005 = trunc i64 %1004 to i32
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1005
  %1007 = or i64 %965, 1536
  %1008 = or i64 %1007, %964
  %1009 = trunc i64 %1008 to i32
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1009
  %1011 = or i64 %1007, %969
  %1012 = trunc i64 %1011 to i32
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1012
  %1014 = or i64 %1007, %973
  %1015 = trunc i64 %1014 to i32
  %1016 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1015
  %1017 = or i64 %1007, %977
  %1018 = trunc i64 %1017 to i32
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1018
  %1020 = lshr i32 %7, 1
  %1021 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %1020
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %1023 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %7
  %1024 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %7
  %1025 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42496), i32 %1020
  %1026 = shl nuw nsw i64 %963, 6
  %1027 = or i64 %1026, %964
  %1028 = trunc i64 %1027 to i32
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1028
  %1030 = or i64 %969, %1026
  %1031 = trunc i64 %1030 to i32
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1031
  %1033 = or i64 %973, %1026
  %1034 = trunc i64 %1033 to i32
  %1035 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1034
  %1036 = or i64 %977, %1026
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1037
  %1039 = or i64 %964, 32
  %1040 = or i64 %1039, %1026
  %1041 = trunc i64 %1040 to i32
  %1042 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1041
  %1043 = or i64 %964, 40
  %1044 = or i64 %1043, %1026
  %1045 = trunc i64 %1044 to i32
  %1046 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1045
  %1047 = or i64 %964, 48
  %1048 = or i64 %1047, %1026
  %1049 = trunc i64 %1048 to i32
  %1050 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1049
  %1051 = or i64 %964, 56
  %1052 = or i64 %1051, %1026
  %1053 = trunc i64 %1052 to i32
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1053
  %1055 = or i64 %1026, 1024
  %1056 = or i64 %1055, %964
  %1057 = trunc i64 %1056 to i32
  %1058 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1057
  %1059 = or i64 %1055, %969
  %1060 = trunc i64 %1059 to i32
  %1061 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1060
  %1062 = or i64 %1055, %973
  %1063 = trunc i64 %1062 to i32
  %1064 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1063
  %1065 = or i64 %1055, %977
  %1066 = trunc i64 %1065 to i32
  %1067 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1066
  %1068 = or i64 %1055, %1039
  %1069 = trunc i64 %1068 to i32
  %1070 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1069
  %1071 = or i64 %1055, %1043
  %1072 = trunc i64 %1071 to i32
  %1073 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1072
  %1074 = or i64 %1055, %1047
  %1075 = trunc i64 %1074 to i32
  %1076 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1075
  %1077 = or i64 %1055, %1051
  %1078 = trunc i64 %1077 to i32
  %1079 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1078
  %1080 = or i64 %1026, 2048
  %1081 = or i64 %1080, %964
  %1082 = trunc i64 %1081 to i32
  %1083 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1082
  %1084 = or i64 %1080, %969
  %1085 = trunc i64 %1084 to i32
  %1086 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1085
  %1087 = or i64 %1080, %973
  %1088 = trunc i64 %1087 to i32
  %1089 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1088
  %1090 = or i64 %1080, %977
  %1091 = trunc i64 %1090 to i32
  %1092 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1091
  %1093 = or i64 %1080, %1039
  %1094 = trunc i64 %1093 to i32
  %1095 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1094
  %1096 = or i64 %1080, %1043
  %1097 = trunc i64 %1096 to i32
  %1098 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1097
  %1099 = or i64 %1080, %1047
  %1100 = trunc i64 %1099 to i32
  %1101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1100
  %1102 = or i64 %1080, %1051
  %1103 = trunc i64 %1102 to i32
  %1104 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1103
  %1105 = or i64 %1026, 3072
  %1106 = or i64 %1105, %964
  %1107 = trunc i64 %1106 to i32
  %1108 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1107
  %1109 = or i64 %1105, %969
  %1110 = trunc i64 %1109 to i32
  %1111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1110
  %1112 = or i64 %1105, %973
  %1113 = trunc i64 %1112 to i32
  %1114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1113
  %1115 = or i64 %1105, %977
  %1116 = trunc i64 %1115 to i32
  %1117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1116
  %1118 = or i64 %1105, %1039
  %1119 = trunc i64 %1118 to i32
  %1120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1119
  %1121 = or i64 %1105, %1043
  %1122 = trunc i64 %1121 to i32
  %1123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1122
  %1124 = or i64 %1105, %1047
  %1125 = trunc i64 %1124 to i32
  %1126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1125
  %1127 = or i64 %1105, %1051
  %1128 = trunc i64 %1127 to i32
  %1129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1128
  %1130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1028
  %1131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1031
  %1132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1034
  %1133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1037
  %1134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1041
  %1135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1045
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1049
  %1137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1053
  %1138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1057
  %1139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1060
  %1140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1063
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1066
  %1142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1069
  %1143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1072
  %1144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1075
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1078
  %1146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1082
  %1147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1085
  %1148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1088
  %1149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1091
  %1150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1094
  %1151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1097
  %1152 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1100
  %1153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1103
  %1154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1107
  %1155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1110
  %1156 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1113
  %1157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1116
  %1158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1119
  %1159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1122
  %1160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1125
  %1161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75776), i32 %1128
  %1162 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %1163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42496), i32 %7
  %1164 = or i64 %962, %961
  %1165 = trunc i64 %1164 to i32
  %1166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1165
  %1167 = or i32 %1165, 1
  %1168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1167
  %1169 = or i32 %1165, 2
  %1170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1169
  %1171 = or i32 %1165, 3
  %1172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1171
  %1173 = or i64 %962, %961
  %1174 = trunc i64 %1173 to i32
  %1175 = or i32 %1174, 8
  %1176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1175
  %1177 = or i32 %1174, 9
  %1178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1177
  %1179 = or i32 %1174, 10
  %1180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1179
  %1181 = or i32 %1174, 11
  %1182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1181
  %1183 = or i64 %962, %961
  %1184 = trunc i64 %1183 to i32
  %1185 = or i32 %1184, 16
  %1186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1185
  %1187 = or i32 %1184, 17
  %1188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1187
  %1189 = or i32 %1184, 18
  %1190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1189
  %1191 = or i32 %1184, 19
  %1192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1191
  %1193 = or i64 %962, %961
  %1194 = trunc i64 %1193 to i32
  %1195 = or i32 %1194, 24
  %1196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1195
  %1197 = or i32 %1194, 25
  %1198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1197
  %1199 = or i32 %1194, 26
  %1200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1199
  %1201 = or i32 %1194, 27
  %1202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1201
  %1203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1165
  %1204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1167
  %1205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1169
  %1206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1171
  %1207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1175
  %1208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1177
  %1209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1179
  %1210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1181
  %1211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1185
  %1212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1187
  %1213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1189
  %1214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1191
  %1215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1195
  %1216 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1197
  %1217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1199
  %1218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1201
  br label %1219

1219: ; preds = %.lr.ph, %1757
  %1220 = phi float [ %102, %.lr.ph ], [ %1321, %1757 ]
  %1221 = phi float [ %103, %.lr.ph ], [ %1322, %1757 ]
  %1222 = phi float [ %104, %.lr.ph ], [ %1323, %1757 ]
  %1223 = phi float [ %105, %.lr.ph ], [ %1324, %1757 ]
  %1224 = phi float [ %117, %.lr.ph ], [ %1336, %1757 ]
  %1225 = phi float [ %116, %.lr.ph ], [ %1335, %1757 ]
  %1226 = phi float [ %115, %.lr.ph ], [ %1334, %1757 ]
  %1227 = phi float [ %114, %.lr.ph ], [ %1333, %1757 ]
  %1228 = phi float [ %106, %.lr.ph ], [ %1325, %1757 ]
  %1229 = phi float [ %107, %.lr.ph ], [ %1326, %1757 ]
  %1230 = phi float [ %108, %.lr.ph ], [ %1327, %1757 ]
  %1231 = phi float [ %109, %.lr.ph ], [ %1328, %1757 ]
  %1232 = phi float [ %113, %.lr.ph ], [ %1332, %1757 ]
  %1233 = phi float [ %112, %.lr.ph ], [ %1331, %1757 ]
  %1234 = phi float [ %111, %.lr.ph ], [ %1330, %1757 ]
  %1235 = phi float [ %110, %.lr.ph ], [ %1329, %1757 ]
  %1236 = phi float [ 0.000000e+00, %.lr.ph ], [ %1785, %1757 ]
  %1237 = phi float [ 0.000000e+00, %.lr.ph ], [ %1784, %1757 ]
  %1238 = phi float [ 0.000000e+00, %.lr.ph ], [ %1783, %1757 ]
  %1239 = phi float [ 0.000000e+00, %.lr.ph ], [ %1782, %1757 ]
  %1240 = phi float [ 0.000000e+00, %.lr.ph ], [ %1781, %1757 ]
  %1241 = phi float [ 0.000000e+00, %.lr.ph ], [ %1780, %1757 ]
  %1242 = phi float [ 0.000000e+00, %.lr.ph ], [ %1779, %1757 ]
  %1243 = phi float [ 0.000000e+00, %.lr.ph ], [ %1778, %1757 ]
  %1244 = phi float [ 0.000000e+00, %.lr.ph ], [ %1777, %1757 ]
  %1245 = phi float [ 0.000000e+00, %.lr.ph ], [ %1776, %1757 ]
  %1246 = phi float [ 0.000000e+00, %.lr.ph ], [ %1775, %1757 ]
  %1247 = phi float [ 0.000000e+00, %.lr.ph ], [ %1774, %1757 ]
  %1248 = phi float [ 0.000000e+00, %.lr.ph ], [ %1773, %1757 ]
  %1249 = phi float [ 0.000000e+00, %.lr.ph ], [ %1772, %1757 ]
  %1250 = phi float [ 0.000000e+00, %.lr.ph ], [ %1771, %1757 ]
  %1251 = phi float [ 0.000000e+00, %.lr.ph ], [ %1770, %1757 ]
  %1252 = phi float [ 0.000000e+00, %.lr.ph ], [ %1769, %1757 ]
  %1253 = phi float [ 0.000000e+00, %.lr.ph ], [ %1768, %1757 ]
  %1254 = phi float [ 0.000000e+00, %.lr.ph ], [ %1767, %1757 ]
  %1255 = phi float [ 0.000000e+00, %.lr.ph ], [ %1766, %1757 ]
  %1256 = phi float [ 0.000000e+00, %.lr.ph ], [ %1765, %1757 ]
  %1257 = phi float [ 0.000000e+00, %.lr.ph ], [ %1764, %1757 ]
  %1258 = phi float [ 0.000000e+00, %.lr.ph ], [ %1763, %1757 ]
  %1259 = phi float [ 0.000000e+00, %.lr.ph ], [ %1762, %1757 ]
  %1260 = phi float [ 0.000000e+00, %.lr.ph ], [ %1761, %1757 ]
  %1261 = phi float [ 0.000000e+00, %.lr.ph ], [ %1760, %1757 ]
  %1262 = phi float [ 0.000000e+00, %.lr.ph ], [ %1759, %1757 ]
  %1263 = phi float [ 0.000000e+00, %.lr.ph ], [ %1758, %1757 ]
  %1264 = phi float [ 0.000000e+00, %.lr.ph ], [ %1738, %1757 ]
  %1265 = phi float [ 0.000000e+00, %.lr.ph ], [ %1737, %1757 ]
  %1266 = phi float [ 0.000000e+00, %.lr.ph ], [ %1736, %1757 ]
  %1267 = phi float [ 0.000000e+00, %.lr.ph ], [ %1735, %1757 ]
  %1268 = phi i32 [ 0, %.lr.ph ], [ %1273, %1757 ]
  %1269 = phi <4 x float> [ %118, %.lr.ph ], [ %1337, %1757 ]
  %1270 = phi <4 x float> [ %30, %.lr.ph ], [ %1338, %1757 ]
  %1271 = phi <4 x float> [ %41, %.lr.ph ], [ %1339, %1757 ]
  %1272 = phi <4 x float> [ %52, %.lr.ph ], [ %1340, %1757 ]
  %1273 = add i32 %1268, 32
  %1274 = icmp slt i32 %1273, %5
  br i1 %1274, label %1275, label %1320

1275: ; preds = %1219
  %1276 = add i32 %1273, %22
  %1277 = shl i32 %1276, 6
  %1278 = sext i32 %1277 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1278
  %1279 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %1280 = add i32 %1273, %33
  %1281 = shl i32 %1280, 6
  %1282 = sext i32 %1281 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1282
  %1283 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  %1284 = add i32 %1273, %44
  %1285 = shl i32 %1284, 6
  %1286 = sext i32 %1285 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1286
  %1287 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  %1288 = add i32 %1273, %55
  %1289 = shl i32 %1288, 6
  %1290 = sext i32 %1289 to i64
  %gep106 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1290
  %1291 = load float, ptr addrspace(1) %gep106, align 16
  %1292 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 4
  %1293 = load float, ptr addrspace(1) %1292, align 4
  %1294 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 8
  %1295 = load float, ptr addrspace(1) %1294, align 8
  %1296 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 12
  %1297 = load float, ptr addrspace(1) %1296, align 4
  %gep108 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1278
  %1298 = load float, ptr addrspace(1) %gep108, align 16
  %1299 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 4
  %1300 = load float, ptr addrspace(1) %1299, align 4
  %1301 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 8
  %1302 = load float, ptr addrspace(1) %1301, align 8
  %1303 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 12
  %1304 = load float, ptr addrspace(1) %1303, align 4
  %gep110 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1282
  %1305 = load float, ptr addrspace(1) %gep110, align 16
  %1306 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 4
  %1307 = load float, ptr addrspace(1) %1306, align 4
  %1308 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 8
  %1309 = load float, ptr addrspace(1) %1308, align 8
  %1310 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 12
  %1311 = load float, ptr addrspace(1) %1310, align 4
  %gep112 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1286
  %1312 = load float, ptr addrspace(1) %gep112, align 16
  %1313 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 4
  %1314 = load float, ptr addrspace(1) %1313, align 4
  %1315 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 8
  %1316 = load float, ptr addrspace(1) %1315, align 8
  %1317 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 12
  %1318 = load float, ptr addrspace(1) %1317, align 4
  %gep114 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1290
  %1319 = load <4 x float>, ptr addrspace(1) %gep114, align 16
  br label %1320

1320: ; preds = %1219, %1275
  %1321 = phi float [ %1318, %1275 ], [ 0.000000e+00, %1219 ]
  %1322 = phi float [ %1316, %1275 ], [ 0.000000e+00, %1219 ]
  %1323 = phi float [ %1314, %1275 ], [ 0.000000e+00, %1219 ]
  %1324 = phi float [ %1312, %1275 ], [ 0.000000e+00, %1219 ]
  %1325 = phi float [ %1304, %1275 ], [ 0.000000e+00, %1219 ]
  %1326 = phi float [ %1302, %1275 ], [ 0.000000e+00, %1219 ]
  %1327 = phi float [ %1300, %1275 ], [ 0.000000e+00, %1219 ]
  %1328 = phi float [ %1298, %1275 ], [ 0.000000e+00, %1219 ]
  %1329 = phi float [ %1291, %1275 ], [ 0.000000e+00, %1219 ]
  %1330 = phi float [ %1293, %1275 ], [ 0.000000e+00, %1219 ]
  %1331 = phi float [ %1295, %1275 ], [ 0.000000e+00, %1219 ]
  %1332 = phi float [ %1297, %1275 ], [ 0.000000e+00, %1219 ]
  %1333 = phi float [ %1305, %1275 ], [ 0.000000e+00, %1219 ]
  %1334 = phi float [ %1307, %1275 ], [ 0.000000e+00, %1219 ]
  %1335 = phi float [ %1309, %1275 ], [ 0.000000e+00, %1219 ]
  %1336 = phi float [ %1311, %1275 ], [ 0.000000e+00, %1219 ]
  %1337 = phi <4 x float> [ %1319, %1275 ], [ zeroinitializer, %1219 ]
  %1338 = phi <4 x float> [ %1279, %1275 ], [ zeroinitializer, %1219 ]
  %1339 = phi <4 x float> [ %1283, %1275 ], [ zeroinitializer, %1219 ]
  %1340 = phi <4 x float> [ %1287, %1275 ], [ zeroinitializer, %1219 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %134, ptr addrspace(1) %123, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %150, ptr addrspace(1) %139, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %166, ptr addrspace(1) %155, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %182, ptr addrspace(1) %171, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %201, ptr addrspace(1) %190, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %220, ptr addrspace(1) %209, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %239, ptr addrspace(1) %228, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %258, ptr addrspace(1) %247, i32 16, i32 0)
  %1341 = extractelement <4 x float> %1270, i64 0
  store float %1341, ptr addrspace(3) %267, align 16
  %1342 = extractelement <4 x float> %1270, i64 1
  store float %1342, ptr addrspace(3) %279, align 4
  %1343 = extractelement <4 x float> %1270, i64 2
  store float %1343, ptr addrspace(3) %291, align 8
  %1344 = extractelement <4 x float> %1270, i64 3
  store float %1344, ptr addrspace(3) %303, align 4
  %1345 = extractelement <4 x float> %1271, i64 0
  store float %1345, ptr addrspace(3) %311, align 16
  %1346 = extractelement <4 x float> %1271, i64 1
  store float %1346, ptr addrspace(3) %322, align 4
  %1347 = extractelement <4 x float> %1271, i64 2
  store float %1347, ptr addrspace(3) %333, align 8
  %1348 = extractelement <4 x float> %1271, i64 3
  store float %1348, ptr addrspace(3) %344, align 4
  %1349 = extractelement <4 x float> %1272, i64 0
  store float %1349, ptr addrspace(3) %352, align 16
  %1350 = extractelement <4 x float> %1272, i64 1
  store float %1350, ptr addrspace(3) %363, align 4
  %1351 = extractelement <4 x float> %1272, i64 2
  store float %1351, ptr addrspace(3) %374, align 8
  %1352 = extractelement <4 x float> %1272, i64 3
  store float %1352, ptr addrspace(3) %385, align 4
  store float %1235, ptr addrspace(3) %393, align 16
  store float %1234, ptr addrspace(3) %404, align 4
  store float %1233, ptr addrspace(3) %415, align 8
  store float %1232, ptr addrspace(3) %426, align 4
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %427, label %.preheader.preheader, label %1379

.preheader.preheader: ; preds = %1320
  %1353 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %1354 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1353, i32 256, i32 1, i32 3)
  %1355 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), align 1024
  %1356 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1355, i32 256, i32 1, i32 3)
  %1357 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1354, i32 %1356, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  %1358 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1152), align 128
  %1359 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1358, i32 256, i32 1, i32 3)
  %1360 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17536), align 128
  %1361 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1360, i32 256, i32 1, i32 3)
  %1362 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1359, i32 %1361, <16 x i32> %1357, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1362 to <16 x float>
  %1363 = extractelement <16 x float> %bc, i64 0
  store float %1363, ptr addrspace(3) %968, align 4
  %1364 = extractelement <16 x float> %bc, i64 1
  store float %1364, ptr addrspace(3) %972, align 4
  %1365 = extractelement <16 x float> %bc, i64 2
  store float %1365, ptr addrspace(3) %976, align 4
  %1366 = extractelement <16 x float> %bc, i64 3
  store float %1366, ptr addrspace(3) %980, align 4
  %1367 = extractelement <16 x float> %bc, i64 4
  store float %1367, ptr addrspace(3) %984, align 4
  %1368 = extractelement <16 x float> %bc, i64 5
  store float %1368, ptr addrspace(3) %987, align 4
  %1369 = extractelement <16 x float> %bc, i64 6
  store float %1369, ptr addrspace(3) %990, align 4
  %1370 = extractelement <16 x float> %bc, i64 7
  store float %1370, ptr addrspace(3) %993, align 4
  %1371 = extractelement <16 x float> %bc, i64 8
  store float %1371, ptr addrspace(3) %997, align 4
  %1372 = extractelement <16 x float> %bc, i64 9
  store float %1372, ptr addrspace(3) %1000, align 4
  %1373 = extractelement <16 x float> %bc, i64 10
  store float %1373, ptr addrspace(3) %1003, align 4
  %1374 = extractelement <16 x float> %bc, i64 11
  store float %1374, ptr addrspace(3) %1006, align 4
  %1375 = extractelement <16 x float> %bc, i64 12
  store float %1375, ptr addrspace(3) %1010, align 4
  %1376 = extractelement <16 x float> %bc, i64 13
  store float %1376, ptr addrspace(3) %1013, align 4
  %1377 = extractelement <16 x float> %bc, i64 14
  store float %1377, ptr addrspace(3) %1016, align 4
  %1378 = extractelement <16 x float> %bc, i64 15
  store float %1378, ptr addrspace(3) %1019, align 4
  br label %1379

1379: ; preds = %.preheader.preheader, %1320
  tail call void @llvm.musa.syncthreads.lm()
  %1380 = load float, ptr addrspace(3) %1166, align 16
  %1381 = fmul contract float %1380, %4
  %1382 = tail call float @llvm.maxnum.f32(float %1381, float 0xFFF0000000000000)
  %1383 = load float, ptr addrspace(3) %1168, align 4
  %1384 = fmul contract float %1383, %4
  %1385 = tail call float @llvm.maxnum.f32(float %1382, float %1384)
  %1386 = load float, ptr addrspace(3) %1170, align 8
  %1387 = fmul contract float %1386, %4
  %1388 = tail call float @llvm.maxnum.f32(float %1385, float %1387)
  %1389 = load float, ptr addrspace(3) %1172, align 4
  %1390 = fmul contract float %1389, %4
  %1391 = tail call float @llvm.maxnum.f32(float %1388, float %1390)
  %1392 = load float, ptr addrspace(3) %1176, align 16
  %1393 = fmul contract float %1392, %4
  %1394 = tail call float @llvm.maxnum.f32(float %1391, float %1393)
  %1395 = load float, ptr addrspace(3) %1178, align 4
  %1396 = fmul contract float %1395, %4
  %1397 = tail call float @llvm.maxnum.f32(float %1394, float %1396)
  %1398 = load float, ptr addrspace(3) %1180, align 8
  %1399 = fmul contract float %1398, %4
  %1400 = tail call float @llvm.maxnum.f32(float %1397, float %1399)
  %1401 = load float, ptr addrspace(3) %1182, align 4
  %1402 = fmul contract float %1401, %4
  %1403 = tail call float @llvm.maxnum.f32(float %1400, float %1402)
  %1404 = load float, ptr addrspace(3) %1186, align 16
  %1405 = fmul contract float %1404, %4
  %1406 = tail call float @llvm.maxnum.f32(float %1403, float %1405)
  %1407 = load float, ptr addrspace(3) %1188, align 4
  %1408 = fmul contract float %1407, %4
  %1409 = tail call float @llvm.maxnum.f32(float %1406, float %1408)
  %1410 = load float, ptr addrspace(3) %1190, align 8
  %1411 = fmul contract float %1410, %4
  %1412 = tail call float @llvm.maxnum.f32(float %1409, float %1411)
  %1413 = load float, ptr addrspace(3) %1192, align 4
  %1414 = fmul contract float %1413, %4
  %1415 = tail call float @llvm.maxnum.f32(float %1412, float %1414)
  %1416 = load float, ptr addrspace(3) %1196, align 16
  %1417 = fmul contract float %1416, %4
  %1418 = tail call float @llvm.maxnum.f32(float %1415, float %1417)
  %1419 = load float, ptr addrspace(3) %1198, align 4
  %1420 = fmul contract float %1419, %4
  %1421 = tail call float @llvm.maxnum.f32(float %1418, float %1420)
  %1422 = load float, ptr addrspace(3) %1200, align 8
  %1423 = fmul contract float %1422, %4
  %1424 = tail call float @llvm.maxnum.f32(float %1421, float %1423)
  %1425 = load float, ptr addrspace(3) %1202, align 4
  %1426 = fmul contract float %1425, %4
  %1427 = tail call float @llvm.maxnum.f32(float %1424, float %1426)
  %1428 = bitcast float %1427 to i32
  %1429 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1428, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %430, label %1430, label %1433

1430: ; preds = %1379
  %1431 = bitcast i32 %1429 to float
  %1432 = tail call float @llvm.maxnum.f32(float %1427, float %1431)
  store float %1432, ptr addrspace(3) %1021, align 4
  br label %1433

1433: ; preds = %1430, %1379
  tail call void @llvm.musa.syncthreads.lm()
  %1434 = load float, ptr addrspace(3) %433, align 16
  %1435 = fmul contract float %1434, %4
  %1436 = load float, ptr addrspace(3) %435, align 4
  %1437 = load float, ptr addrspace(3) %436, align 4
  %1438 = tail call float @llvm.maxnum.f32(float %1436, float %1437)
  %1439 = fsub contract float %1435, %1438
  %1440 = fmul float %1439, 0x3FF7154760000000
  %1441 = tail call float @llvm.exp2.f32(float %1440)
  store float %1441, ptr addrspace(3) %437, align 16
  %1442 = load float, ptr addrspace(3) %440, align 4
  %1443 = fmul contract float %1442, %4
  %1444 = fsub contract float %1443, %1438
  %1445 = fmul float %1444, 0x3FF7154760000000
  %1446 = tail call float @llvm.exp2.f32(float %1445)
  store float %1446, ptr addrspace(3) %441, align 4
  %1447 = load float, ptr addrspace(3) %444, align 8
  %1448 = fmul contract float %1447, %4
  %1449 = fsub contract float %1448, %1438
  %1450 = fmul float %1449, 0x3FF7154760000000
  %1451 = tail call float @llvm.exp2.f32(float %1450)
  store float %1451, ptr addrspace(3) %445, align 8
  %1452 = load float, ptr addrspace(3) %448, align 4
  %1453 = fmul contract float %1452, %4
  %1454 = fsub contract float %1453, %1438
  %1455 = fmul float %1454, 0x3FF7154760000000
  %1456 = tail call float @llvm.exp2.f32(float %1455)
  store float %1456, ptr addrspace(3) %449, align 4
  %1457 = load float, ptr addrspace(3) %455, align 16
  %1458 = fmul contract float %1457, %4
  %1459 = load float, ptr addrspace(3) %457, align 4
  %1460 = load float, ptr addrspace(3) %458, align 4
  %1461 = tail call float @llvm.maxnum.f32(float %1459, float %1460)
  %1462 = fsub contract float %1458, %1461
  %1463 = fmul float %1462, 0x3FF7154760000000
  %1464 = tail call float @llvm.exp2.f32(float %1463)
  store float %1464, ptr addrspace(3) %459, align 16
  %1465 = load float, ptr addrspace(3) %462, align 4
  %1466 = fmul contract float %1465, %4
  %1467 = fsub contract float %1466, %1461
  %1468 = fmul float %1467, 0x3FF7154760000000
  %1469 = tail call float @llvm.exp2.f32(float %1468)
  store float %1469, ptr addrspace(3) %463, align 4
  %1470 = load float, ptr addrspace(3) %466, align 8
  %1471 = fmul contract float %1470, %4
  %1472 = fsub contract float %1471, %1461
  %1473 = fmul float %1472, 0x3FF7154760000000
  %1474 = tail call float @llvm.exp2.f32(float %1473)
  store float %1474, ptr addrspace(3) %467, align 8
  %1475 = load float, ptr addrspace(3) %470, align 4
  %1476 = fmul contract float %1475, %4
  %1477 = fsub contract float %1476, %1461
  %1478 = fmul float %1477, 0x3FF7154760000000
  %1479 = tail call float @llvm.exp2.f32(float %1478)
  store float %1479, ptr addrspace(3) %471, align 4
  %1480 = load float, ptr addrspace(3) %476, align 16
  %1481 = fmul contract float %1480, %4
  %1482 = load float, ptr addrspace(3) %478, align 4
  %1483 = load float, ptr addrspace(3) %479, align 4
  %1484 = tail call float @llvm.maxnum.f32(float %1482, float %1483)
  %1485 = fsub contract float %1481, %1484
  %1486 = fmul float %1485, 0x3FF7154760000000
  %1487 = tail call float @llvm.exp2.f32(float %1486)
  store float %1487, ptr addrspace(3) %480, align 16
  %1488 = load float, ptr addrspace(3) %483, align 4
  %1489 = fmul contract float %1488, %4
  %1490 = fsub contract float %1489, %1484
  %1491 = fmul float %1490, 0x3FF7154760000000
  %1492 = tail call float @llvm.exp2.f32(float %1491)
  store float %1492, ptr addrspace(3) %484, align 4
  %1493 = load float, ptr addrspace(3) %487, align 8
  %1494 = fmul contract float %1493, %4
  %1495 = fsub contract float %1494, %1484
  %1496 = fmul float %1495, 0x3FF7154760000000
  %1497 = tail call float @llvm.exp2.f32(float %1496)
  store float %1497, ptr addrspace(3) %488, align 8
  %1498 = load float, ptr addrspace(3) %491, align 4
  %1499 = fmul contract float %1498, %4
  %1500 = fsub contract float %1499, %1484
  %1501 = fmul float %1500, 0x3FF7154760000000
  %1502 = tail call float @llvm.exp2.f32(float %1501)
  store float %1502, ptr addrspace(3) %492, align 4
  %1503 = load float, ptr addrspace(3) %497, align 16
  %1504 = fmul contract float %1503, %4
  %1505 = load float, ptr addrspace(3) %499, align 4
  %1506 = load float, ptr addrspace(3) %500, align 4
  %1507 = tail call float @llvm.maxnum.f32(float %1505, float %1506)
  %1508 = fsub contract float %1504, %1507
  %1509 = fmul float %1508, 0x3FF7154760000000
  %1510 = tail call float @llvm.exp2.f32(float %1509)
  store float %1510, ptr addrspace(3) %501, align 16
  %1511 = load float, ptr addrspace(3) %504, align 4
  %1512 = fmul contract float %1511, %4
  %1513 = fsub contract float %1512, %1507
  %1514 = fmul float %1513, 0x3FF7154760000000
  %1515 = tail call float @llvm.exp2.f32(float %1514)
  store float %1515, ptr addrspace(3) %505, align 4
  %1516 = load float, ptr addrspace(3) %508, align 8
  %1517 = fmul contract float %1516, %4
  %1518 = fsub contract float %1517, %1507
  %1519 = fmul float %1518, 0x3FF7154760000000
  %1520 = tail call float @llvm.exp2.f32(float %1519)
  store float %1520, ptr addrspace(3) %509, align 8
  %1521 = load float, ptr addrspace(3) %512, align 4
  %1522 = fmul contract float %1521, %4
  %1523 = fsub contract float %1522, %1507
  %1524 = fmul float %1523, 0x3FF7154760000000
  %1525 = tail call float @llvm.exp2.f32(float %1524)
  store float %1525, ptr addrspace(3) %513, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1526, label %1533

1526: ; preds = %1433
  %1527 = load float, ptr addrspace(3) %1022, align 4
  %1528 = load float, ptr addrspace(3) %1023, align 4
  %1529 = tail call float @llvm.maxnum.f32(float %1527, float %1528)
  %1530 = fsub contract float %1527, %1529
  %1531 = fmul float %1530, 0x3FF7154760000000
  %1532 = tail call float @llvm.exp2.f32(float %1531)
  store float %1532, ptr addrspace(3) %1024, align 4
  br label %1533

1533: ; preds = %1526, %1433
  tail call void @llvm.musa.syncthreads.lm()
  %1534 = load float, ptr addrspace(3) %1203, align 16
  %1535 = fadd reassoc float %1534, 0.000000e+00
  %1536 = load float, ptr addrspace(3) %1204, align 4
  %1537 = fadd reassoc float %1535, %1536
  %1538 = load float, ptr addrspace(3) %1205, align 8
  %1539 = fadd reassoc float %1537, %1538
  %1540 = load float, ptr addrspace(3) %1206, align 4
  %1541 = fadd reassoc float %1539, %1540
  %1542 = load float, ptr addrspace(3) %1207, align 16
  %1543 = fadd reassoc float %1541, %1542
  %1544 = load float, ptr addrspace(3) %1208, align 4
  %1545 = fadd reassoc float %1543, %1544
  %1546 = load float, ptr addrspace(3) %1209, align 8
  %1547 = fadd reassoc float %1545, %1546
  %1548 = load float, ptr addrspace(3) %1210, align 4
  %1549 = fadd reassoc float %1547, %1548
  %1550 = load float, ptr addrspace(3) %1211, align 16
  %1551 = fadd reassoc float %1549, %1550
  %1552 = load float, ptr addrspace(3) %1212, align 4
  %1553 = fadd reassoc float %1551, %1552
  %1554 = load float, ptr addrspace(3) %1213, align 8
  %1555 = fadd reassoc float %1553, %1554
  %1556 = load float, ptr addrspace(3) %1214, align 4
  %1557 = fadd reassoc float %1555, %1556
  %1558 = load float, ptr addrspace(3) %1215, align 16
  %1559 = fadd reassoc float %1557, %1558
  %1560 = load float, ptr addrspace(3) %1216, align 4
  %1561 = fadd reassoc float %1559, %1560
  %1562 = load float, ptr addrspace(3) %1217, align 8
  %1563 = fadd reassoc float %1561, %1562
  %1564 = load float, ptr addrspace(3) %1218, align 4
  %1565 = fadd reassoc float %1563, %1564
  %1566 = bitcast float %1565 to i32
  %1567 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1566, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %430, label %1568, label %1571

1568: ; preds = %1533
  %1569 = bitcast i32 %1567 to float
  %1570 = fadd reassoc float %1565, %1569
  store float %1570, ptr addrspace(3) %1025, align 4
  br label %1571

1571: ; preds = %1568, %1533
  tail call void @llvm.musa.syncthreads.lm()
  %1572 = load float, ptr addrspace(3) %437, align 16
  %1573 = load float, ptr addrspace(3) %441, align 4
  %1574 = load float, ptr addrspace(3) %445, align 8
  %1575 = load float, ptr addrspace(3) %449, align 4
  store float %1572, ptr addrspace(3) %522, align 16
  store float %1573, ptr addrspace(3) %532, align 4
  store float %1574, ptr addrspace(3) %542, align 8
  store float %1575, ptr addrspace(3) %552, align 4
  %1576 = load float, ptr addrspace(3) %459, align 16
  %1577 = load float, ptr addrspace(3) %463, align 4
  %1578 = load float, ptr addrspace(3) %467, align 8
  %1579 = load float, ptr addrspace(3) %471, align 4
  store float %1576, ptr addrspace(3) %561, align 16
  store float %1577, ptr addrspace(3) %571, align 4
  store float %1578, ptr addrspace(3) %581, align 8
  store float %1579, ptr addrspace(3) %591, align 4
  %1580 = load float, ptr addrspace(3) %480, align 16
  %1581 = load float, ptr addrspace(3) %484, align 4
  %1582 = load float, ptr addrspace(3) %488, align 8
  %1583 = load float, ptr addrspace(3) %492, align 4
  store float %1580, ptr addrspace(3) %600, align 16
  store float %1581, ptr addrspace(3) %610, align 4
  store float %1582, ptr addrspace(3) %620, align 8
  store float %1583, ptr addrspace(3) %630, align 4
  %1584 = load float, ptr addrspace(3) %501, align 16
  %1585 = load float, ptr addrspace(3) %505, align 4
  %1586 = load float, ptr addrspace(3) %509, align 8
  %1587 = load float, ptr addrspace(3) %513, align 4
  store float %1584, ptr addrspace(3) %639, align 16
  store float %1585, ptr addrspace(3) %649, align 4
  store float %1586, ptr addrspace(3) %659, align 8
  store float %1587, ptr addrspace(3) %669, align 4
  store float %1231, ptr addrspace(3) %685, align 4
  store float %1230, ptr addrspace(3) %698, align 4
  store float %1229, ptr addrspace(3) %711, align 4
  store float %1228, ptr addrspace(3) %724, align 4
  store float %1227, ptr addrspace(3) %739, align 4
  store float %1226, ptr addrspace(3) %751, align 4
  store float %1225, ptr addrspace(3) %763, align 4
  store float %1224, ptr addrspace(3) %775, align 4
  store float %1223, ptr addrspace(3) %790, align 4
  store float %1222, ptr addrspace(3) %802, align 4
  store float %1221, ptr addrspace(3) %814, align 4
  store float %1220, ptr addrspace(3) %826, align 4
  %1588 = extractelement <4 x float> %1269, i64 0
  store float %1588, ptr addrspace(3) %841, align 4
  %1589 = extractelement <4 x float> %1269, i64 1
  store float %1589, ptr addrspace(3) %853, align 4
  %1590 = extractelement <4 x float> %1269, i64 2
  store float %1590, ptr addrspace(3) %865, align 4
  %1591 = extractelement <4 x float> %1269, i64 3
  store float %1591, ptr addrspace(3) %877, align 4
  %1592 = load float, ptr addrspace(3) %878, align 4
  %1593 = fmul contract float %1267, %1592
  store float %1593, ptr addrspace(3) %879, align 16
  %1594 = fmul contract float %1266, %1592
  store float %1594, ptr addrspace(3) %881, align 4
  %1595 = fmul contract float %1265, %1592
  store float %1595, ptr addrspace(3) %883, align 8
  %1596 = fmul contract float %1264, %1592
  store float %1596, ptr addrspace(3) %885, align 4
  %1597 = load float, ptr addrspace(3) %886, align 4
  %1598 = fmul contract float %1263, %1597
  store float %1598, ptr addrspace(3) %888, align 16
  %1599 = fmul contract float %1262, %1597
  store float %1599, ptr addrspace(3) %890, align 4
  %1600 = fmul contract float %1261, %1597
  store float %1600, ptr addrspace(3) %892, align 8
  %1601 = fmul contract float %1260, %1597
  store float %1601, ptr addrspace(3) %894, align 4
  %1602 = load float, ptr addrspace(3) %895, align 4
  %1603 = fmul contract float %1259, %1602
  store float %1603, ptr addrspace(3) %897, align 16
  %1604 = fmul contract float %1258, %1602
  store float %1604, ptr addrspace(3) %899, align 4
  %1605 = fmul contract float %1257, %1602
  store float %1605, ptr addrspace(3) %901, align 8
  %1606 = fmul contract float %1256, %1602
  store float %1606, ptr addrspace(3) %903, align 4
  %1607 = load float, ptr addrspace(3) %904, align 4
  %1608 = fmul contract float %1255, %1607
  store float %1608, ptr addrspace(3) %906, align 16
  %1609 = fmul contract float %1254, %1607
  store float %1609, ptr addrspace(3) %908, align 4
  %1610 = fmul contract float %1253, %1607
  store float %1610, ptr addrspace(3) %910, align 8
  %1611 = fmul contract float %1252, %1607
  store float %1611, ptr addrspace(3) %912, align 4
  %1612 = load float, ptr addrspace(3) %913, align 4
  %1613 = fmul contract float %1251, %1612
  store float %1613, ptr addrspace(3) %915, align 16
  %1614 = fmul contract float %1250, %1612
  store float %1614, ptr addrspace(3) %917, align 4
  %1615 = fmul contract float %1249, %1612
  store float %1615, ptr addrspace(3) %919, align 8
  %1616 = fmul contract float %1248, %1612
  store float %1616, ptr addrspace(3) %921, align 4
  %1617 = load float, ptr addrspace(3) %922, align 4
  %1618 = fmul contract float %1247, %1617
  store float %1618, ptr addrspace(3) %924, align 16
  %1619 = fmul contract float %1246, %1617
  store float %1619, ptr addrspace(3) %926, align 4
  %1620 = fmul contract float %1245, %1617
  store float %1620, ptr addrspace(3) %928, align 8
  %1621 = fmul contract float %1244, %1617
  store float %1621, ptr addrspace(3) %930, align 4
  %1622 = load float, ptr addrspace(3) %931, align 4
  %1623 = fmul contract float %1243, %1622
  store float %1623, ptr addrspace(3) %933, align 16
  %1624 = fmul contract float %1242, %1622
  store float %1624, ptr addrspace(3) %935, align 4
  %1625 = fmul contract float %1241, %1622
  store float %1625, ptr addrspace(3) %937, align 8
  %1626 = fmul contract float %1240, %1622
  store float %1626, ptr addrspace(3) %939, align 4
  %1627 = load float, ptr addrspace(3) %940, align 4
  %1628 = fmul contract float %1239, %1627
  store float %1628, ptr addrspace(3) %942, align 16
  %1629 = fmul contract float %1238, %1627
  store float %1629, ptr addrspace(3) %944, align 4
  %1630 = fmul contract float %1237, %1627
  store float %1630, ptr addrspace(3) %946, align 8
  %1631 = fmul contract float %1236, %1627
  store float %1631, ptr addrspace(3) %948, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %427, label %1632, label %1734

1632: ; preds = %1571
  %1633 = load i32, ptr addrspace(3) %1029, align 4
  %1634 = load i32, ptr addrspace(3) %1032, align 4
  %1635 = load i32, ptr addrspace(3) %1035, align 4
  %1636 = load i32, ptr addrspace(3) %1038, align 4
  %1637 = load i32, ptr addrspace(3) %1042, align 4
  %1638 = load i32, ptr addrspace(3) %1046, align 4
  %1639 = load i32, ptr addrspace(3) %1050, align 4
  %1640 = load i32, ptr addrspace(3) %1054, align 4
  %1641 = load i32, ptr addrspace(3) %1058, align 4
  %1642 = load i32, ptr addrspace(3) %1061, align 4
  %1643 = load i32, ptr addrspace(3) %1064, align 4
  %1644 = load i32, ptr addrspace(3) %1067, align 4
  %1645 = load i32, ptr addrspace(3) %1070, align 4
  %1646 = load i32, ptr addrspace(3) %1073, align 4
  %1647 = load i32, ptr addrspace(3) %1076, align 4
  %1648 = load i32, ptr addrspace(3) %1079, align 4
  %1649 = load i32, ptr addrspace(3) %1083, align 4
  %1650 = load i32, ptr addrspace(3) %1086, align 4
  %1651 = load i32, ptr addrspace(3) %1089, align 4
  %1652 = load i32, ptr addrspace(3) %1092, align 4
  %1653 = load i32, ptr addrspace(3) %1095, align 4
  %1654 = load i32, ptr addrspace(3) %1098, align 4
  %1655 = load i32, ptr addrspace(3) %1101, align 4
  %1656 = load i32, ptr addrspace(3) %1104, align 4
  %1657 = load i32, ptr addrspace(3) %1108, align 4
  %1658 = load i32, ptr addrspace(3) %1111, align 4
  %1659 = load i32, ptr addrspace(3) %1114, align 4
  %1660 = load i32, ptr addrspace(3) %1117, align 4
  %1661 = load i32, ptr addrspace(3) %1120, align 4
  %1662 = load i32, ptr addrspace(3) %1123, align 4
  %1663 = load i32, ptr addrspace(3) %1126, align 4
  %1664 = load i32, ptr addrspace(3) %1129, align 4
  %1665 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1633, i64 0
  %1666 = insertelement <32 x i32> %1665, i32 %1634, i64 1
  %1667 = insertelement <32 x i32> %1666, i32 %1635, i64 2
  %1668 = insertelement <32 x i32> %1667, i32 %1636, i64 3
  %1669 = insertelement <32 x i32> %1668, i32 %1637, i64 4
  %1670 = insertelement <32 x i32> %1669, i32 %1638, i64 5
  %1671 = insertelement <32 x i32> %1670, i32 %1639, i64 6
  %1672 = insertelement <32 x i32> %1671, i32 %1640, i64 7
  %1673 = insertelement <32 x i32> %1672, i32 %1641, i64 8
  %1674 = insertelement <32 x i32> %1673, i32 %1642, i64 9
  %1675 = insertelement <32 x i32> %1674, i32 %1643, i64 10
  %1676 = insertelement <32 x i32> %1675, i32 %1644, i64 11
  %1677 = insertelement <32 x i32> %1676, i32 %1645, i64 12
  %1678 = insertelement <32 x i32> %1677, i32 %1646, i64 13
  %1679 = insertelement <32 x i32> %1678, i32 %1647, i64 14
  %1680 = insertelement <32 x i32> %1679, i32 %1648, i64 15
  %1681 = insertelement <32 x i32> %1680, i32 %1649, i64 16
  %1682 = insertelement <32 x i32> %1681, i32 %1650, i64 17
  %1683 = insertelement <32 x i32> %1682, i32 %1651, i64 18
  %1684 = insertelement <32 x i32> %1683, i32 %1652, i64 19
  %1685 = insertelement <32 x i32> %1684, i32 %1653, i64 20
  %1686 = insertelement <32 x i32> %1685, i32 %1654, i64 21
  %1687 = insertelement <32 x i32> %1686, i32 %1655, i64 22
  %1688 = insertelement <32 x i32> %1687, i32 %1656, i64 23
  %1689 = insertelement <32 x i32> %1688, i32 %1657, i64 24
  %1690 = insertelement <32 x i32> %1689, i32 %1658, i64 25
  %1691 = insertelement <32 x i32> %1690, i32 %1659, i64 26
  %1692 = insertelement <32 x i32> %1691, i32 %1660, i64 27
  %1693 = insertelement <32 x i32> %1692, i32 %1661, i64 28
  %1694 = insertelement <32 x i32> %1693, i32 %1662, i64 29
  %1695 = insertelement <32 x i32> %1694, i32 %1663, i64 30
  %1696 = insertelement <32 x i32> %1695, i32 %1664, i64 31
  %1697 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), align 2048
  %1698 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1697, i32 128, i32 1, i32 3)
  %1699 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51200), align 2048
  %1700 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1699, i32 128, i32 1, i32 3)
  %1701 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %1698, i32 %1700, <32 x i32> %1696, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc24 = bitcast <32 x i32> %1701 to <32 x float>
  %1702 = extractelement <32 x float> %bc24, i64 0
  store float %1702, ptr addrspace(3) %1130, align 4
  %1703 = extractelement <32 x float> %bc24, i64 1
  store float %1703, ptr addrspace(3) %1131, align 4
  %1704 = extractelement <32 x float> %bc24, i64 2
  store float %1704, ptr addrspace(3) %1132, align 4
  %1705 = extractelement <32 x float> %bc24, i64 3
  store float %1705, ptr addrspace(3) %1133, align 4
  %1706 = extractelement <32 x float> %bc24, i64 4
  store float %1706, ptr addrspace(3) %1134, align 4
  %1707 = extractelement <32 x float> %bc24, i64 5
  store float %1707, ptr addrspace(3) %1135, align 4
  %1708 = extractelement <32 x float> %bc24, i64 6
  store float %1708, ptr addrspace(3) %1136, align 4
  %1709 = extractelement <32 x float> %bc24, i64 7
  store float %1709, ptr addrspace(3) %1137, align 4
  %1710 = extractelement <32 x float> %bc24, i64 8
  store float %1710, ptr addrspace(3) %1138, align 4
  %1711 = extractelement <32 x float> %bc24, i64 9
  store float %1711, ptr addrspace(3) %1139, align 4
  %1712 = extractelement <32 x float> %bc24, i64 10
  store float %1712, ptr addrspace(3) %1140, align 4
  %1713 = extractelement <32 x float> %bc24, i64 11
  store float %1713, ptr addrspace(3) %1141, align 4
  %1714 = extractelement <32 x float> %bc24, i64 12
  store float %1714, ptr addrspace(3) %1142, align 4
  %1715 = extractelement <32 x float> %bc24, i64 13
  store float %1715, ptr addrspace(3) %1143, align 4
  %1716 = extractelement <32 x float> %bc24, i64 14
  store float %1716, ptr addrspace(3) %1144, align 4
  %1717 = extractelement <32 x float> %bc24, i64 15
  store float %1717, ptr addrspace(3) %1145, align 4
  %1718 = extractelement <32 x float> %bc24, i64 16
  store float %1718, ptr addrspace(3) %1146, align 4
  %1719 = extractelement <32 x float> %bc24, i64 17
  store float %1719, ptr addrspace(3) %1147, align 4
  %1720 = extractelement <32 x float> %bc24, i64 18
  store float %1720, ptr addrspace(3) %1148, align 4
  %1721 = extractelement <32 x float> %bc24, i64 19
  store float %1721, ptr addrspace(3) %1149, align 4
  %1722 = extractelement <32 x float> %bc24, i64 20
  store float %1722, ptr addrspace(3) %1150, align 4
  %1723 = extractelement <32 x float> %bc24, i64 21
  store float %1723, ptr addrspace(3) %1151, align 4
  %1724 = extractelement <32 x float> %bc24, i64 22
  store float %1724, ptr addrspace(3) %1152, align 4
  %1725 = extractelement <32 x float> %bc24, i64 23
  store float %1725, ptr addrspace(3) %1153, align 4
  %1726 = extractelement <32 x float> %bc24, i64 24
  store float %1726, ptr addrspace(3) %1154, align 4
  %1727 = extractelement <32 x float> %bc24, i64 25
  store float %1727, ptr addrspace(3) %1155, align 4
  %1728 = extractelement <32 x float> %bc24, i64 26
  store float %1728, ptr addrspace(3) %1156, align 4
  %1729 = extractelement <32 x float> %bc24, i64 27
  store float %1729, ptr addrspace(3) %1157, align 4
  %1730 = extractelement <32 x float> %bc24, i64 28
  store float %1730, ptr addrspace(3) %1158, align 4
  %1731 = extractelement <32 x float> %bc24, i64 29
  store float %1731, ptr addrspace(3) %1159, align 4
  %1732 = extractelement <32 x float> %bc24, i64 30
  store float %1732, ptr addrspace(3) %1160, align 4
  %1733 = extractelement <32 x float> %bc24, i64 31
  store float %1733, ptr addrspace(3) %1161, align 4
  br label %1734

1734: ; preds = %1632, %1571
  tail call void @llvm.musa.syncthreads.lm()
  %1735 = load float, ptr addrspace(3) %949, align 16
  %1736 = load float, ptr addrspace(3) %950, align 4
  %1737 = load float, ptr addrspace(3) %951, align 8
  %1738 = load float, ptr addrspace(3) %952, align 4
  %1739 = load <4 x float>, ptr addrspace(3) %953, align 16
  %1740 = load <4 x float>, ptr addrspace(3) %954, align 16
  %1741 = load <4 x float>, ptr addrspace(3) %955, align 16
  %1742 = load <4 x float>, ptr addrspace(3) %956, align 16
  %1743 = load <4 x float>, ptr addrspace(3) %957, align 16
  %1744 = load <4 x float>, ptr addrspace(3) %958, align 16
  %1745 = load <4 x float>, ptr addrspace(3) %959, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1746, label %1752

1746: ; preds = %1734
  %1747 = load float, ptr addrspace(3) %1162, align 4
  %1748 = load float, ptr addrspace(3) %1024, align 4
  %1749 = fmul contract float %1747, %1748
  %1750 = load float, ptr addrspace(3) %1163, align 4
  %1751 = fadd contract float %1749, %1750
  store float %1751, ptr addrspace(3) %1162, align 4
  br label %1752

1752: ; preds = %1746, %1734
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1753, label %1757

1753: ; preds = %1752
  %1754 = load float, ptr addrspace(3) %1022, align 4
  %1755 = load float, ptr addrspace(3) %1023, align 4
  %1756 = tail call float @llvm.maxnum.f32(float %1754, float %1755)
  store float %1756, ptr addrspace(3) %1022, align 4
  br label %1757

1757: ; preds = %1753, %1752
  tail call void @llvm.musa.syncthreads.lm()
  %1758 = extractelement <4 x float> %1739, i64 0
  %1759 = extractelement <4 x float> %1739, i64 1
  %1760 = extractelement <4 x float> %1739, i64 2
  %1761 = extractelement <4 x float> %1739, i64 3
  %1762 = extractelement <4 x float> %1740, i64 0
  %1763 = extractelement <4 x float> %1740, i64 1
  %1764 = extractelement <4 x float> %1740, i64 2
  %1765 = extractelement <4 x float> %1740, i64 3
  %1766 = extractelement <4 x float> %1741, i64 0
  %1767 = extractelement <4 x float> %1741, i64 1
  %1768 = extractelement <4 x float> %1741, i64 2
  %1769 = extractelement <4 x float> %1741, i64 3
  %1770 = extractelement <4 x float> %1742, i64 0
  %1771 = extractelement <4 x float> %1742, i64 1
  %1772 = extractelement <4 x float> %1742, i64 2
  %1773 = extractelement <4 x float> %1742, i64 3
  %1774 = extractelement <4 x float> %1743, i64 0
  %1775 = extractelement <4 x float> %1743, i64 1
  %1776 = extractelement <4 x float> %1743, i64 2
  %1777 = extractelement <4 x float> %1743, i64 3
  %1778 = extractelement <4 x float> %1744, i64 0
  %1779 = extractelement <4 x float> %1744, i64 1
  %1780 = extractelement <4 x float> %1744, i64 2
  %1781 = extractelement <4 x float> %1744, i64 3
  %1782 = extractelement <4 x float> %1745, i64 0
  %1783 = extractelement <4 x float> %1745, i64 1
  %1784 = extractelement <4 x float> %1745, i64 2
  %1785 = extractelement <4 x float> %1745, i64 3
  br i1 %1274, label %1219, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1757
  %1786 = insertelement <4 x float> poison, float %1735, i64 0
  %1787 = insertelement <4 x float> %1786, float %1736, i64 1
  %1788 = insertelement <4 x float> %1787, float %1737, i64 2
  %1789 = insertelement <4 x float> %1788, float %1738, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %101
  %1790 = phi <4 x float> [ zeroinitializer, %101 ], [ %1789, %._crit_edge.loopexit ]
  %1791 = phi <4 x float> [ zeroinitializer, %101 ], [ %1739, %._crit_edge.loopexit ]
  %1792 = phi <4 x float> [ zeroinitializer, %101 ], [ %1740, %._crit_edge.loopexit ]
  %1793 = phi <4 x float> [ zeroinitializer, %101 ], [ %1741, %._crit_edge.loopexit ]
  %1794 = phi <4 x float> [ zeroinitializer, %101 ], [ %1742, %._crit_edge.loopexit ]
  %1795 = phi <4 x float> [ zeroinitializer, %101 ], [ %1743, %._crit_edge.loopexit ]
  %1796 = phi <4 x float> [ zeroinitializer, %101 ], [ %1744, %._crit_edge.loopexit ]
  %1797 = phi <4 x float> [ zeroinitializer, %101 ], [ %1745, %._crit_edge.loopexit ]
  %1798 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1799 = load float, ptr addrspace(3) %1798, align 4
  %1800 = insertelement <4 x float> poison, float %1799, i64 0
  %1801 = shufflevector <4 x float> %1800, <4 x float> poison, <4 x i32> zeroinitializer
  %1802 = fdiv <4 x float> %1790, %1801
  %1803 = getelementptr float, ptr addrspace(1) %3, i64 %121
  %1804 = getelementptr float, ptr addrspace(1) %1803, i64 %20
  store <4 x float> %1802, ptr addrspace(1) %1804, align 16
  %1805 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1806 = load float, ptr addrspace(3) %1805, align 4
  %1807 = insertelement <4 x float> poison, float %1806, i64 0
  %1808 = shufflevector <4 x float> %1807, <4 x float> poison, <4 x i32> zeroinitializer
  %1809 = fdiv <4 x float> %1791, %1808
  %1810 = getelementptr float, ptr addrspace(1) %3, i64 %137
  %1811 = getelementptr float, ptr addrspace(1) %1810, i64 %20
  store <4 x float> %1809, ptr addrspace(1) %1811, align 16
  %1812 = getelementptr float, ptr addrspace(3) @global_smem, i32 %44
  %1813 = load float, ptr addrspace(3) %1812, align 4
  %1814 = insertelement <4 x float> poison, float %1813, i64 0
  %1815 = shufflevector <4 x float> %1814, <4 x float> poison, <4 x i32> zeroinitializer
  %1816 = fdiv <4 x float> %1792, %1815
  %1817 = getelementptr float, ptr addrspace(1) %3, i64 %153
  %1818 = getelementptr float, ptr addrspace(1) %1817, i64 %20
  store <4 x float> %1816, ptr addrspace(1) %1818, align 16
  %1819 = getelementptr float, ptr addrspace(3) @global_smem, i32 %55
  %1820 = load float, ptr addrspace(3) %1819, align 4
  %1821 = insertelement <4 x float> poison, float %1820, i64 0
  %1822 = shufflevector <4 x float> %1821, <4 x float> poison, <4 x i32> zeroinitializer
  %1823 = fdiv <4 x float> %1793, %1822
  %1824 = getelementptr float, ptr addrspace(1) %3, i64 %169
  %1825 = getelementptr float, ptr addrspace(1) %1824, i64 %20
  store <4 x float> %1823, ptr addrspace(1) %1825, align 16
  %1826 = getelementptr float, ptr addrspace(3) @global_smem, i32 %185
  %1827 = load float, ptr addrspace(3) %1826, align 4
  %1828 = insertelement <4 x float> poison, float %1827, i64 0
  %1829 = shufflevector <4 x float> %1828, <4 x float> poison, <4 x i32> zeroinitializer
  %1830 = fdiv <4 x float> %1794, %1829
  %1831 = getelementptr float, ptr addrspace(1) %3, i64 %188
  %1832 = getelementptr float, ptr addrspace(1) %1831, i64 %20
  store <4 x float> %1830, ptr addrspace(1) %1832, align 16
  %1833 = getelementptr float, ptr addrspace(3) @global_smem, i32 %204
  %1834 = load float, ptr addrspace(3) %1833, align 4
  %1835 = insertelement <4 x float> poison, float %1834, i64 0
  %1836 = shufflevector <4 x float> %1835, <4 x float> poison, <4 x i32> zeroinitializer
  %1837 = fdiv <4 x float> %1795, %1836
  %1838 = getelementptr float, ptr addrspace(1) %3, i64 %207
  %1839 = getelementptr float, ptr addrspace(1) %1838, i64 %20
  store <4 x float> %1837, ptr addrspace(1) %1839, align 16
  %1840 = getelementptr float, ptr addrspace(3) @global_smem, i32 %223
  %1841 = load float, ptr addrspace(3) %1840, align 4
  %1842 = insertelement <4 x float> poison, float %1841, i64 0
  %1843 = shufflevector <4 x float> %1842, <4 x float> poison, <4 x i32> zeroinitializer
  %1844 = fdiv <4 x float> %1796, %1843
  %1845 = getelementptr float, ptr addrspace(1) %3, i64 %226
  %1846 = getelementptr float, ptr addrspace(1) %1845, i64 %20
  store <4 x float> %1844, ptr addrspace(1) %1846, align 16
  %1847 = getelementptr float, ptr addrspace(3) @global_smem, i32 %242
  %1848 = load float, ptr addrspace(3) %1847, align 4
  %1849 = insertelement <4 x float> poison, float %1848, i64 0
  %1850 = shufflevector <4 x float> %1849, <4 x float> poison, <4 x i32> zeroinitializer
  %1851 = fdiv <4 x float> %1797, %1850
  %1852 = getelementptr float, ptr addrspace(1) %3, i64 %245
  %1853 = getelementptr float, ptr addrspace(1) %1852, i64 %20
  store <4 x float> %1851, ptr addrspace(1) %1853, align 16
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
