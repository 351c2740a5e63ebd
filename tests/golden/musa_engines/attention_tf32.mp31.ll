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
  %126 = lshr i64 %125, 8
  %127 = xor i64 %126, %8
  %128 = and i64 %125, 4294967040
  %129 = shl nsw i64 %127, 4
  %130 = and i64 %129, 240
  %131 = or i64 %130, %128
  %132 = trunc i64 %131 to i32
  %133 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %132
  %134 = add i32 %10, %33
  %135 = shl i32 %134, 6
  %136 = sext i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(1) %0, i64 %136
  %138 = getelementptr float, ptr addrspace(1) %137, i64 %20
  %139 = and i64 %31, -64
  %140 = or i64 %139, %20
  %141 = shl nsw i64 %140, 2
  %142 = and i64 %141, 4294967040
  %143 = lshr exact i64 %141, 4
  %144 = xor i64 %143, %141
  %145 = and i64 %144, 240
  %146 = or i64 %145, %142
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = add i32 %10, %44
  %150 = shl i32 %149, 6
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr addrspace(1) %0, i64 %151
  %153 = getelementptr float, ptr addrspace(1) %152, i64 %20
  %154 = and i64 %42, -64
  %155 = or i64 %154, %20
  %156 = shl nsw i64 %155, 2
  %157 = and i64 %156, 4294967040
  %158 = lshr exact i64 %156, 4
  %159 = xor i64 %158, %156
  %160 = and i64 %159, 240
  %161 = or i64 %160, %157
  %162 = trunc i64 %161 to i32
  %163 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %162
  %164 = add i32 %10, %55
  %165 = shl i32 %164, 6
  %166 = sext i32 %165 to i64
  %167 = getelementptr float, ptr addrspace(1) %0, i64 %166
  %168 = getelementptr float, ptr addrspace(1) %167, i64 %20
  %169 = and i64 %53, -64
  %170 = or i64 %169, %20
  %171 = shl nsw i64 %170, 2
  %172 = and i64 %171, 4294967040
  %173 = lshr exact i64 %171, 4
  %174 = xor i64 %173, %171
  %175 = and i64 %174, 240
  %176 = or i64 %175, %172
  %177 = trunc i64 %176 to i32
  %178 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %177
  %179 = add nsw i64 %19, 2048
  %180 = lshr i64 %179, 6
  %181 = trunc i64 %180 to i32
  %182 = add i32 %10, %181
  %183 = shl i32 %182, 6
  %184 = sext i32 %183 to i64
  %185 = getelementptr float, ptr addrspace(1) %0, i64 %184
  %186 = getelementptr float, ptr addrspace(1) %185, i64 %20
  %187 = and i64 %179, -64
  %188 = or i64 %187, %20
  %189 = shl nsw i64 %188, 2
  %190 = and i64 %189, 4294967040
  %191 = lshr exact i64 %189, 4
  %192 = xor i64 %191, %189
  %193 = and i64 %192, 240
  %194 = or i64 %193, %190
  %195 = trunc i64 %194 to i32
  %196 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %195
  %197 = add nsw i64 %19, 2560
  %198 = lshr i64 %197, 6
  %199 = trunc i64 %198 to i32
  %200 = add i32 %10, %199
  %201 = shl i32 %200, 6
  %202 = sext i32 %201 to i64
  %203 = getelementptr float, ptr addrspace(1) %0, i64 %202
  %204 = getelementptr float, ptr addrspace(1) %203, i64 %20
  %205 = and i64 %197, -64
  %206 = or i64 %205, %20
  %207 = shl nsw i64 %206, 2
  %208 = and i64 %207, 4294967040
  %209 = lshr exact i64 %207, 4
  %210 = xor i64 %209, %207
  %211 = and i64 %210, 240
  %212 = or i64 %211, %208
  %213 = trunc i64 %212 to i32
  %214 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %213
  %215 = add nsw i64 %19, 3072
  %216 = lshr i64 %215, 6
  %217 = trunc i64 %216 to i32
  %218 = add i32 %10, %217
  %219 = shl i32 %218, 6
  %220 = sext i32 %219 to i64
  %221 = getelementptr float, ptr addrspace(1) %0, i64 %220
  %222 = getelementptr float, ptr addrspace(1) %221, i64 %20
  %223 = and i64 %215, -64
  %224 = or i64 %223, %20
  %225 = shl nsw i64 %224, 2
  %226 = and i64 %225, 4294967040
  %227 = lshr exact i64 %225, 4
  %228 = xor i64 %227, %225
  %229 = and i64 %228, 240
  %230 = or i64 %229, %226
  %231 = trunc i64 %230 to i32
  %232 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %231
  %233 = add nsw i64 %19, 3584
  %234 = lshr i64 %233, 6
  %235 = trunc i64 %234 to i32
  %236 = add i32 %10, %235
  %237 = shl i32 %236, 6
  %238 = sext i32 %237 to i64
  %239 = getelementptr float, ptr addrspace(1) %0, i64 %238
  %240 = getelementptr float, ptr addrspace(1) %239, i64 %20
  %241 = and i64 %233, -64
  %242 = or i64 %241, %20
  %243 = shl nsw i64 %242, 2
  %244 = and i64 %243, 4294967040
  %245 = lshr exact i64 %243, 4
  %246 = xor i64 %245, %243
  %247 = and i64 %246, 240
  %248 = or i64 %247, %244
  %249 = trunc i64 %248 to i32
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = add nuw nsw i64 %128, 32768
  %252 = or i64 %130, %251
  %253 = trunc i64 %252 to i32
  %254 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %253
  %255 = or i64 %20, 1
  %256 = or i64 %255, %124
  %257 = shl nsw i64 %256, 2
  %258 = and i64 %257, 4294967040
  %259 = add nuw nsw i64 %258, 32768
  %260 = lshr i64 %257, 4
  %261 = xor i64 %260, %257
  %262 = and i64 %261, 240
  %263 = or i64 %262, %259
  %264 = trunc i64 %263 to i32
  %265 = or i32 %264, 4
  %266 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %265
  %267 = or i64 %20, 2
  %268 = or i64 %267, %124
  %269 = shl nsw i64 %268, 2
  %270 = and i64 %269, 4294967040
  %271 = add nuw nsw i64 %270, 32768
  %272 = lshr i64 %269, 4
  %273 = xor i64 %272, %269
  %274 = and i64 %273, 240
  %275 = or i64 %274, %271
  %276 = trunc i64 %275 to i32
  %277 = or i32 %276, 8
  %278 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %277
  %279 = or i64 %20, 3
  %280 = or i64 %279, %124
  %281 = shl nsw i64 %280, 2
  %282 = and i64 %281, 4294967040
  %283 = add nuw nsw i64 %282, 32768
  %284 = lshr i64 %281, 4
  %285 = xor i64 %284, %281
  %286 = and i64 %285, 240
  %287 = or i64 %286, %283
  %288 = trunc i64 %287 to i32
  %289 = or i32 %288, 12
  %290 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %289
  %291 = add nuw nsw i64 %142, 32768
  %292 = or i64 %145, %291
  %293 = trunc i64 %292 to i32
  %294 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %293
  %295 = or i64 %139, %255
  %296 = shl nsw i64 %295, 2
  %297 = and i64 %296, 4294967040
  %298 = add nuw nsw i64 %297, 32768
  %299 = lshr i64 %296, 4
  %300 = xor i64 %299, %296
  %301 = and i64 %300, 240
  %302 = or i64 %301, %298
  %303 = trunc i64 %302 to i32
  %304 = or i32 %303, 4
  %305 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %304
  %306 = or i64 %139, %267
  %307 = shl nsw i64 %306, 2
  %308 = and i64 %307, 4294967040
  %309 = add nuw nsw i64 %308, 32768
  %310 = lshr i64 %307, 4
  %311 = xor i64 %310, %307
  %312 = and i64 %311, 240
  %313 = or i64 %312, %309
  %314 = trunc i64 %313 to i32
  %315 = or i32 %314, 8
  %316 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %315
  %317 = or i64 %139, %279
  %318 = shl nsw i64 %317, 2
  %319 = and i64 %318, 4294967040
  %320 = add nuw nsw i64 %319, 32768
  %321 = lshr i64 %318, 4
  %322 = xor i64 %321, %318
  %323 = and i64 %322, 240
  %324 = or i64 %323, %320
  %325 = trunc i64 %324 to i32
  %326 = or i32 %325, 12
  %327 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %326
  %328 = add nuw nsw i64 %157, 32768
  %329 = or i64 %160, %328
  %330 = trunc i64 %329 to i32
  %331 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %330
  %332 = or i64 %154, %255
  %333 = shl nsw i64 %332, 2
  %334 = and i64 %333, 4294967040
  %335 = add nuw nsw i64 %334, 32768
  %336 = lshr i64 %333, 4
  %337 = xor i64 %336, %333
  %338 = and i64 %337, 240
  %339 = or i64 %338, %335
  %340 = trunc i64 %339 to i32
  %341 = or i32 %340, 4
  %342 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %341
  %343 = or i64 %154, %267
  %344 = shl nsw i64 %343, 2
  %345 = and i64 %344, 4294967040
  %346 = add nuw nsw i64 %345, 32768
  %347 = lshr i64 %344, 4
  %348 = xor i64 %347, %344
  %349 = and i64 %348, 240
  %350 = or i64 %349, %346
  %351 = trunc i64 %350 to i32
  %352 = or i32 %351, 8
  %353 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %352
  %354 = or i64 %154, %279
  %355 = shl nsw i64 %354, 2
  %356 = and i64 %355, 4294967040
  %357 = add nuw nsw i64 %356, 32768
  %358 = lshr i64 %355, 4
  %359 = xor i64 %358, %355
  %360 = and i64 %359, 240
  %361 = or i64 %360, %357
  %362 = trunc i64 %361 to i32
  %363 = or i32 %362, 12
  %364 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %363
  %365 = add nuw nsw i64 %172, 32768
  %366 = or i64 %175, %365
  %367 = trunc i64 %366 to i32
  %368 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %367
  %369 = or i64 %169, %255
  %370 = shl nsw i64 %369, 2
  %371 = and i64 %370, 4294967040
  %372 = add nuw nsw i64 %371, 32768
  %373 = lshr i64 %370, 4
  %374 = xor i64 %373, %370
  %375 = and i64 %374, 240
  %376 = or i64 %375, %372
  %377 = trunc i64 %376 to i32
  %378 = or i32 %377, 4
  %379 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %378
  %380 = or i64 %169, %267
  %381 = shl nsw i64 %380, 2
  %382 = and i64 %381, 4294967040
  %383 = add nuw nsw i64 %382, 32768
  %384 = lshr i64 %381, 4
  %385 = xor i64 %384, %381
  %386 = and i64 %385, 240
  %387 = or i64 %386, %383
  %388 = trunc i64 %387 to i32
  %389 = or i32 %388, 8
  %390 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %389
  %391 = or i64 %169, %279
  %392 = shl nsw i64 %391, 2
  %393 = and i64 %392, 4294967040
  %394 = add nuw nsw i64 %393, 32768
  %395 = lshr i64 %392, 4
  %396 = xor i64 %395, %392
  %397 = and i64 %396, 240
  %398 = or i64 %397, %394
  %399 = trunc i64 %398 to i32
  %400 = or i32 %399, 12
  %401 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %400
  %402 = icmp ult i32 %7, 128
  %403 = and i64 %8, 1
  %404 = icmp eq i64 %403, 0
  %405 = and i1 %402, %404
  %406 = lshr i64 %19, 5
  %407 = trunc i64 %19 to i32
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %407
  %409 = trunc i64 %406 to i32
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %409
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %409
  %412 = or i64 %19, 1
  %413 = trunc i64 %412 to i32
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %413
  %415 = or i64 %19, 2
  %416 = trunc i64 %415 to i32
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %416
  %418 = or i64 %19, 3
  %419 = trunc i64 %418 to i32
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %419
  %421 = and i64 %19, 28
  %422 = lshr i64 %31, 5
  %423 = and i64 %31, -32
  %424 = or i64 %423, %421
  %425 = trunc i64 %424 to i32
  %426 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %425
  %427 = trunc i64 %422 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %427
  %429 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %427
  %430 = or i64 %424, 1
  %431 = trunc i64 %430 to i32
  %432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %431
  %433 = or i64 %424, 2
  %434 = trunc i64 %433 to i32
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %434
  %436 = or i64 %424, 3
  %437 = trunc i64 %436 to i32
  %438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %437
  %439 = lshr i64 %42, 5
  %440 = and i64 %42, -32
  %441 = or i64 %440, %421
  %442 = trunc i64 %441 to i32
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %442
  %444 = trunc i64 %439 to i32
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %444
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %444
  %447 = or i64 %441, 1
  %448 = trunc i64 %447 to i32
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %448
  %450 = or i64 %441, 2
  %451 = trunc i64 %450 to i32
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %451
  %453 = or i64 %441, 3
  %454 = trunc i64 %453 to i32
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %454
  %456 = lshr i64 %53, 5
  %457 = and i64 %53, -32
  %458 = or i64 %457, %421
  %459 = trunc i64 %458 to i32
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %459
  %461 = trunc i64 %456 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %461
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %461
  %464 = or i64 %458, 1
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %465
  %467 = or i64 %458, 2
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %468
  %470 = or i64 %458, 3
  %471 = trunc i64 %470 to i32
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %471
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %407
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %413
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %416
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %419
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
  %493 = shl nsw i64 %412, 2
  %494 = and i64 %493, 4294967040
  %495 = add nuw nsw i64 %494, 57344
  %496 = lshr i64 %493, 4
  %497 = xor i64 %496, %493
  %498 = and i64 %497, 240
  %499 = or i64 %498, %495
  %500 = trunc i64 %499 to i32
  %501 = or i32 %500, 4
  %502 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %501
  %503 = shl nsw i64 %415, 2
  %504 = and i64 %503, 4294967040
  %505 = add nuw nsw i64 %504, 57344
  %506 = lshr i64 %503, 4
  %507 = xor i64 %506, %503
  %508 = and i64 %507, 240
  %509 = or i64 %508, %505
  %510 = trunc i64 %509 to i32
  %511 = or i32 %510, 8
  %512 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %511
  %513 = shl nsw i64 %418, 2
  %514 = and i64 %513, 4294967040
  %515 = add nuw nsw i64 %514, 57344
  %516 = lshr i64 %513, 4
  %517 = xor i64 %516, %513
  %518 = and i64 %517, 240
  %519 = or i64 %518, %515
  %520 = trunc i64 %519 to i32
  %521 = or i32 %520, 12
  %522 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %521
  %523 = shl nsw i64 %424, 2
  %524 = and i64 %523, 4294967040
  %525 = add nuw nsw i64 %524, 57344
  %526 = lshr exact i64 %523, 4
  %527 = xor i64 %526, %523
  %528 = and i64 %527, 240
  %529 = or i64 %528, %525
  %530 = trunc i64 %529 to i32
  %531 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %530
  %532 = shl nsw i64 %430, 2
  %533 = and i64 %532, 4294967040
  %534 = add nuw nsw i64 %533, 57344
  %535 = lshr i64 %532, 4
  %536 = xor i64 %535, %532
  %537 = and i64 %536, 240
  %538 = or i64 %537, %534
  %539 = trunc i64 %538 to i32
  %540 = or i32 %539, 4
  %541 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %540
  %542 = shl nsw i64 %433, 2
  %543 = and i64 %542, 4294967040
  %544 = add nuw nsw i64 %543, 57344
  %545 = lshr i64 %542, 4
  %546 = xor i64 %545, %542
  %547 = and i64 %546, 240
  %548 = or i64 %547, %544
  %549 = trunc i64 %548 to i32
  %550 = or i32 %549, 8
  %551 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %550
  %552 = shl nsw i64 %436, 2
  %553 = and i64 %552, 4294967040
  %554 = add nuw nsw i64 %553, 57344
  %555 = lshr i64 %552, 4
  %556 = xor i64 %555, %552
  %557 = and i64 %556, 240
  %558 = or i64 %557, %554
  %559 = trunc i64 %558 to i32
  %560 = or i32 %559, 12
  %561 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %560
  %562 = shl nsw i64 %441, 2
  %563 = and i64 %562, 4294967040
  %564 = add nuw nsw i64 %563, 57344
  %565 = lshr exact i64 %562, 4
  %566 = xor i64 %565, %562
  %567 = and i64 %566, 240
  %568 = or i64 %567, %564
  %569 = trunc i64 %568 to i32
  %570 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %569
  %571 = shl nsw i64 %447, 2
  %572 = and i64 %571, 4294967040
  %573 = add nuw nsw i64 %572, 57344
  %574 = lshr i64 %571, 4
  %575 = xor i64 %574, %571
  %576 = and i64 %575, 240
  %577 = or i64 %576, %573
  %578 = trunc i64 %577 to i32
  %579 = or i32 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %579
  %581 = shl nsw i64 %450, 2
  %582 = and i64 %581, 4294967040
  %583 = add nuw nsw i64 %582, 57344
  %584 = lshr i64 %581, 4
  %585 = xor i64 %584, %581
  %586 = and i64 %585, 240
  %587 = or i64 %586, %583
  %588 = trunc i64 %587 to i32
  %589 = or i32 %588, 8
  %590 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %589
  %591 = shl nsw i64 %453, 2
  %592 = and i64 %591, 4294967040
  %593 = add nuw nsw i64 %592, 57344
  %594 = lshr i64 %591, 4
  %595 = xor i64 %594, %591
  %596 = and i64 %595, 240
  %597 = or i64 %596, %593
  %598 = trunc i64 %597 to i32
  %599 = or i32 %598, 12
  %600 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %599
  %601 = shl nsw i64 %458, 2
  %602 = and i64 %601, 4294967040
  %603 = add nuw nsw i64 %602, 57344
  %604 = lshr exact i64 %601, 4
  %605 = xor i64 %604, %601
  %606 = and i64 %605, 240
  %607 = or i64 %606, %603
  %608 = trunc i64 %607 to i32
  %609 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %608
  %610 = shl nsw i64 %464, 2
  %611 = and i64 %610, 4294967040
  %612 = add nuw nsw i64 %611, 57344
  %613 = lshr i64 %610, 4
  %614 = xor i64 %613, %610
  %615 = and i64 %614, 240
  %616 = or i64 %615, %612
  %617 = trunc i64 %616 to i32
  %618 = or i32 %617, 4
  %619 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %618
  %620 = shl nsw i64 %467, 2
  %621 = and i64 %620, 4294967040
  %622 = add nuw nsw i64 %621, 57344
  %623 = lshr i64 %620, 4
  %624 = xor i64 %623, %620
  %625 = and i64 %624, 240
  %626 = or i64 %625, %622
  %627 = trunc i64 %626 to i32
  %628 = or i32 %627, 8
  %629 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %628
  %630 = shl nsw i64 %470, 2
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
  %656 = shl nuw nsw i64 %255, 5
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
  %669 = shl nuw nsw i64 %267, 5
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
  %682 = shl nuw nsw i64 %279, 5
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
  %695 = and i64 %31, -2048
  %696 = and i64 %32, 31
  %697 = or i64 %696, %695
  %698 = or i64 %697, %642
  %699 = shl nsw i64 %698, 2
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
  %711 = shl nsw i64 %710, 2
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
  %723 = shl nsw i64 %722, 2
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
  %735 = shl nsw i64 %734, 2
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
  %746 = and i64 %42, -2048
  %747 = and i64 %43, 31
  %748 = or i64 %747, %746
  %749 = or i64 %748, %642
  %750 = shl nsw i64 %749, 2
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
  %762 = shl nsw i64 %761, 2
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
  %774 = shl nsw i64 %773, 2
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
  %786 = shl nsw i64 %785, 2
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
  %797 = and i64 %53, -2048
  %798 = and i64 %54, 31
  %799 = or i64 %798, %797
  %800 = or i64 %799, %642
  %801 = shl nsw i64 %800, 2
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
  %813 = shl nsw i64 %812, 2
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
  %825 = shl nsw i64 %824, 2
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
  %837 = shl nsw i64 %836, 2
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
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %407
  %850 = trunc i64 %256 to i32
  %851 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %850
  %852 = trunc i64 %268 to i32
  %853 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %852
  %854 = trunc i64 %280 to i32
  %855 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %854
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %33
  %857 = trunc i64 %140 to i32
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %857
  %859 = trunc i64 %295 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %859
  %861 = trunc i64 %306 to i32
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %861
  %863 = trunc i64 %317 to i32
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %863
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %44
  %866 = trunc i64 %155 to i32
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %866
  %868 = trunc i64 %332 to i32
  %869 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %868
  %870 = trunc i64 %343 to i32
  %871 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %870
  %872 = trunc i64 %354 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %872
  %874 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %55
  %875 = trunc i64 %170 to i32
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %875
  %877 = trunc i64 %369 to i32
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %877
  %879 = trunc i64 %380 to i32
  %880 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %879
  %881 = trunc i64 %391 to i32
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %881
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %181
  %884 = trunc i64 %188 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %884
  %886 = or i32 %884, 1
  %887 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %886
  %888 = or i32 %884, 2
  %889 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %888
  %890 = or i32 %884, 3
  %891 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %890
  %892 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %199
  %893 = trunc i64 %206 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %893
  %895 = or i32 %893, 1
  %896 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %895
  %897 = or i32 %893, 2
  %898 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %897
  %899 = or i32 %893, 3
  %900 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %899
  %901 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %217
  %902 = trunc i64 %224 to i32
  %903 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %902
  %904 = or i32 %902, 1
  %905 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %904
  %906 = or i32 %902, 2
  %907 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %906
  %908 = or i32 %902, 3
  %909 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %908
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %235
  %911 = trunc i64 %242 to i32
  %912 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %911
  %913 = or i32 %911, 1
  %914 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %913
  %915 = or i32 %911, 2
  %916 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %915
  %917 = or i32 %911, 3
  %918 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %917
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep107 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %101
  %919 = and i64 %125, -32
  %920 = select i1 %402, i64 %919, i64 0
  %921 = shl nuw nsw i64 %403, 2
  %922 = lshr i64 %8, 3
  %923 = and i64 %8, 7
  %924 = or i64 %923, 8
  %925 = or i64 %923, 16
  %926 = or i64 %923, 24
  %927 = shl nuw nsw i64 %922, 5
  %928 = or i64 %927, %923
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %929
  %931 = or i64 %924, %927
  %932 = trunc i64 %931 to i32
  %933 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %932
  %934 = or i64 %925, %927
  %935 = trunc i64 %934 to i32
  %936 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %935
  %937 = or i64 %926, %927
  %938 = trunc i64 %937 to i32
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %938
  %940 = or i64 %927, 512
  %941 = or i64 %940, %923
  %942 = trunc i64 %941 to i32
  %943 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %942
  %944 = or i64 %940, %924
  %945 = trunc i64 %944 to i32
  %946 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %945
  %947 = or i64 %940, %925
  %948 = trunc i64 %947 to i32
  %949 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %948
  %950 = or i64 %940, %926
  %951 = trunc i64 %950 to i32
  %952 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %951
  %953 = or i64 %927, 1024
  %954 = or i64 %953, %923
  %955 = trunc i64 %954 to i32
  %956 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %955
  %957 = or i64 %953, %924
  %958 = trunc i64 %957 to i32
  %959 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %958
  %960 = or i64 %953, %925
  %961 = trunc i64 %960 to i32
  %962 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %961
  %963 = or i64 %953, %926
  %964 = trunc i64 %963 to i32
  %965 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %964
  %966 = or i64 %927, 1536
  %967 = or i64 %966, %923
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %968
  %970 = or i64 %966, %924
  %971 = trunc i64 %970 to i32
  %972 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %971
  %973 = or i64 %966, %925
  %974 = trunc i64 %973 to i32
  %975 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %974
  %976 = or i64 %966, %926
  %977 = trunc i64 %976 to i32
  %978 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %977
  %979 = lshr i32 %7, 1
  %980 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %979
  %981 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73984), i32 %7
  %982 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74240), i32 %7
  %983 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74496), i32 %7
  %984 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74752), i32 %979
  %985 = or i64 %923, 32
  %986 = or i64 %923, 40
  %987 = or i64 %923, 48
  %988 = or i64 %923, 56
  %989 = shl nuw nsw i64 %922, 6
  %990 = or i64 %989, %923
  %991 = trunc i64 %990 to i32
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %991
  %993 = or i64 %924, %989
  %994 = trunc i64 %993 to i32
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %994
  %996 = or i64 %925, %989
  %997 = trunc i64 %996 to i32
  %998 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %997
  %999 = or i64 %926, %989
  %1000 = trunc i64 %999 to i32
  %1001 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1000
  %1002 = or i64 %985, %989
  %1003 = trunc i64 %1002 to i32
  %1004 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1003
  %1005 = or i64 %986, %989
  %1006 = trunc i64 %1005 to i32
  %1007 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1006
  %1008 = or i64 %987, %989
  %1009 = trunc i64 %1008 to i32
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1009
  %1011 = or i64 %988, %989
  %1012 = trunc i64 %1011 to i32
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1012
  %1014 = or i64 %989, 1024
  %1015 = or i64 %1014, %923
  %1016 = trunc i64 %1015 to i32
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1016
  %1018 = or i64 %1014, %924
  %1019 = trunc i64 %1018 to i32
  %1020 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1019
  %1021 = or i64 %1014, %925
  %1022 = trunc i64 %1021 to i32
  %1023 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1022
  %1024 = or i64 %1014, %926
  %1025 = trunc i64 %1024 to i32
  %1026 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1025
  %1027 = or i64 %1014, %985
  %1028 = trunc i64 %1027 to i32
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1028
  %1030 = or i64 %1014, %986
  %1031 = trunc i64 %1030 to i32
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1031
  %1033 = or i64 %1014, %987
  %1034 = trunc i64 %1033 to i32
  %1035 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1034
  %1036 = or i64 %1014, %988
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1037
  %1039 = or i64 %989, 2048
  %1040 = or i64 %1039, %923
  %1041 = trunc i64 %1040 to i32
  %1042 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1041
  %1043 = or i64 %1039, %924
  %1044 = trunc i64 %1043 to i32
  %1045 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1044
  %1046 = or i64 %1039, %925
  %1047 = trunc i64 %1046 to i32
  %1048 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1047
  %1049 = or i64 %1039, %926
  %1050 = trunc i64 %1049 to i32
  %1051 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1050
  %1052 = or i64 %1039, %985
  %1053 = trunc i64 %1052 to i32
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1053
  %1055 = or i64 %1039, %986
  %1056 = trunc i64 %1055 to i32
  %1057 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1056
  %1058 = or i64 %1039, %987
  %1059 = trunc i64 %1058 to i32
  %1060 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1059
  %1061 = or i64 %1039, %988
  %1062 = trunc i64 %1061 to i32
  %1063 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1062
  %1064 = or i64 %989, 3072
  %1065 = or i64 %1064, %923
  %1066 = trunc i64 %1065 to i32
  %1067 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1066
  %1068 = or i64 %1064, %924
  %1069 = trunc i64 %1068 to i32
  %1070 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1069
  %1071 = or i64 %1064, %925
  %1072 = trunc i64 %1071 to i32
  %1073 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1072
  %1074 = or i64 %1064, %926
  %1075 = trunc i64 %1074 to i32
  %1076 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1075
  %1077 = or i64 %1064, %985
  %1078 = trunc i64 %1077 to i32
  %1079 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1078
  %1080 = or i64 %1064, %986
  %1081 = trunc i64 %1080 to i32
  %1082 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1081
  %1083 = or i64 %1064, %987
  %1084 = trunc i64 %1083 to i32
  %1085 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1084
  %1086 = or i64 %1064, %988
  %1087 = trunc i64 %1086 to i32
  %1088 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1087
  %1089 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %7
  %1090 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 74752), i32 %7
  %1091 = or i64 %921, %920
  %1092 = trunc i64 %1091 to i32
  %1093 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1092
  %1094 = or i32 %1092, 1
  %1095 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1094
  %1096 = or i32 %1092, 2
  %1097 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1096
  %1098 = or i32 %1092, 3
  %1099 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1098
  %1100 = or i64 %921, %920
  %1101 = trunc i64 %1100 to i32
  %1102 = or i32 %1101, 8
  %1103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1102
  %1104 = or i32 %1101, 9
  %1105 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1104
  %1106 = or i32 %1101, 10
  %1107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1106
  %1108 = or i32 %1101, 11
  %1109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1108
  %1110 = or i64 %921, %920
  %1111 = trunc i64 %1110 to i32
  %1112 = or i32 %1111, 16
  %1113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1112
  %1114 = or i32 %1111, 17
  %1115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1114
  %1116 = or i32 %1111, 18
  %1117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1116
  %1118 = or i32 %1111, 19
  %1119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1118
  %1120 = or i64 %921, %920
  %1121 = trunc i64 %1120 to i32
  %1122 = or i32 %1121, 24
  %1123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1122
  %1124 = or i32 %1121, 25
  %1125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1124
  %1126 = or i32 %1121, 26
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1126
  %1128 = or i32 %1121, 27
  %1129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), i32 %1128
  %1130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1092
  %1131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1094
  %1132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1096
  %1133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1098
  %1134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1102
  %1135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1104
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1106
  %1137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1108
  %1138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1112
  %1139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1114
  %1140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1116
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1118
  %1142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1122
  %1143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1124
  %1144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1126
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1128
  br label %1146

1146: ; preds = %.lr.ph, %1684
  %1147 = phi float [ %102, %.lr.ph ], [ %1248, %1684 ]
  %1148 = phi float [ %103, %.lr.ph ], [ %1249, %1684 ]
  %1149 = phi float [ %104, %.lr.ph ], [ %1250, %1684 ]
  %1150 = phi float [ %105, %.lr.ph ], [ %1251, %1684 ]
  %1151 = phi float [ %117, %.lr.ph ], [ %1263, %1684 ]
  %1152 = phi float [ %116, %.lr.ph ], [ %1262, %1684 ]
  %1153 = phi float [ %115, %.lr.ph ], [ %1261, %1684 ]
  %1154 = phi float [ %114, %.lr.ph ], [ %1260, %1684 ]
  %1155 = phi float [ %106, %.lr.ph ], [ %1252, %1684 ]
  %1156 = phi float [ %107, %.lr.ph ], [ %1253, %1684 ]
  %1157 = phi float [ %108, %.lr.ph ], [ %1254, %1684 ]
  %1158 = phi float [ %109, %.lr.ph ], [ %1255, %1684 ]
  %1159 = phi float [ %113, %.lr.ph ], [ %1259, %1684 ]
  %1160 = phi float [ %112, %.lr.ph ], [ %1258, %1684 ]
  %1161 = phi float [ %111, %.lr.ph ], [ %1257, %1684 ]
  %1162 = phi float [ %110, %.lr.ph ], [ %1256, %1684 ]
  %1163 = phi float [ 0.000000e+00, %.lr.ph ], [ %1712, %1684 ]
  %1164 = phi float [ 0.000000e+00, %.lr.ph ], [ %1711, %1684 ]
  %1165 = phi float [ 0.000000e+00, %.lr.ph ], [ %1710, %1684 ]
  %1166 = phi float [ 0.000000e+00, %.lr.ph ], [ %1709, %1684 ]
  %1167 = phi float [ 0.000000e+00, %.lr.ph ], [ %1708, %1684 ]
  %1168 = phi float [ 0.000000e+00, %.lr.ph ], [ %1707, %1684 ]
  %1169 = phi float [ 0.000000e+00, %.lr.ph ], [ %1706, %1684 ]
  %1170 = phi float [ 0.000000e+00, %.lr.ph ], [ %1705, %1684 ]
  %1171 = phi float [ 0.000000e+00, %.lr.ph ], [ %1704, %1684 ]
  %1172 = phi float [ 0.000000e+00, %.lr.ph ], [ %1703, %1684 ]
  %1173 = phi float [ 0.000000e+00, %.lr.ph ], [ %1702, %1684 ]
  %1174 = phi float [ 0.000000e+00, %.lr.ph ], [ %1701, %1684 ]
  %1175 = phi float [ 0.000000e+00, %.lr.ph ], [ %1700, %1684 ]
  %1176 = phi float [ 0.000000e+00, %.lr.ph ], [ %1699, %1684 ]
  %1177 = phi float [ 0.000000e+00, %.lr.ph ], [ %1698, %1684 ]
  %1178 = phi float [ 0.000000e+00, %.lr.ph ], [ %1697, %1684 ]
  %1179 = phi float [ 0.000000e+00, %.lr.ph ], [ %1696, %1684 ]
  %1180 = phi float [ 0.000000e+00, %.lr.ph ], [ %1695, %1684 ]
  %1181 = phi float [ 0.000000e+00, %.lr.ph ], [ %1694, %1684 ]
  %1182 = phi float [ 0.000000e+00, %.lr.ph ], [ %1693, %1684 ]
  %1183 = phi float [ 0.000000e+00, %.lr.ph ], [ %1692, %1684 ]
  %1184 = phi float [ 0.000000e+00, %.lr.ph ], [ %1691, %1684 ]
  %1185 = phi float [ 0.000000e+00, %.lr.ph ], [ %1690, %1684 ]
  %1186 = phi float [ 0.000000e+00, %.lr.ph ], [ %1689, %1684 ]
  %1187 = phi float [ 0.000000e+00, %.lr.ph ], [ %1688, %1684 ]
  %1188 = phi float [ 0.000000e+00, %.lr.ph ], [ %1687, %1684 ]
  %1189 = phi float [ 0.000000e+00, %.lr.ph ], [ %1686, %1684 ]
  %1190 = phi float [ 0.000000e+00, %.lr.ph ], [ %1685, %1684 ]
  %1191 = phi float [ 0.000000e+00, %.lr.ph ], [ %1665, %1684 ]
  %1192 = phi float [ 0.000000e+00, %.lr.ph ], [ %1664, %1684 ]
  %1193 = phi float [ 0.000000e+00, %.lr.ph ], [ %1663, %1684 ]
  %1194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1662, %1684 ]
  %1195 = phi i32 [ 0, %.lr.ph ], [ %1200, %1684 ]
  %1196 = phi <4 x float> [ %118, %.lr.ph ], [ %1264, %1684 ]
  %1197 = phi <4 x float> [ %30, %.lr.ph ], [ %1265, %1684 ]
  %1198 = phi <4 x float> [ %41, %.lr.ph ], [ %1266, %1684 ]
  %1199 = phi <4 x float> [ %52, %.lr.ph ], [ %1267, %1684 ]
  %1200 = add i32 %1195, 32
  %1201 = icmp slt i32 %1200, %5
  br i1 %1201, label %1202, label %1247

1202: ; preds = %1146
  %1203 = add i32 %1200, %22
  %1204 = shl i32 %1203, 6
  %1205 = sext i32 %1204 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1205
  %1206 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %1207 = add i32 %1200, %33
  %1208 = shl i32 %1207, 6
  %1209 = sext i32 %1208 to i64
  %gep102 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1209
  %1210 = load <4 x float>, ptr addrspace(1) %gep102, align 16
  %1211 = add i32 %1200, %44
  %1212 = shl i32 %1211, 6
  %1213 = sext i32 %1212 to i64
  %gep104 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1213
  %1214 = load <4 x float>, ptr addrspace(1) %gep104, align 16
  %1215 = add i32 %1200, %55
  %1216 = shl i32 %1215, 6
  %1217 = sext i32 %1216 to i64
  %gep106 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %1217
  %1218 = load float, ptr addrspace(1) %gep106, align 16
  %1219 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 4
  %1220 = load float, ptr addrspace(1) %1219, align 4
  %1221 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 8
  %1222 = load float, ptr addrspace(1) %1221, align 8
  %1223 = getelementptr inbounds i8, ptr addrspace(1) %gep106, i64 12
  %1224 = load float, ptr addrspace(1) %1223, align 4
  %gep108 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1205
  %1225 = load float, ptr addrspace(1) %gep108, align 16
  %1226 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 4
  %1227 = load float, ptr addrspace(1) %1226, align 4
  %1228 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 8
  %1229 = load float, ptr addrspace(1) %1228, align 8
  %1230 = getelementptr inbounds i8, ptr addrspace(1) %gep108, i64 12
  %1231 = load float, ptr addrspace(1) %1230, align 4
  %gep110 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1209
  %1232 = load float, ptr addrspace(1) %gep110, align 16
  %1233 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 4
  %1234 = load float, ptr addrspace(1) %1233, align 4
  %1235 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 8
  %1236 = load float, ptr addrspace(1) %1235, align 8
  %1237 = getelementptr inbounds i8, ptr addrspace(1) %gep110, i64 12
  %1238 = load float, ptr addrspace(1) %1237, align 4
  %gep112 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1213
  %1239 = load float, ptr addrspace(1) %gep112, align 16
  %1240 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 4
  %1241 = load float, ptr addrspace(1) %1240, align 4
  %1242 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 8
  %1243 = load float, ptr addrspace(1) %1242, align 8
  %1244 = getelementptr inbounds i8, ptr addrspace(1) %gep112, i64 12
  %1245 = load float, ptr addrspace(1) %1244, align 4
  %gep114 = getelementptr float, ptr addrspace(1) %invariant.gep107, i64 %1217
  %1246 = load <4 x float>, ptr addrspace(1) %gep114, align 16
  br label %1247

1247: ; preds = %1146, %1202
  %1248 = phi float [ %1245, %1202 ], [ 0.000000e+00, %1146 ]
  %1249 = phi float [ %1243, %1202 ], [ 0.000000e+00, %1146 ]
  %1250 = phi float [ %1241, %1202 ], [ 0.000000e+00, %1146 ]
  %1251 = phi float [ %1239, %1202 ], [ 0.000000e+00, %1146 ]
  %1252 = phi float [ %1231, %1202 ], [ 0.000000e+00, %1146 ]
  %1253 = phi float [ %1229, %1202 ], [ 0.000000e+00, %1146 ]
  %1254 = phi float [ %1227, %1202 ], [ 0.000000e+00, %1146 ]
  %1255 = phi float [ %1225, %1202 ], [ 0.000000e+00, %1146 ]
  %1256 = phi float [ %1218, %1202 ], [ 0.000000e+00, %1146 ]
  %1257 = phi float [ %1220, %1202 ], [ 0.000000e+00, %1146 ]
  %1258 = phi float [ %1222, %1202 ], [ 0.000000e+00, %1146 ]
  %1259 = phi float [ %1224, %1202 ], [ 0.000000e+00, %1146 ]
  %1260 = phi float [ %1232, %1202 ], [ 0.000000e+00, %1146 ]
  %1261 = phi float [ %1234, %1202 ], [ 0.000000e+00, %1146 ]
  %1262 = phi float [ %1236, %1202 ], [ 0.000000e+00, %1146 ]
  %1263 = phi float [ %1238, %1202 ], [ 0.000000e+00, %1146 ]
  %1264 = phi <4 x float> [ %1246, %1202 ], [ zeroinitializer, %1146 ]
  %1265 = phi <4 x float> [ %1206, %1202 ], [ zeroinitializer, %1146 ]
  %1266 = phi <4 x float> [ %1210, %1202 ], [ zeroinitializer, %1146 ]
  %1267 = phi <4 x float> [ %1214, %1202 ], [ zeroinitializer, %1146 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %133, ptr addrspace(1) %123, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %148, ptr addrspace(1) %138, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %163, ptr addrspace(1) %153, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %178, ptr addrspace(1) %168, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %196, ptr addrspace(1) %186, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %214, ptr addrspace(1) %204, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %232, ptr addrspace(1) %222, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %250, ptr addrspace(1) %240, i32 16, i32 0)
  %1268 = extractelement <4 x float> %1197, i64 0
  store float %1268, ptr addrspace(3) %254, align 16
  %1269 = extractelement <4 x float> %1197, i64 1
  store float %1269, ptr addrspace(3) %266, align 4
  %1270 = extractelement <4 x float> %1197, i64 2
  store float %1270, ptr addrspace(3) %278, align 8
  %1271 = extractelement <4 x float> %1197, i64 3
  store float %1271, ptr addrspace(3) %290, align 4
  %1272 = extractelement <4 x float> %1198, i64 0
  store float %1272, ptr addrspace(3) %294, align 16
  %1273 = extractelement <4 x float> %1198, i64 1
  store float %1273, ptr addrspace(3) %305, align 4
  %1274 = extractelement <4 x float> %1198, i64 2
  store float %1274, ptr addrspace(3) %316, align 8
  %1275 = extractelement <4 x float> %1198, i64 3
  store float %1275, ptr addrspace(3) %327, align 4
  %1276 = extractelement <4 x float> %1199, i64 0
  store float %1276, ptr addrspace(3) %331, align 16
  %1277 = extractelement <4 x float> %1199, i64 1
  store float %1277, ptr addrspace(3) %342, align 4
  %1278 = extractelement <4 x float> %1199, i64 2
  store float %1278, ptr addrspace(3) %353, align 8
  %1279 = extractelement <4 x float> %1199, i64 3
  store float %1279, ptr addrspace(3) %364, align 4
  store float %1162, ptr addrspace(3) %368, align 16
  store float %1161, ptr addrspace(3) %379, align 4
  store float %1160, ptr addrspace(3) %390, align 8
  store float %1159, ptr addrspace(3) %401, align 4
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %402, label %.preheader.preheader, label %1306

.preheader.preheader: ; preds = %1247
  %1280 = load float, ptr addrspace(3) @global_smem, align 4096
  %1281 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1280, i32 256, i32 1, i32 3)
  %1282 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), align 4096
  %1283 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1282, i32 256, i32 1, i32 3)
  %1284 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1281, i32 %1283, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  %1285 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 128), align 128
  %1286 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1285, i32 256, i32 1, i32 3)
  %1287 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32896), align 128
  %1288 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1287, i32 256, i32 1, i32 3)
  %1289 = tail call <16 x i32> @llvm.musa.sqmma.tfmma.m64n32k32.mma(i32 %1286, i32 %1288, <16 x i32> %1284, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1289 to <16 x float>
  %1290 = extractelement <16 x float> %bc, i64 0
  store float %1290, ptr addrspace(3) %930, align 4
  %1291 = extractelement <16 x float> %bc, i64 1
  store float %1291, ptr addrspace(3) %933, align 4
  %1292 = extractelement <16 x float> %bc, i64 2
  store float %1292, ptr addrspace(3) %936, align 4
  %1293 = extractelement <16 x float> %bc, i64 3
  store float %1293, ptr addrspace(3) %939, align 4
  %1294 = extractelement <16 x float> %bc, i64 4
  store float %1294, ptr addrspace(3) %943, align 4
  %1295 = extractelement <16 x float> %bc, i64 5
  store float %1295, ptr addrspace(3) %946, align 4
  %1296 = extractelement <16 x float> %bc, i64 6
  store float %1296, ptr addrspace(3) %949, align 4
  %1297 = extractelement <16 x float> %bc, i64 7
  store float %1297, ptr addrspace(3) %952, align 4
  %1298 = extractelement <16 x float> %bc, i64 8
  store float %1298, ptr addrspace(3) %956, align 4
  %1299 = extractelement <16 x float> %bc, i64 9
  store float %1299, ptr addrspace(3) %959, align 4
  %1300 = extractelement <16 x float> %bc, i64 10
  store float %1300, ptr addrspace(3) %962, align 4
  %1301 = extractelement <16 x float> %bc, i64 11
  store float %1301, ptr addrspace(3) %965, align 4
  %1302 = extractelement <16 x float> %bc, i64 12
  store float %1302, ptr addrspace(3) %969, align 4
  %1303 = extractelement <16 x float> %bc, i64 13
  store float %1303, ptr addrspace(3) %972, align 4
  %1304 = extractelement <16 x float> %bc, i64 14
  store float %1304, ptr addrspace(3) %975, align 4
  %1305 = extractelement <16 x float> %bc, i64 15
  store float %1305, ptr addrspace(3) %978, align 4
  br label %1306

1306: ; preds = %.preheader.preheader, %1247
  tail call void @llvm.musa.syncthreads.lm()
  %1307 = load float, ptr addrspace(3) %1093, align 16
  %1308 = fmul contract float %1307, %4
  %1309 = tail call float @llvm.maxnum.f32(float %1308, float 0xFFF0000000000000)
  %1310 = load float, ptr addrspace(3) %1095, align 4
  %1311 = fmul contract float %1310, %4
  %1312 = tail call float @llvm.maxnum.f32(float %1309, float %1311)
  %1313 = load float, ptr addrspace(3) %1097, align 8
  %1314 = fmul contract float %1313, %4
  %1315 = tail call float @llvm.maxnum.f32(float %1312, float %1314)
  %1316 = load float, ptr addrspace(3) %1099, align 4
  %1317 = fmul contract float %1316, %4
  %1318 = tail call float @llvm.maxnum.f32(float %1315, float %1317)
  %1319 = load float, ptr addrspace(3) %1103, align 16
  %1320 = fmul contract float %1319, %4
  %1321 = tail call float @llvm.maxnum.f32(float %1318, float %1320)
  %1322 = load float, ptr addrspace(3) %1105, align 4
  %1323 = fmul contract float %1322, %4
  %1324 = tail call float @llvm.maxnum.f32(float %1321, float %1323)
  %1325 = load float, ptr addrspace(3) %1107, align 8
  %1326 = fmul contract float %1325, %4
  %1327 = tail call float @llvm.maxnum.f32(float %1324, float %1326)
  %1328 = load float, ptr addrspace(3) %1109, align 4
  %1329 = fmul contract float %1328, %4
  %1330 = tail call float @llvm.maxnum.f32(float %1327, float %1329)
  %1331 = load float, ptr addrspace(3) %1113, align 16
  %1332 = fmul contract float %1331, %4
  %1333 = tail call float @llvm.maxnum.f32(float %1330, float %1332)
  %1334 = load float, ptr addrspace(3) %1115, align 4
  %1335 = fmul contract float %1334, %4
  %1336 = tail call float @llvm.maxnum.f32(float %1333, float %1335)
  %1337 = load float, ptr addrspace(3) %1117, align 8
  %1338 = fmul contract float %1337, %4
  %1339 = tail call float @llvm.maxnum.f32(float %1336, float %1338)
  %1340 = load float, ptr addrspace(3) %1119, align 4
  %1341 = fmul contract float %1340, %4
  %1342 = tail call float @llvm.maxnum.f32(float %1339, float %1341)
  %1343 = load float, ptr addrspace(3) %1123, align 16
  %1344 = fmul contract float %1343, %4
  %1345 = tail call float @llvm.maxnum.f32(float %1342, float %1344)
  %1346 = load float, ptr addrspace(3) %1125, align 4
  %1347 = fmul contract float %1346, %4
  %1348 = tail call float @llvm.maxnum.f32(float %1345, float %1347)
  %1349 = load float, ptr addrspace(3) %1127, align 8
  %1350 = fmul contract float %1349, %4
  %1351 = tail call float @llvm.maxnum.f32(float %1348, float %1350)
  %1352 = load float, ptr addrspace(3) %1129, align 4
  %1353 = fmul contract float %1352, %4
  %1354 = tail call float @llvm.maxnum.f32(float %1351, float %1353)
  %1355 = bitcast float %1354 to i32
  %1356 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1355, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %405, label %1357, label %1360

1357: ; preds = %1306
  %1358 = bitcast i32 %1356 to float
  %1359 = tail call float @llvm.maxnum.f32(float %1354, float %1358)
  store float %1359, ptr addrspace(3) %980, align 4
  br label %1360

1360: ; preds = %1357, %1306
  tail call void @llvm.musa.syncthreads.lm()
  %1361 = load float, ptr addrspace(3) %408, align 16
  %1362 = fmul contract float %1361, %4
  %1363 = load float, ptr addrspace(3) %410, align 4
  %1364 = load float, ptr addrspace(3) %411, align 4
  %1365 = tail call float @llvm.maxnum.f32(float %1363, float %1364)
  %1366 = fsub contract float %1362, %1365
  %1367 = fmul float %1366, 0x3FF7154760000000
  %1368 = tail call float @llvm.exp2.f32(float %1367)
  %1369 = load float, ptr addrspace(3) %414, align 4
  %1370 = fmul contract float %1369, %4
  %1371 = fsub contract float %1370, %1365
  %1372 = fmul float %1371, 0x3FF7154760000000
  %1373 = tail call float @llvm.exp2.f32(float %1372)
  %1374 = load float, ptr addrspace(3) %417, align 8
  %1375 = fmul contract float %1374, %4
  %1376 = fsub contract float %1375, %1365
  %1377 = fmul float %1376, 0x3FF7154760000000
  %1378 = tail call float @llvm.exp2.f32(float %1377)
  %1379 = load float, ptr addrspace(3) %420, align 4
  %1380 = fmul contract float %1379, %4
  %1381 = fsub contract float %1380, %1365
  %1382 = fmul float %1381, 0x3FF7154760000000
  %1383 = tail call float @llvm.exp2.f32(float %1382)
  %1384 = load float, ptr addrspace(3) %426, align 16
  %1385 = fmul contract float %1384, %4
  %1386 = load float, ptr addrspace(3) %428, align 4
  %1387 = load float, ptr addrspace(3) %429, align 4
  %1388 = tail call float @llvm.maxnum.f32(float %1386, float %1387)
  %1389 = fsub contract float %1385, %1388
  %1390 = fmul float %1389, 0x3FF7154760000000
  %1391 = tail call float @llvm.exp2.f32(float %1390)
  %1392 = load float, ptr addrspace(3) %432, align 4
  %1393 = fmul contract float %1392, %4
  %1394 = fsub contract float %1393, %1388
  %1395 = fmul float %1394, 0x3FF7154760000000
  %1396 = tail call float @llvm.exp2.f32(float %1395)
  %1397 = load float, ptr addrspace(3) %435, align 8
  %1398 = fmul contract float %1397, %4
  %1399 = fsub contract float %1398, %1388
  %1400 = fmul float %1399, 0x3FF7154760000000
  %1401 = tail call float @llvm.exp2.f32(float %1400)
  %1402 = load float, ptr addrspace(3) %438, align 4
  %1403 = fmul contract float %1402, %4
  %1404 = fsub contract float %1403, %1388
  %1405 = fmul float %1404, 0x3FF7154760000000
  %1406 = tail call float @llvm.exp2.f32(float %1405)
  %1407 = load float, ptr addrspace(3) %443, align 16
  %1408 = fmul contract float %1407, %4
  %1409 = load float, ptr addrspace(3) %445, align 4
  %1410 = load float, ptr addrspace(3) %446, align 4
  %1411 = tail call float @llvm.maxnum.f32(float %1409, float %1410)
  %1412 = fsub contract float %1408, %1411
  %1413 = fmul float %1412, 0x3FF7154760000000
  %1414 = tail call float @llvm.exp2.f32(float %1413)
  %1415 = load float, ptr addrspace(3) %449, align 4
  %1416 = fmul contract float %1415, %4
  %1417 = fsub contract float %1416, %1411
  %1418 = fmul float %1417, 0x3FF7154760000000
  %1419 = tail call float @llvm.exp2.f32(float %1418)
  %1420 = load float, ptr addrspace(3) %452, align 8
  %1421 = fmul contract float %1420, %4
  %1422 = fsub contract float %1421, %1411
  %1423 = fmul float %1422, 0x3FF7154760000000
  %1424 = tail call float @llvm.exp2.f32(float %1423)
  %1425 = load float, ptr addrspace(3) %455, align 4
  %1426 = fmul contract float %1425, %4
  %1427 = fsub contract float %1426, %1411
  %1428 = fmul float %1427, 0x3FF7154760000000
  %1429 = tail call float @llvm.exp2.f32(float %1428)
  %1430 = load float, ptr addrspace(3) %460, align 16
  %1431 = fmul contract float %1430, %4
  %1432 = load float, ptr addrspace(3) %462, align 4
  %1433 = load float, ptr addrspace(3) %463, align 4
  %1434 = tail call float @llvm.maxnum.f32(float %1432, float %1433)
  %1435 = fsub contract float %1431, %1434
  %1436 = fmul float %1435, 0x3FF7154760000000
  %1437 = tail call float @llvm.exp2.f32(float %1436)
  %1438 = load float, ptr addrspace(3) %466, align 4
  %1439 = fmul contract float %1438, %4
  %1440 = fsub contract float %1439, %1434
  %1441 = fmul float %1440, 0x3FF7154760000000
  %1442 = tail call float @llvm.exp2.f32(float %1441)
  %1443 = load float, ptr addrspace(3) %469, align 8
  %1444 = fmul contract float %1443, %4
  %1445 = fsub contract float %1444, %1434
  %1446 = fmul float %1445, 0x3FF7154760000000
  %1447 = tail call float @llvm.exp2.f32(float %1446)
  %1448 = load float, ptr addrspace(3) %472, align 4
  %1449 = fmul contract float %1448, %4
  %1450 = fsub contract float %1449, %1434
  %1451 = fmul float %1450, 0x3FF7154760000000
  %1452 = tail call float @llvm.exp2.f32(float %1451)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1368, ptr addrspace(3) %473, align 16
  store float %1373, ptr addrspace(3) %474, align 4
  store float %1378, ptr addrspace(3) %475, align 8
  store float %1383, ptr addrspace(3) %476, align 4
  store float %1391, ptr addrspace(3) %477, align 16
  store float %1396, ptr addrspace(3) %478, align 4
  store float %1401, ptr addrspace(3) %479, align 8
  store float %1406, ptr addrspace(3) %480, align 4
  store float %1414, ptr addrspace(3) %481, align 16
  store float %1419, ptr addrspace(3) %482, align 4
  store float %1424, ptr addrspace(3) %483, align 8
  store float %1429, ptr addrspace(3) %484, align 4
  store float %1437, ptr addrspace(3) %485, align 16
  store float %1442, ptr addrspace(3) %486, align 4
  store float %1447, ptr addrspace(3) %487, align 8
  store float %1452, ptr addrspace(3) %488, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1453, label %1460

1453: ; preds = %1360
  %1454 = load float, ptr addrspace(3) %981, align 4
  %1455 = load float, ptr addrspace(3) %982, align 4
  %1456 = tail call float @llvm.maxnum.f32(float %1454, float %1455)
  %1457 = fsub contract float %1454, %1456
  %1458 = fmul float %1457, 0x3FF7154760000000
  %1459 = tail call float @llvm.exp2.f32(float %1458)
  store float %1459, ptr addrspace(3) %983, align 4
  br label %1460

1460: ; preds = %1453, %1360
  tail call void @llvm.musa.syncthreads.lm()
  %1461 = load float, ptr addrspace(3) %1130, align 16
  %1462 = fadd reassoc float %1461, 0.000000e+00
  %1463 = load float, ptr addrspace(3) %1131, align 4
  %1464 = fadd reassoc float %1462, %1463
  %1465 = load float, ptr addrspace(3) %1132, align 8
  %1466 = fadd reassoc float %1464, %1465
  %1467 = load float, ptr addrspace(3) %1133, align 4
  %1468 = fadd reassoc float %1466, %1467
  %1469 = load float, ptr addrspace(3) %1134, align 16
  %1470 = fadd reassoc float %1468, %1469
  %1471 = load float, ptr addrspace(3) %1135, align 4
  %1472 = fadd reassoc float %1470, %1471
  %1473 = load float, ptr addrspace(3) %1136, align 8
  %1474 = fadd reassoc float %1472, %1473
  %1475 = load float, ptr addrspace(3) %1137, align 4
  %1476 = fadd reassoc float %1474, %1475
  %1477 = load float, ptr addrspace(3) %1138, align 16
  %1478 = fadd reassoc float %1476, %1477
  %1479 = load float, ptr addrspace(3) %1139, align 4
  %1480 = fadd reassoc float %1478, %1479
  %1481 = load float, ptr addrspace(3) %1140, align 8
  %1482 = fadd reassoc float %1480, %1481
  %1483 = load float, ptr addrspace(3) %1141, align 4
  %1484 = fadd reassoc float %1482, %1483
  %1485 = load float, ptr addrspace(3) %1142, align 16
  %1486 = fadd reassoc float %1484, %1485
  %1487 = load float, ptr addrspace(3) %1143, align 4
  %1488 = fadd reassoc float %1486, %1487
  %1489 = load float, ptr addrspace(3) %1144, align 8
  %1490 = fadd reassoc float %1488, %1489
  %1491 = load float, ptr addrspace(3) %1145, align 4
  %1492 = fadd reassoc float %1490, %1491
  %1493 = bitcast float %1492 to i32
  %1494 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1493, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %405, label %1495, label %1498

1495: ; preds = %1460
  %1496 = bitcast i32 %1494 to float
  %1497 = fadd reassoc float %1492, %1496
  store float %1497, ptr addrspace(3) %984, align 4
  br label %1498

1498: ; preds = %1495, %1460
  tail call void @llvm.musa.syncthreads.lm()
  %1499 = load float, ptr addrspace(3) %473, align 16
  %1500 = load float, ptr addrspace(3) %474, align 4
  %1501 = load float, ptr addrspace(3) %475, align 8
  %1502 = load float, ptr addrspace(3) %476, align 4
  store float %1499, ptr addrspace(3) %492, align 16
  store float %1500, ptr addrspace(3) %502, align 4
  store float %1501, ptr addrspace(3) %512, align 8
  store float %1502, ptr addrspace(3) %522, align 4
  %1503 = load float, ptr addrspace(3) %477, align 16
  %1504 = load float, ptr addrspace(3) %478, align 4
  %1505 = load float, ptr addrspace(3) %479, align 8
  %1506 = load float, ptr addrspace(3) %480, align 4
  store float %1503, ptr addrspace(3) %531, align 16
  store float %1504, ptr addrspace(3) %541, align 4
  store float %1505, ptr addrspace(3) %551, align 8
  store float %1506, ptr addrspace(3) %561, align 4
  %1507 = load float, ptr addrspace(3) %481, align 16
  %1508 = load float, ptr addrspace(3) %482, align 4
  %1509 = load float, ptr addrspace(3) %483, align 8
  %1510 = load float, ptr addrspace(3) %484, align 4
  store float %1507, ptr addrspace(3) %570, align 16
  store float %1508, ptr addrspace(3) %580, align 4
  store float %1509, ptr addrspace(3) %590, align 8
  store float %1510, ptr addrspace(3) %600, align 4
  %1511 = load float, ptr addrspace(3) %485, align 16
  %1512 = load float, ptr addrspace(3) %486, align 4
  %1513 = load float, ptr addrspace(3) %487, align 8
  %1514 = load float, ptr addrspace(3) %488, align 4
  store float %1511, ptr addrspace(3) %609, align 16
  store float %1512, ptr addrspace(3) %619, align 4
  store float %1513, ptr addrspace(3) %629, align 8
  store float %1514, ptr addrspace(3) %639, align 4
  store float %1158, ptr addrspace(3) %655, align 4
  store float %1157, ptr addrspace(3) %668, align 4
  store float %1156, ptr addrspace(3) %681, align 4
  store float %1155, ptr addrspace(3) %694, align 4
  store float %1154, ptr addrspace(3) %709, align 4
  store float %1153, ptr addrspace(3) %721, align 4
  store float %1152, ptr addrspace(3) %733, align 4
  store float %1151, ptr addrspace(3) %745, align 4
  store float %1150, ptr addrspace(3) %760, align 4
  store float %1149, ptr addrspace(3) %772, align 4
  store float %1148, ptr addrspace(3) %784, align 4
  store float %1147, ptr addrspace(3) %796, align 4
  %1515 = extractelement <4 x float> %1196, i64 0
  store float %1515, ptr addrspace(3) %811, align 4
  %1516 = extractelement <4 x float> %1196, i64 1
  store float %1516, ptr addrspace(3) %823, align 4
  %1517 = extractelement <4 x float> %1196, i64 2
  store float %1517, ptr addrspace(3) %835, align 4
  %1518 = extractelement <4 x float> %1196, i64 3
  store float %1518, ptr addrspace(3) %847, align 4
  %1519 = load float, ptr addrspace(3) %848, align 4
  %1520 = fmul contract float %1194, %1519
  store float %1520, ptr addrspace(3) %849, align 16
  %1521 = fmul contract float %1193, %1519
  store float %1521, ptr addrspace(3) %851, align 4
  %1522 = fmul contract float %1192, %1519
  store float %1522, ptr addrspace(3) %853, align 8
  %1523 = fmul contract float %1191, %1519
  store float %1523, ptr addrspace(3) %855, align 4
  %1524 = load float, ptr addrspace(3) %856, align 4
  %1525 = fmul contract float %1190, %1524
  store float %1525, ptr addrspace(3) %858, align 16
  %1526 = fmul contract float %1189, %1524
  store float %1526, ptr addrspace(3) %860, align 4
  %1527 = fmul contract float %1188, %1524
  store float %1527, ptr addrspace(3) %862, align 8
  %1528 = fmul contract float %1187, %1524
  store float %1528, ptr addrspace(3) %864, align 4
  %1529 = load float, ptr addrspace(3) %865, align 4
  %1530 = fmul contract float %1186, %1529
  store float %1530, ptr addrspace(3) %867, align 16
  %1531 = fmul contract float %1185, %1529
  store float %1531, ptr addrspace(3) %869, align 4
  %1532 = fmul contract float %1184, %1529
  store float %1532, ptr addrspace(3) %871, align 8
  %1533 = fmul contract float %1183, %1529
  store float %1533, ptr addrspace(3) %873, align 4
  %1534 = load float, ptr addrspace(3) %874, align 4
  %1535 = fmul contract float %1182, %1534
  store float %1535, ptr addrspace(3) %876, align 16
  %1536 = fmul contract float %1181, %1534
  store float %1536, ptr addrspace(3) %878, align 4
  %1537 = fmul contract float %1180, %1534
  store float %1537, ptr addrspace(3) %880, align 8
  %1538 = fmul contract float %1179, %1534
  store float %1538, ptr addrspace(3) %882, align 4
  %1539 = load float, ptr addrspace(3) %883, align 4
  %1540 = fmul contract float %1178, %1539
  store float %1540, ptr addrspace(3) %885, align 16
  %1541 = fmul contract float %1177, %1539
  store float %1541, ptr addrspace(3) %887, align 4
  %1542 = fmul contract float %1176, %1539
  store float %1542, ptr addrspace(3) %889, align 8
  %1543 = fmul contract float %1175, %1539
  store float %1543, ptr addrspace(3) %891, align 4
  %1544 = load float, ptr addrspace(3) %892, align 4
  %1545 = fmul contract float %1174, %1544
  store float %1545, ptr addrspace(3) %894, align 16
  %1546 = fmul contract float %1173, %1544
  store float %1546, ptr addrspace(3) %896, align 4
  %1547 = fmul contract float %1172, %1544
  store float %1547, ptr addrspace(3) %898, align 8
  %1548 = fmul contract float %1171, %1544
  store float %1548, ptr addrspace(3) %900, align 4
  %1549 = load float, ptr addrspace(3) %901, align 4
  %1550 = fmul contract float %1170, %1549
  store float %1550, ptr addrspace(3) %903, align 16
  %1551 = fmul contract float %1169, %1549
  store float %1551, ptr addrspace(3) %905, align 4
  %1552 = fmul contract float %1168, %1549
  store float %1552, ptr addrspace(3) %907, align 8
  %1553 = fmul contract float %1167, %1549
  store float %1553, ptr addrspace(3) %909, align 4
  %1554 = load float, ptr addrspace(3) %910, align 4
  %1555 = fmul contract float %1166, %1554
  store float %1555, ptr addrspace(3) %912, align 16
  %1556 = fmul contract float %1165, %1554
  store float %1556, ptr addrspace(3) %914, align 4
  %1557 = fmul contract float %1164, %1554
  store float %1557, ptr addrspace(3) %916, align 8
  %1558 = fmul contract float %1163, %1554
  store float %1558, ptr addrspace(3) %918, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %402, label %1559, label %1661

1559: ; preds = %1498
  %1560 = load i32, ptr addrspace(3) %992, align 4
  %1561 = load i32, ptr addrspace(3) %995, align 4
  %1562 = load i32, ptr addrspace(3) %998, align 4
  %1563 = load i32, ptr addrspace(3) %1001, align 4
  %1564 = load i32, ptr addrspace(3) %1004, align 4
  %1565 = load i32, ptr addrspace(3) %1007, align 4
  %1566 = load i32, ptr addrspace(3) %1010, align 4
  %1567 = load i32, ptr addrspace(3) %1013, align 4
  %1568 = load i32, ptr addrspace(3) %1017, align 4
  %1569 = load i32, ptr addrspace(3) %1020, align 4
  %1570 = load i32, ptr addrspace(3) %1023, align 4
  %1571 = load i32, ptr addrspace(3) %1026, align 4
  %1572 = load i32, ptr addrspace(3) %1029, align 4
  %1573 = load i32, ptr addrspace(3) %1032, align 4
  %1574 = load i32, ptr addrspace(3) %1035, align 4
  %1575 = load i32, ptr addrspace(3) %1038, align 4
  %1576 = load i32, ptr addrspace(3) %1042, align 4
  %1577 = load i32, ptr addrspace(3) %1045, align 4
  %1578 = load i32, ptr addrspace(3) %1048, align 4
  %1579 = load i32, ptr addrspace(3) %1051, align 4
  %1580 = load i32, ptr addrspace(3) %1054, align 4
  %1581 = load i32, ptr addrspace(3) %1057, align 4
  %1582 = load i32, ptr addrspace(3) %1060, align 4
  %1583 = load i32, ptr addrspace(3) %1063, align 4
  %1584 = load i32, ptr addrspace(3) %1067, align 4
  %1585 = load i32, ptr addrspace(3) %1070, align 4
  %1586 = load i32, ptr addrspace(3) %1073, align 4
  %1587 = load i32, ptr addrspace(3) %1076, align 4
  %1588 = load i32, ptr addrspace(3) %1079, align 4
  %1589 = load i32, ptr addrspace(3) %1082, align 4
  %1590 = load i32, ptr addrspace(3) %1085, align 4
  %1591 = load i32, ptr addrspace(3) %1088, align 4
  %1592 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1560, i64 0
  %1593 = insertelement <32 x i32> %1592, i32 %1561, i64 1
  %1594 = insertelement <32 x i32> %1593, i32 %1562, i64 2
  %1595 = insertelement <32 x i32> %1594, i32 %1563, i64 3
  %1596 = insertelement <32 x i32> %1595, i32 %1564, i64 4
  %1597 = insertelement <32 x i32> %1596, i32 %1565, i64 5
  %1598 = insertelement <32 x i32> %1597, i32 %1566, i64 6
  %1599 = insertelement <32 x i32> %1598, i32 %1567, i64 7
  %1600 = insertelement <32 x i32> %1599, i32 %1568, i64 8
  %1601 = insertelement <32 x i32> %1600, i32 %1569, i64 9
  %1602 = insertelement <32 x i32> %1601, i32 %1570, i64 10
  %1603 = insertelement <32 x i32> %1602, i32 %1571, i64 11
  %1604 = insertelement <32 x i32> %1603, i32 %1572, i64 12
  %1605 = insertelement <32 x i32> %1604, i32 %1573, i64 13
  %1606 = insertelement <32 x i32> %1605, i32 %1574, i64 14
  %1607 = insertelement <32 x i32> %1606, i32 %1575, i64 15
  %1608 = insertelement <32 x i32> %1607, i32 %1576, i64 16
  %1609 = insertelement <32 x i32> %1608, i32 %1577, i64 17
  %1610 = insertelement <32 x i32> %1609, i32 %1578, i64 18
  %1611 = insertelement <32 x i32> %1610, i32 %1579, i64 19
  %1612 = insertelement <32 x i32> %1611, i32 %1580, i64 20
  %1613 = insertelement <32 x i32> %1612, i32 %1581, i64 21
  %1614 = insertelement <32 x i32> %1613, i32 %1582, i64 22
  %1615 = insertelement <32 x i32> %1614, i32 %1583, i64 23
  %1616 = insertelement <32 x i32> %1615, i32 %1584, i64 24
  %1617 = insertelement <32 x i32> %1616, i32 %1585, i64 25
  %1618 = insertelement <32 x i32> %1617, i32 %1586, i64 26
  %1619 = insertelement <32 x i32> %1618, i32 %1587, i64 27
  %1620 = insertelement <32 x i32> %1619, i32 %1588, i64 28
  %1621 = insertelement <32 x i32> %1620, i32 %1589, i64 29
  %1622 = insertelement <32 x i32> %1621, i32 %1590, i64 30
  %1623 = insertelement <32 x i32> %1622, i32 %1591, i64 31
  %1624 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57344), align 4096
  %1625 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1624, i32 128, i32 1, i32 3)
  %1626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), align 4096
  %1627 = tail call i32 @llvm.musa.sqmma.desc.fp32(float %1626, i32 128, i32 1, i32 3)
  %1628 = tail call <32 x i32> @llvm.musa.sqmma.tfmma.m64n64k32.mma(i32 %1625, i32 %1627, <32 x i32> %1623, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc24 = bitcast <32 x i32> %1628 to <32 x float>
  %1629 = extractelement <32 x float> %bc24, i64 0
  store float %1629, ptr addrspace(3) %992, align 4
  %1630 = extractelement <32 x float> %bc24, i64 1
  store float %1630, ptr addrspace(3) %995, align 4
  %1631 = extractelement <32 x float> %bc24, i64 2
  store float %1631, ptr addrspace(3) %998, align 4
  %1632 = extractelement <32 x float> %bc24, i64 3
  store float %1632, ptr addrspace(3) %1001, align 4
  %1633 = extractelement <32 x float> %bc24, i64 4
  store float %1633, ptr addrspace(3) %1004, align 4
  %1634 = extractelement <32 x float> %bc24, i64 5
  store float %1634, ptr addrspace(3) %1007, align 4
  %1635 = extractelement <32 x float> %bc24, i64 6
  store float %1635, ptr addrspace(3) %1010, align 4
  %1636 = extractelement <32 x float> %bc24, i64 7
  store float %1636, ptr addrspace(3) %1013, align 4
  %1637 = extractelement <32 x float> %bc24, i64 8
  store float %1637, ptr addrspace(3) %1017, align 4
  %1638 = extractelement <32 x float> %bc24, i64 9
  store float %1638, ptr addrspace(3) %1020, align 4
  %1639 = extractelement <32 x float> %bc24, i64 10
  store float %1639, ptr addrspace(3) %1023, align 4
  %1640 = extractelement <32 x float> %bc24, i64 11
  store float %1640, ptr addrspace(3) %1026, align 4
  %1641 = extractelement <32 x float> %bc24, i64 12
  store float %1641, ptr addrspace(3) %1029, align 4
  %1642 = extractelement <32 x float> %bc24, i64 13
  store float %1642, ptr addrspace(3) %1032, align 4
  %1643 = extractelement <32 x float> %bc24, i64 14
  store float %1643, ptr addrspace(3) %1035, align 4
  %1644 = extractelement <32 x float> %bc24, i64 15
  store float %1644, ptr addrspace(3) %1038, align 4
  %1645 = extractelement <32 x float> %bc24, i64 16
  store float %1645, ptr addrspace(3) %1042, align 4
  %1646 = extractelement <32 x float> %bc24, i64 17
  store float %1646, ptr addrspace(3) %1045, align 4
  %1647 = extractelement <32 x float> %bc24, i64 18
  store float %1647, ptr addrspace(3) %1048, align 4
  %1648 = extractelement <32 x float> %bc24, i64 19
  store float %1648, ptr addrspace(3) %1051, align 4
  %1649 = extractelement <32 x float> %bc24, i64 20
  store float %1649, ptr addrspace(3) %1054, align 4
  %1650 = extractelement <32 x float> %bc24, i64 21
  store float %1650, ptr addrspace(3) %1057, align 4
  %1651 = extractelement <32 x float> %bc24, i64 22
  store float %1651, ptr addrspace(3) %1060, align 4
  %1652 = extractelement <32 x float> %bc24, i64 23
  store float %1652, ptr addrspace(3) %1063, align 4
  %1653 = extractelement <32 x float> %bc24, i64 24
  store float %1653, ptr addrspace(3) %1067, align 4
  %1654 = extractelement <32 x float> %bc24, i64 25
  store float %1654, ptr addrspace(3) %1070, align 4
  %1655 = extractelement <32 x float> %bc24, i64 26
  store float %1655, ptr addrspace(3) %1073, align 4
  %1656 = extractelement <32 x float> %bc24, i64 27
  store float %1656, ptr addrspace(3) %1076, align 4
  %1657 = extractelement <32 x float> %bc24, i64 28
  store float %1657, ptr addrspace(3) %1079, align 4
  %1658 = extractelement <32 x float> %bc24, i64 29
  store float %1658, ptr addrspace(3) %1082, align 4
  %1659 = extractelement <32 x float> %bc24, i64 30
  store float %1659, ptr addrspace(3) %1085, align 4
  %1660 = extractelement <32 x float> %bc24, i64 31
  store float %1660, ptr addrspace(3) %1088, align 4
  br label %1661

1661: ; preds = %1559, %1498
  tail call void @llvm.musa.syncthreads.lm()
  %1662 = load float, ptr addrspace(3) %849, align 16
  %1663 = load float, ptr addrspace(3) %851, align 4
  %1664 = load float, ptr addrspace(3) %853, align 8
  %1665 = load float, ptr addrspace(3) %855, align 4
  %1666 = load <4 x float>, ptr addrspace(3) %858, align 16
  %1667 = load <4 x float>, ptr addrspace(3) %867, align 16
  %1668 = load <4 x float>, ptr addrspace(3) %876, align 16
  %1669 = load <4 x float>, ptr addrspace(3) %885, align 16
  %1670 = load <4 x float>, ptr addrspace(3) %894, align 16
  %1671 = load <4 x float>, ptr addrspace(3) %903, align 16
  %1672 = load <4 x float>, ptr addrspace(3) %912, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1673, label %1679

1673: ; preds = %1661
  %1674 = load float, ptr addrspace(3) %1089, align 4
  %1675 = load float, ptr addrspace(3) %983, align 4
  %1676 = fmul contract float %1674, %1675
  %1677 = load float, ptr addrspace(3) %1090, align 4
  %1678 = fadd contract float %1676, %1677
  store float %1678, ptr addrspace(3) %1089, align 4
  br label %1679

1679: ; preds = %1673, %1661
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1680, label %1684

1680: ; preds = %1679
  %1681 = load float, ptr addrspace(3) %981, align 4
  %1682 = load float, ptr addrspace(3) %982, align 4
  %1683 = tail call float @llvm.maxnum.f32(float %1681, float %1682)
  store float %1683, ptr addrspace(3) %981, align 4
  br label %1684

1684: ; preds = %1680, %1679
  tail call void @llvm.musa.syncthreads.lm()
  %1685 = extractelement <4 x float> %1666, i64 0
  %1686 = extractelement <4 x float> %1666, i64 1
  %1687 = extractelement <4 x float> %1666, i64 2
  %1688 = extractelement <4 x float> %1666, i64 3
  %1689 = extractelement <4 x float> %1667, i64 0
  %1690 = extractelement <4 x float> %1667, i64 1
  %1691 = extractelement <4 x float> %1667, i64 2
  %1692 = extractelement <4 x float> %1667, i64 3
  %1693 = extractelement <4 x float> %1668, i64 0
  %1694 = extractelement <4 x float> %1668, i64 1
  %1695 = extractelement <4 x float> %1668, i64 2
  %1696 = extractelement <4 x float> %1668, i64 3
  %1697 = extractelement <4 x float> %1669, i64 0
  %1698 = extractelement <4 x float> %1669, i64 1
  %1699 = extractelement <4 x float> %1669, i64 2
  %1700 = extractelement <4 x float> %1669, i64 3
  %1701 = extractelement <4 x float> %1670, i64 0
  %1702 = extractelement <4 x float> %1670, i64 1
  %1703 = extractelement <4 x float> %1670, i64 2
  %1704 = extractelement <4 x float> %1670, i64 3
  %1705 = extractelement <4 x float> %1671, i64 0
  %1706 = extractelement <4 x float> %1671, i64 1
  %1707 = extractelement <4 x float> %1671, i64 2
  %1708 = extractelement <4 x float> %1671, i64 3
  %1709 = extractelement <4 x float> %1672, i64 0
  %1710 = extractelement <4 x float> %1672, i64 1
  %1711 = extractelement <4 x float> %1672, i64 2
  %1712 = extractelement <4 x float> %1672, i64 3
  br i1 %1201, label %1146, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1684
  %1713 = insertelement <4 x float> poison, float %1662, i64 0
  %1714 = insertelement <4 x float> %1713, float %1663, i64 1
  %1715 = insertelement <4 x float> %1714, float %1664, i64 2
  %1716 = insertelement <4 x float> %1715, float %1665, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %101
  %1717 = phi <4 x float> [ zeroinitializer, %101 ], [ %1716, %._crit_edge.loopexit ]
  %1718 = phi <4 x float> [ zeroinitializer, %101 ], [ %1666, %._crit_edge.loopexit ]
  %1719 = phi <4 x float> [ zeroinitializer, %101 ], [ %1667, %._crit_edge.loopexit ]
  %1720 = phi <4 x float> [ zeroinitializer, %101 ], [ %1668, %._crit_edge.loopexit ]
  %1721 = phi <4 x float> [ zeroinitializer, %101 ], [ %1669, %._crit_edge.loopexit ]
  %1722 = phi <4 x float> [ zeroinitializer, %101 ], [ %1670, %._crit_edge.loopexit ]
  %1723 = phi <4 x float> [ zeroinitializer, %101 ], [ %1671, %._crit_edge.loopexit ]
  %1724 = phi <4 x float> [ zeroinitializer, %101 ], [ %1672, %._crit_edge.loopexit ]
  %1725 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %22
  %1726 = load float, ptr addrspace(3) %1725, align 4
  %1727 = insertelement <4 x float> poison, float %1726, i64 0
  %1728 = shufflevector <4 x float> %1727, <4 x float> poison, <4 x i32> zeroinitializer
  %1729 = fdiv <4 x float> %1717, %1728
  %1730 = getelementptr float, ptr addrspace(1) %3, i64 %121
  %1731 = getelementptr float, ptr addrspace(1) %1730, i64 %20
  store <4 x float> %1729, ptr addrspace(1) %1731, align 16
  %1732 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %33
  %1733 = load float, ptr addrspace(3) %1732, align 4
  %1734 = insertelement <4 x float> poison, float %1733, i64 0
  %1735 = shufflevector <4 x float> %1734, <4 x float> poison, <4 x i32> zeroinitializer
  %1736 = fdiv <4 x float> %1718, %1735
  %1737 = getelementptr float, ptr addrspace(1) %3, i64 %136
  %1738 = getelementptr float, ptr addrspace(1) %1737, i64 %20
  store <4 x float> %1736, ptr addrspace(1) %1738, align 16
  %1739 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %44
  %1740 = load float, ptr addrspace(3) %1739, align 4
  %1741 = insertelement <4 x float> poison, float %1740, i64 0
  %1742 = shufflevector <4 x float> %1741, <4 x float> poison, <4 x i32> zeroinitializer
  %1743 = fdiv <4 x float> %1719, %1742
  %1744 = getelementptr float, ptr addrspace(1) %3, i64 %151
  %1745 = getelementptr float, ptr addrspace(1) %1744, i64 %20
  store <4 x float> %1743, ptr addrspace(1) %1745, align 16
  %1746 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %55
  %1747 = load float, ptr addrspace(3) %1746, align 4
  %1748 = insertelement <4 x float> poison, float %1747, i64 0
  %1749 = shufflevector <4 x float> %1748, <4 x float> poison, <4 x i32> zeroinitializer
  %1750 = fdiv <4 x float> %1720, %1749
  %1751 = getelementptr float, ptr addrspace(1) %3, i64 %166
  %1752 = getelementptr float, ptr addrspace(1) %1751, i64 %20
  store <4 x float> %1750, ptr addrspace(1) %1752, align 16
  %1753 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %181
  %1754 = load float, ptr addrspace(3) %1753, align 4
  %1755 = insertelement <4 x float> poison, float %1754, i64 0
  %1756 = shufflevector <4 x float> %1755, <4 x float> poison, <4 x i32> zeroinitializer
  %1757 = fdiv <4 x float> %1721, %1756
  %1758 = getelementptr float, ptr addrspace(1) %3, i64 %184
  %1759 = getelementptr float, ptr addrspace(1) %1758, i64 %20
  store <4 x float> %1757, ptr addrspace(1) %1759, align 16
  %1760 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %199
  %1761 = load float, ptr addrspace(3) %1760, align 4
  %1762 = insertelement <4 x float> poison, float %1761, i64 0
  %1763 = shufflevector <4 x float> %1762, <4 x float> poison, <4 x i32> zeroinitializer
  %1764 = fdiv <4 x float> %1722, %1763
  %1765 = getelementptr float, ptr addrspace(1) %3, i64 %202
  %1766 = getelementptr float, ptr addrspace(1) %1765, i64 %20
  store <4 x float> %1764, ptr addrspace(1) %1766, align 16
  %1767 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %217
  %1768 = load float, ptr addrspace(3) %1767, align 4
  %1769 = insertelement <4 x float> poison, float %1768, i64 0
  %1770 = shufflevector <4 x float> %1769, <4 x float> poison, <4 x i32> zeroinitializer
  %1771 = fdiv <4 x float> %1723, %1770
  %1772 = getelementptr float, ptr addrspace(1) %3, i64 %220
  %1773 = getelementptr float, ptr addrspace(1) %1772, i64 %20
  store <4 x float> %1771, ptr addrspace(1) %1773, align 16
  %1774 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 73728), i32 %235
  %1775 = load float, ptr addrspace(3) %1774, align 4
  %1776 = insertelement <4 x float> poison, float %1775, i64 0
  %1777 = shufflevector <4 x float> %1776, <4 x float> poison, <4 x i32> zeroinitializer
  %1778 = fdiv <4 x float> %1724, %1777
  %1779 = getelementptr float, ptr addrspace(1) %3, i64 %238
  %1780 = getelementptr float, ptr addrspace(1) %1779, i64 %20
  store <4 x float> %1778, ptr addrspace(1) %1780, align 16
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
