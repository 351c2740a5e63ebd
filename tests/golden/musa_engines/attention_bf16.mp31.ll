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

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.bfmma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.bfmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

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
  %14 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 3
  %20 = and i64 %19, 56
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr bfloat, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr bfloat, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x bfloat>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x bfloat> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nsw i64 %19, 1024
  %32 = lshr i64 %31, 6
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 6
  br i1 %11, label %35, label %40

35: ; preds = %29
  %36 = sext i32 %34 to i64
  %37 = getelementptr bfloat, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr bfloat, ptr addrspace(1) %37, i64 %20
  %39 = load <8 x bfloat>, ptr addrspace(1) %38, align 16
  br label %40

40: ; preds = %35, %29
  %41 = phi <8 x bfloat> [ %39, %35 ], [ zeroinitializer, %29 ]
  br i1 %11, label %42, label %47

42: ; preds = %40
  %43 = sext i32 %23 to i64
  %44 = getelementptr bfloat, ptr addrspace(1) %2, i64 %43
  %45 = getelementptr bfloat, ptr addrspace(1) %44, i64 %20
  %46 = load <8 x bfloat>, ptr addrspace(1) %45, align 16
  br label %47

47: ; preds = %42, %40
  %48 = phi <8 x bfloat> [ %46, %42 ], [ zeroinitializer, %40 ]
  br i1 %11, label %49, label %54

49: ; preds = %47
  %50 = sext i32 %34 to i64
  %51 = getelementptr bfloat, ptr addrspace(1) %2, i64 %50
  %52 = getelementptr bfloat, ptr addrspace(1) %51, i64 %20
  %53 = load <8 x bfloat>, ptr addrspace(1) %52, align 16
  br label %54

54: ; preds = %49, %47
  %55 = phi <8 x bfloat> [ %53, %49 ], [ zeroinitializer, %47 ]
  %56 = add i32 %10, %22
  %57 = shl i32 %56, 6
  %58 = sext i32 %57 to i64
  %59 = getelementptr bfloat, ptr addrspace(1) %0, i64 %58
  %60 = getelementptr bfloat, ptr addrspace(1) %59, i64 %20
  %61 = and i64 %19, -64
  %62 = shl nsw i64 %8, 4
  %63 = lshr i64 %62, 8
  %64 = xor i64 %63, %8
  %65 = and i64 %62, 4294967040
  %66 = add nuw nsw i64 %65, 16384
  %67 = shl nsw i64 %64, 4
  %68 = and i64 %67, 240
  %69 = or i64 %68, %66
  %70 = trunc i64 %69 to i32
  %71 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %70
  %72 = add i32 %10, %33
  %73 = shl i32 %72, 6
  %74 = sext i32 %73 to i64
  %75 = getelementptr bfloat, ptr addrspace(1) %0, i64 %74
  %76 = getelementptr bfloat, ptr addrspace(1) %75, i64 %20
  %77 = and i64 %31, -64
  %78 = or i64 %77, %20
  %79 = shl nsw i64 %78, 1
  %80 = and i64 %79, 4294967040
  %81 = add nuw nsw i64 %80, 16384
  %82 = lshr exact i64 %79, 4
  %83 = xor i64 %82, %79
  %84 = and i64 %83, 240
  %85 = or i64 %84, %81
  %86 = trunc i64 %85 to i32
  %87 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = add nsw i64 %19, 2048
  %89 = lshr i64 %88, 6
  %90 = trunc i64 %89 to i32
  %91 = add i32 %10, %90
  %92 = shl i32 %91, 6
  %93 = sext i32 %92 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %0, i64 %93
  %95 = getelementptr bfloat, ptr addrspace(1) %94, i64 %20
  %96 = and i64 %88, -64
  %97 = or i64 %96, %20
  %98 = shl nsw i64 %97, 1
  %99 = and i64 %98, 4294967040
  %100 = add nuw nsw i64 %99, 16384
  %101 = lshr exact i64 %98, 4
  %102 = xor i64 %101, %98
  %103 = and i64 %102, 240
  %104 = or i64 %103, %100
  %105 = trunc i64 %104 to i32
  %106 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = add nsw i64 %19, 3072
  %108 = lshr i64 %107, 6
  %109 = trunc i64 %108 to i32
  %110 = add i32 %10, %109
  %111 = shl i32 %110, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %0, i64 %112
  %114 = getelementptr bfloat, ptr addrspace(1) %113, i64 %20
  %115 = and i64 %107, -64
  %116 = or i64 %115, %20
  %117 = shl nsw i64 %116, 1
  %118 = and i64 %117, 4294967040
  %119 = add nuw nsw i64 %118, 16384
  %120 = lshr exact i64 %117, 4
  %121 = xor i64 %120, %117
  %122 = and i64 %121, 240
  %123 = or i64 %122, %119
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = add nuw nsw i64 %65, 40960
  %127 = or i64 %68, %126
  %128 = trunc i64 %127 to i32
  %129 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %128
  %130 = or i64 %20, 1
  %131 = or i64 %130, %61
  %132 = shl nsw i64 %131, 1
  %133 = and i64 %132, 4294967040
  %134 = add nuw nsw i64 %133, 40960
  %135 = lshr i64 %132, 4
  %136 = xor i64 %135, %132
  %137 = and i64 %136, 240
  %138 = or i64 %137, %134
  %139 = trunc i64 %138 to i32
  %140 = or i32 %139, 2
  %141 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %140
  %142 = or i64 %20, 2
  %143 = or i64 %142, %61
  %144 = shl nsw i64 %143, 1
  %145 = and i64 %144, 4294967040
  %146 = add nuw nsw i64 %145, 40960
  %147 = lshr i64 %144, 4
  %148 = xor i64 %147, %144
  %149 = and i64 %148, 240
  %150 = or i64 %149, %146
  %151 = trunc i64 %150 to i32
  %152 = or i32 %151, 4
  %153 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %152
  %154 = or i64 %20, 3
  %155 = or i64 %154, %61
  %156 = shl nsw i64 %155, 1
  %157 = and i64 %156, 4294967040
  %158 = add nuw nsw i64 %157, 40960
  %159 = lshr i64 %156, 4
  %160 = xor i64 %159, %156
  %161 = and i64 %160, 240
  %162 = or i64 %161, %158
  %163 = trunc i64 %162 to i32
  %164 = or i32 %163, 6
  %165 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %164
  %166 = or i64 %20, 4
  %167 = or i64 %166, %61
  %168 = shl nsw i64 %167, 1
  %169 = and i64 %168, 4294967040
  %170 = add nuw nsw i64 %169, 40960
  %171 = lshr i64 %168, 4
  %172 = xor i64 %171, %168
  %173 = and i64 %172, 240
  %174 = or i64 %173, %170
  %175 = trunc i64 %174 to i32
  %176 = or i32 %175, 8
  %177 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %176
  %178 = or i64 %20, 5
  %179 = or i64 %178, %61
  %180 = shl nsw i64 %179, 1
  %181 = and i64 %180, 4294967040
  %182 = add nuw nsw i64 %181, 40960
  %183 = lshr i64 %180, 4
  %184 = xor i64 %183, %180
  %185 = and i64 %184, 240
  %186 = or i64 %185, %182
  %187 = trunc i64 %186 to i32
  %188 = or i32 %187, 10
  %189 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %188
  %190 = or i64 %20, 6
  %191 = or i64 %190, %61
  %192 = shl nsw i64 %191, 1
  %193 = and i64 %192, 4294967040
  %194 = add nuw nsw i64 %193, 40960
  %195 = lshr i64 %192, 4
  %196 = xor i64 %195, %192
  %197 = and i64 %196, 240
  %198 = or i64 %197, %194
  %199 = trunc i64 %198 to i32
  %200 = or i32 %199, 12
  %201 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = or i64 %20, 7
  %203 = or i64 %202, %61
  %204 = shl nsw i64 %203, 1
  %205 = and i64 %204, 4294967040
  %206 = add nuw nsw i64 %205, 40960
  %207 = lshr i64 %204, 4
  %208 = xor i64 %207, %204
  %209 = and i64 %208, 240
  %210 = or i64 %209, %206
  %211 = trunc i64 %210 to i32
  %212 = or i32 %211, 14
  %213 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = add nuw nsw i64 %80, 40960
  %215 = or i64 %84, %214
  %216 = trunc i64 %215 to i32
  %217 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = or i64 %77, %130
  %219 = shl nsw i64 %218, 1
  %220 = and i64 %219, 4294967040
  %221 = add nuw nsw i64 %220, 40960
  %222 = lshr i64 %219, 4
  %223 = xor i64 %222, %219
  %224 = and i64 %223, 240
  %225 = or i64 %224, %221
  %226 = trunc i64 %225 to i32
  %227 = or i32 %226, 2
  %228 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %227
  %229 = or i64 %77, %142
  %230 = shl nsw i64 %229, 1
  %231 = and i64 %230, 4294967040
  %232 = add nuw nsw i64 %231, 40960
  %233 = lshr i64 %230, 4
  %234 = xor i64 %233, %230
  %235 = and i64 %234, 240
  %236 = or i64 %235, %232
  %237 = trunc i64 %236 to i32
  %238 = or i32 %237, 4
  %239 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %238
  %240 = or i64 %77, %154
  %241 = shl nsw i64 %240, 1
  %242 = and i64 %241, 4294967040
  %243 = add nuw nsw i64 %242, 40960
  %244 = lshr i64 %241, 4
  %245 = xor i64 %244, %241
  %246 = and i64 %245, 240
  %247 = or i64 %246, %243
  %248 = trunc i64 %247 to i32
  %249 = or i32 %248, 6
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = or i64 %77, %166
  %252 = shl nsw i64 %251, 1
  %253 = and i64 %252, 4294967040
  %254 = add nuw nsw i64 %253, 40960
  %255 = lshr i64 %252, 4
  %256 = xor i64 %255, %252
  %257 = and i64 %256, 240
  %258 = or i64 %257, %254
  %259 = trunc i64 %258 to i32
  %260 = or i32 %259, 8
  %261 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %260
  %262 = or i64 %77, %178
  %263 = shl nsw i64 %262, 1
  %264 = and i64 %263, 4294967040
  %265 = add nuw nsw i64 %264, 40960
  %266 = lshr i64 %263, 4
  %267 = xor i64 %266, %263
  %268 = and i64 %267, 240
  %269 = or i64 %268, %265
  %270 = trunc i64 %269 to i32
  %271 = or i32 %270, 10
  %272 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %271
  %273 = or i64 %77, %190
  %274 = shl nsw i64 %273, 1
  %275 = and i64 %274, 4294967040
  %276 = add nuw nsw i64 %275, 40960
  %277 = lshr i64 %274, 4
  %278 = xor i64 %277, %274
  %279 = and i64 %278, 240
  %280 = or i64 %279, %276
  %281 = trunc i64 %280 to i32
  %282 = or i32 %281, 12
  %283 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %282
  %284 = or i64 %77, %202
  %285 = shl nsw i64 %284, 1
  %286 = and i64 %285, 4294967040
  %287 = add nuw nsw i64 %286, 40960
  %288 = lshr i64 %285, 4
  %289 = xor i64 %288, %285
  %290 = and i64 %289, 240
  %291 = or i64 %290, %287
  %292 = trunc i64 %291 to i32
  %293 = or i32 %292, 14
  %294 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %293
  %295 = icmp ult i32 %7, 128
  %296 = and i64 %8, 1
  %297 = icmp eq i64 %296, 0
  %298 = and i1 %295, %297
  %299 = lshr i64 %19, 5
  %300 = trunc i64 %19 to i32
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %300
  %302 = trunc i64 %299 to i32
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %302
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %302
  %305 = or i64 %19, 1
  %306 = trunc i64 %305 to i32
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %306
  %308 = or i64 %19, 2
  %309 = trunc i64 %308 to i32
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %309
  %311 = or i64 %19, 3
  %312 = trunc i64 %311 to i32
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %312
  %314 = or i64 %19, 4
  %315 = trunc i64 %314 to i32
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %315
  %317 = or i64 %19, 5
  %318 = trunc i64 %317 to i32
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %318
  %320 = or i64 %19, 6
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %321
  %323 = or i64 %19, 7
  %324 = trunc i64 %323 to i32
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %324
  %326 = and i64 %19, 24
  %327 = lshr i64 %31, 5
  %328 = and i64 %31, -32
  %329 = or i64 %328, %326
  %330 = trunc i64 %329 to i32
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %330
  %332 = trunc i64 %327 to i32
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %332
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %332
  %335 = or i64 %329, 1
  %336 = trunc i64 %335 to i32
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %336
  %338 = or i64 %329, 2
  %339 = trunc i64 %338 to i32
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %339
  %341 = or i64 %329, 3
  %342 = trunc i64 %341 to i32
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %342
  %344 = or i64 %329, 4
  %345 = trunc i64 %344 to i32
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %345
  %347 = or i64 %329, 5
  %348 = trunc i64 %347 to i32
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %348
  %350 = or i64 %329, 6
  %351 = trunc i64 %350 to i32
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %351
  %353 = or i64 %329, 7
  %354 = trunc i64 %353 to i32
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %354
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %300
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %306
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %309
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %312
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %315
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %318
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %321
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %324
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %330
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %336
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %339
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %342
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %345
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %348
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %351
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %354
  %372 = add nuw nsw i64 %65, 45056
  %373 = or i64 %68, %372
  %374 = trunc i64 %373 to i32
  %375 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %374
  %376 = shl nsw i64 %305, 1
  %377 = and i64 %376, 4294967040
  %378 = add nuw nsw i64 %377, 45056
  %379 = lshr i64 %376, 4
  %380 = xor i64 %379, %376
  %381 = and i64 %380, 240
  %382 = or i64 %381, %378
  %383 = trunc i64 %382 to i32
  %384 = or i32 %383, 2
  %385 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %384
  %386 = shl nsw i64 %308, 1
  %387 = and i64 %386, 4294967040
  %388 = add nuw nsw i64 %387, 45056
  %389 = lshr i64 %386, 4
  %390 = xor i64 %389, %386
  %391 = and i64 %390, 240
  %392 = or i64 %391, %388
  %393 = trunc i64 %392 to i32
  %394 = or i32 %393, 4
  %395 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %394
  %396 = shl nsw i64 %311, 1
  %397 = and i64 %396, 4294967040
  %398 = add nuw nsw i64 %397, 45056
  %399 = lshr i64 %396, 4
  %400 = xor i64 %399, %396
  %401 = and i64 %400, 240
  %402 = or i64 %401, %398
  %403 = trunc i64 %402 to i32
  %404 = or i32 %403, 6
  %405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %404
  %406 = shl nsw i64 %314, 1
  %407 = and i64 %406, 4294967040
  %408 = add nuw nsw i64 %407, 45056
  %409 = lshr i64 %406, 4
  %410 = xor i64 %409, %406
  %411 = and i64 %410, 240
  %412 = or i64 %411, %408
  %413 = trunc i64 %412 to i32
  %414 = or i32 %413, 8
  %415 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %414
  %416 = shl nsw i64 %317, 1
  %417 = and i64 %416, 4294967040
  %418 = add nuw nsw i64 %417, 45056
  %419 = lshr i64 %416, 4
  %420 = xor i64 %419, %416
  %421 = and i64 %420, 240
  %422 = or i64 %421, %418
  %423 = trunc i64 %422 to i32
  %424 = or i32 %423, 10
  %425 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %424
  %426 = shl nsw i64 %320, 1
  %427 = and i64 %426, 4294967040
  %428 = add nuw nsw i64 %427, 45056
  %429 = lshr i64 %426, 4
  %430 = xor i64 %429, %426
  %431 = and i64 %430, 240
  %432 = or i64 %431, %428
  %433 = trunc i64 %432 to i32
  %434 = or i32 %433, 12
  %435 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %434
  %436 = shl nsw i64 %323, 1
  %437 = and i64 %436, 4294967040
  %438 = add nuw nsw i64 %437, 45056
  %439 = lshr i64 %436, 4
  %440 = xor i64 %439, %436
  %441 = and i64 %440, 240
  %442 = or i64 %441, %438
  %443 = trunc i64 %442 to i32
  %444 = or i32 %443, 14
  %445 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %444
  %446 = shl nsw i64 %329, 1
  %447 = and i64 %446, 4294967040
  %448 = add nuw nsw i64 %447, 45056
  %449 = lshr exact i64 %446, 4
  %450 = xor i64 %449, %446
  %451 = and i64 %450, 240
  %452 = or i64 %451, %448
  %453 = trunc i64 %452 to i32
  %454 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %453
  %455 = shl nsw i64 %335, 1
  %456 = and i64 %455, 4294967040
  %457 = add nuw nsw i64 %456, 45056
  %458 = lshr i64 %455, 4
  %459 = xor i64 %458, %455
  %460 = and i64 %459, 240
  %461 = or i64 %460, %457
  %462 = trunc i64 %461 to i32
  %463 = or i32 %462, 2
  %464 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %463
  %465 = shl nsw i64 %338, 1
  %466 = and i64 %465, 4294967040
  %467 = add nuw nsw i64 %466, 45056
  %468 = lshr i64 %465, 4
  %469 = xor i64 %468, %465
  %470 = and i64 %469, 240
  %471 = or i64 %470, %467
  %472 = trunc i64 %471 to i32
  %473 = or i32 %472, 4
  %474 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %473
  %475 = shl nsw i64 %341, 1
  %476 = and i64 %475, 4294967040
  %477 = add nuw nsw i64 %476, 45056
  %478 = lshr i64 %475, 4
  %479 = xor i64 %478, %475
  %480 = and i64 %479, 240
  %481 = or i64 %480, %477
  %482 = trunc i64 %481 to i32
  %483 = or i32 %482, 6
  %484 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %483
  %485 = shl nsw i64 %344, 1
  %486 = and i64 %485, 4294967040
  %487 = add nuw nsw i64 %486, 45056
  %488 = lshr i64 %485, 4
  %489 = xor i64 %488, %485
  %490 = and i64 %489, 240
  %491 = or i64 %490, %487
  %492 = trunc i64 %491 to i32
  %493 = or i32 %492, 8
  %494 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %493
  %495 = shl nsw i64 %347, 1
  %496 = and i64 %495, 4294967040
  %497 = add nuw nsw i64 %496, 45056
  %498 = lshr i64 %495, 4
  %499 = xor i64 %498, %495
  %500 = and i64 %499, 240
  %501 = or i64 %500, %497
  %502 = trunc i64 %501 to i32
  %503 = or i32 %502, 10
  %504 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %503
  %505 = shl nsw i64 %350, 1
  %506 = and i64 %505, 4294967040
  %507 = add nuw nsw i64 %506, 45056
  %508 = lshr i64 %505, 4
  %509 = xor i64 %508, %505
  %510 = and i64 %509, 240
  %511 = or i64 %510, %507
  %512 = trunc i64 %511 to i32
  %513 = or i32 %512, 12
  %514 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %513
  %515 = shl nsw i64 %353, 1
  %516 = and i64 %515, 4294967040
  %517 = add nuw nsw i64 %516, 45056
  %518 = lshr i64 %515, 4
  %519 = xor i64 %518, %515
  %520 = and i64 %519, 240
  %521 = or i64 %520, %517
  %522 = trunc i64 %521 to i32
  %523 = or i32 %522, 14
  %524 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %523
  %525 = and i64 %19, -2048
  %526 = and i64 %21, 31
  %527 = shl nuw nsw i64 %20, 5
  %528 = or i64 %526, %525
  %529 = or i64 %528, %527
  %530 = shl nsw i64 %529, 1
  %531 = and i64 %530, 14
  %532 = and i64 %530, 4294966784
  %533 = add nuw nsw i64 %532, 49152
  %534 = lshr i64 %530, 4
  %535 = and i64 %534, 224
  %.mask = and i64 %530, 48
  %536 = xor i64 %535, %.mask
  %537 = or i64 %536, %533
  %538 = or i64 %537, %531
  %539 = trunc i64 %538 to i32
  %540 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %539
  %541 = shl nuw nsw i64 %130, 5
  %542 = or i64 %528, %541
  %543 = shl nsw i64 %542, 1
  %544 = and i64 %543, 14
  %545 = and i64 %543, 4294966784
  %546 = add nuw nsw i64 %545, 49152
  %547 = lshr i64 %543, 4
  %548 = xor i64 %547, %543
  %549 = and i64 %548, 240
  %550 = or i64 %549, %546
  %551 = or i64 %550, %544
  %552 = trunc i64 %551 to i32
  %553 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %552
  %554 = shl nuw nsw i64 %142, 5
  %555 = or i64 %528, %554
  %556 = shl nsw i64 %555, 1
  %557 = and i64 %556, 14
  %558 = and i64 %556, 4294966784
  %559 = add nuw nsw i64 %558, 49152
  %560 = lshr i64 %556, 4
  %561 = xor i64 %560, %556
  %562 = and i64 %561, 240
  %563 = or i64 %562, %559
  %564 = or i64 %563, %557
  %565 = trunc i64 %564 to i32
  %566 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %565
  %567 = shl nuw nsw i64 %154, 5
  %568 = or i64 %528, %567
  %569 = shl nsw i64 %568, 1
  %570 = and i64 %569, 14
  %571 = and i64 %569, 4294966784
  %572 = add nuw nsw i64 %571, 49152
  %573 = lshr i64 %569, 4
  %574 = xor i64 %573, %569
  %575 = and i64 %574, 240
  %576 = or i64 %575, %572
  %577 = or i64 %576, %570
  %578 = trunc i64 %577 to i32
  %579 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %578
  %580 = shl nuw nsw i64 %166, 5
  %581 = or i64 %528, %580
  %582 = shl nsw i64 %581, 1
  %583 = and i64 %582, 14
  %584 = and i64 %582, 4294967040
  %585 = add nuw nsw i64 %584, 49152
  %586 = lshr i64 %582, 4
  %587 = xor i64 %586, %582
  %588 = and i64 %587, 240
  %589 = or i64 %588, %585
  %590 = or i64 %589, %583
  %591 = trunc i64 %590 to i32
  %592 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %591
  %593 = shl nuw nsw i64 %178, 5
  %594 = or i64 %528, %593
  %595 = shl nsw i64 %594, 1
  %596 = and i64 %595, 14
  %597 = and i64 %595, 4294967040
  %598 = add nuw nsw i64 %597, 49152
  %599 = lshr i64 %595, 4
  %600 = xor i64 %599, %595
  %601 = and i64 %600, 240
  %602 = or i64 %601, %598
  %603 = or i64 %602, %596
  %604 = trunc i64 %603 to i32
  %605 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %604
  %606 = shl nuw nsw i64 %190, 5
  %607 = or i64 %528, %606
  %608 = shl nsw i64 %607, 1
  %609 = and i64 %608, 14
  %610 = and i64 %608, 4294967040
  %611 = add nuw nsw i64 %610, 49152
  %612 = lshr i64 %608, 4
  %613 = xor i64 %612, %608
  %614 = and i64 %613, 240
  %615 = or i64 %614, %611
  %616 = or i64 %615, %609
  %617 = trunc i64 %616 to i32
  %618 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %617
  %619 = shl nuw nsw i64 %202, 5
  %620 = or i64 %528, %619
  %621 = shl nsw i64 %620, 1
  %622 = and i64 %621, 14
  %623 = and i64 %621, 4294967040
  %624 = add nuw nsw i64 %623, 49152
  %625 = lshr i64 %621, 4
  %626 = xor i64 %625, %621
  %627 = and i64 %626, 240
  %628 = or i64 %627, %624
  %629 = or i64 %628, %622
  %630 = trunc i64 %629 to i32
  %631 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %630
  %632 = and i64 %31, -2048
  %633 = and i64 %32, 31
  %634 = or i64 %633, %632
  %635 = or i64 %634, %527
  %636 = shl nsw i64 %635, 1
  %637 = and i64 %636, 14
  %638 = and i64 %636, 4294966784
  %639 = add nuw nsw i64 %638, 49152
  %640 = lshr i64 %636, 4
  %641 = and i64 %640, 224
  %.mask5 = and i64 %636, 48
  %642 = xor i64 %641, %.mask5
  %643 = or i64 %642, %639
  %644 = or i64 %643, %637
  %645 = trunc i64 %644 to i32
  %646 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %645
  %647 = or i64 %634, %541
  %648 = shl nsw i64 %647, 1
  %649 = and i64 %648, 14
  %650 = and i64 %648, 4294966784
  %651 = add nuw nsw i64 %650, 49152
  %652 = lshr i64 %648, 4
  %653 = xor i64 %652, %648
  %654 = and i64 %653, 240
  %655 = or i64 %654, %651
  %656 = or i64 %655, %649
  %657 = trunc i64 %656 to i32
  %658 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %657
  %659 = or i64 %634, %554
  %660 = shl nsw i64 %659, 1
  %661 = and i64 %660, 14
  %662 = and i64 %660, 4294966784
  %663 = add nuw nsw i64 %662, 49152
  %664 = lshr i64 %660, 4
  %665 = xor i64 %664, %660
  %666 = and i64 %665, 240
  %667 = or i64 %666, %663
  %668 = or i64 %667, %661
  %669 = trunc i64 %668 to i32
  %670 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %669
  %671 = or i64 %634, %567
  %672 = shl nsw i64 %671, 1
  %673 = and i64 %672, 14
  %674 = and i64 %672, 4294966784
  %675 = add nuw nsw i64 %674, 49152
  %676 = lshr i64 %672, 4
  %677 = xor i64 %676, %672
  %678 = and i64 %677, 240
  %679 = or i64 %678, %675
  %680 = or i64 %679, %673
  %681 = trunc i64 %680 to i32
  %682 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %681
  %683 = or i64 %634, %580
  %684 = shl nsw i64 %683, 1
  %685 = and i64 %684, 14
  %686 = and i64 %684, 4294967040
  %687 = add nuw nsw i64 %686, 49152
  %688 = lshr i64 %684, 4
  %689 = xor i64 %688, %684
  %690 = and i64 %689, 240
  %691 = or i64 %690, %687
  %692 = or i64 %691, %685
  %693 = trunc i64 %692 to i32
  %694 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %693
  %695 = or i64 %634, %593
  %696 = shl nsw i64 %695, 1
  %697 = and i64 %696, 14
  %698 = and i64 %696, 4294967040
  %699 = add nuw nsw i64 %698, 49152
  %700 = lshr i64 %696, 4
  %701 = xor i64 %700, %696
  %702 = and i64 %701, 240
  %703 = or i64 %702, %699
  %704 = or i64 %703, %697
  %705 = trunc i64 %704 to i32
  %706 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %705
  %707 = or i64 %634, %606
  %708 = shl nsw i64 %707, 1
  %709 = and i64 %708, 14
  %710 = and i64 %708, 4294967040
  %711 = add nuw nsw i64 %710, 49152
  %712 = lshr i64 %708, 4
  %713 = xor i64 %712, %708
  %714 = and i64 %713, 240
  %715 = or i64 %714, %711
  %716 = or i64 %715, %709
  %717 = trunc i64 %716 to i32
  %718 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %717
  %719 = or i64 %634, %619
  %720 = shl nsw i64 %719, 1
  %721 = and i64 %720, 14
  %722 = and i64 %720, 4294967040
  %723 = add nuw nsw i64 %722, 49152
  %724 = lshr i64 %720, 4
  %725 = xor i64 %724, %720
  %726 = and i64 %725, 240
  %727 = or i64 %726, %723
  %728 = or i64 %727, %721
  %729 = trunc i64 %728 to i32
  %730 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %729
  %731 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %22
  %732 = getelementptr float, ptr addrspace(3) @global_smem, i32 %300
  %733 = trunc i64 %131 to i32
  %734 = getelementptr float, ptr addrspace(3) @global_smem, i32 %733
  %735 = trunc i64 %143 to i32
  %736 = getelementptr float, ptr addrspace(3) @global_smem, i32 %735
  %737 = trunc i64 %155 to i32
  %738 = getelementptr float, ptr addrspace(3) @global_smem, i32 %737
  %739 = trunc i64 %167 to i32
  %740 = getelementptr float, ptr addrspace(3) @global_smem, i32 %739
  %741 = trunc i64 %179 to i32
  %742 = getelementptr float, ptr addrspace(3) @global_smem, i32 %741
  %743 = trunc i64 %191 to i32
  %744 = getelementptr float, ptr addrspace(3) @global_smem, i32 %743
  %745 = trunc i64 %203 to i32
  %746 = getelementptr float, ptr addrspace(3) @global_smem, i32 %745
  %747 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %33
  %748 = trunc i64 %78 to i32
  %749 = getelementptr float, ptr addrspace(3) @global_smem, i32 %748
  %750 = trunc i64 %218 to i32
  %751 = getelementptr float, ptr addrspace(3) @global_smem, i32 %750
  %752 = trunc i64 %229 to i32
  %753 = getelementptr float, ptr addrspace(3) @global_smem, i32 %752
  %754 = trunc i64 %240 to i32
  %755 = getelementptr float, ptr addrspace(3) @global_smem, i32 %754
  %756 = trunc i64 %251 to i32
  %757 = getelementptr float, ptr addrspace(3) @global_smem, i32 %756
  %758 = trunc i64 %262 to i32
  %759 = getelementptr float, ptr addrspace(3) @global_smem, i32 %758
  %760 = trunc i64 %273 to i32
  %761 = getelementptr float, ptr addrspace(3) @global_smem, i32 %760
  %762 = trunc i64 %284 to i32
  %763 = getelementptr float, ptr addrspace(3) @global_smem, i32 %762
  %764 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %90
  %765 = trunc i64 %97 to i32
  %766 = getelementptr float, ptr addrspace(3) @global_smem, i32 %765
  %767 = or i32 %765, 1
  %768 = getelementptr float, ptr addrspace(3) @global_smem, i32 %767
  %769 = or i32 %765, 2
  %770 = getelementptr float, ptr addrspace(3) @global_smem, i32 %769
  %771 = or i32 %765, 3
  %772 = getelementptr float, ptr addrspace(3) @global_smem, i32 %771
  %773 = or i32 %765, 4
  %774 = getelementptr float, ptr addrspace(3) @global_smem, i32 %773
  %775 = or i32 %765, 5
  %776 = getelementptr float, ptr addrspace(3) @global_smem, i32 %775
  %777 = or i32 %765, 6
  %778 = getelementptr float, ptr addrspace(3) @global_smem, i32 %777
  %779 = or i32 %765, 7
  %780 = getelementptr float, ptr addrspace(3) @global_smem, i32 %779
  %781 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %109
  %782 = trunc i64 %116 to i32
  %783 = getelementptr float, ptr addrspace(3) @global_smem, i32 %782
  %784 = or i32 %782, 1
  %785 = getelementptr float, ptr addrspace(3) @global_smem, i32 %784
  %786 = or i32 %782, 2
  %787 = getelementptr float, ptr addrspace(3) @global_smem, i32 %786
  %788 = or i32 %782, 3
  %789 = getelementptr float, ptr addrspace(3) @global_smem, i32 %788
  %790 = or i32 %782, 4
  %791 = getelementptr float, ptr addrspace(3) @global_smem, i32 %790
  %792 = or i32 %782, 5
  %793 = getelementptr float, ptr addrspace(3) @global_smem, i32 %792
  %794 = or i32 %782, 6
  %795 = getelementptr float, ptr addrspace(3) @global_smem, i32 %794
  %796 = or i32 %782, 7
  %797 = getelementptr float, ptr addrspace(3) @global_smem, i32 %796
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %20
  %invariant.gep88 = getelementptr bfloat, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %798 = and i64 %62, -32
  %799 = select i1 %295, i64 %798, i64 0
  %800 = shl nuw nsw i64 %296, 3
  %801 = lshr i64 %8, 3
  %802 = and i64 %8, 7
  %803 = or i64 %802, 8
  %804 = or i64 %802, 16
  %805 = or i64 %802, 24
  %806 = shl nuw nsw i64 %801, 5
  %807 = or i64 %806, %802
  %808 = trunc i64 %807 to i32
  %809 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %808
  %810 = or i64 %803, %806
  %811 = trunc i64 %810 to i32
  %812 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %811
  %813 = or i64 %804, %806
  %814 = trunc i64 %813 to i32
  %815 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %814
  %816 = or i64 %805, %806
  %817 = trunc i64 %816 to i32
  %818 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %817
  %819 = or i64 %806, 512
  %820 = or i64 %819, %802
  %821 = trunc i64 %820 to i32
  %822 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %821
  %823 = or i64 %819, %803
  %824 = trunc i64 %823 to i32
  %825 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %824
  %826 = or i64 %819, %804
  %827 = trunc i64 %826 to i32
  %828 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %827
  %829 = or i64 %819, %805
  %830 = trunc i64 %829 to i32
  %831 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %830
  %832 = or i64 %806, 1024
  %833 = or i64 %832, %802
  %834 = trunc i64 %833 to i32
  %835 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %834
  %836 = or i64 %832, %803
  %837 = trunc i64 %836 to i32
  %838 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %837
  %839 = or i64 %832, %804
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %840
  %842 = or i64 %832, %805
  %843 = trunc i64 %842 to i32
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %843
  %845 = or i64 %806, 1536
  %846 = or i64 %845, %802
  %847 = trunc i64 %846 to i32
  %848 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %847
  %849 = or i64 %845, %803
  %850 = trunc i64 %849 to i32
  %851 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %850
  %852 = or i64 %845, %804
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %853
  %855 = or i64 %845, %805
  %856 = trunc i64 %855 to i32
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %856
  %858 = lshr i32 %7, 1
  %859 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %858
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %7
  %861 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %7
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %7
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54272), i32 %858
  %864 = or i64 %802, 32
  %865 = or i64 %802, 40
  %866 = or i64 %802, 48
  %867 = or i64 %802, 56
  %868 = shl nuw nsw i64 %801, 6
  %869 = or i64 %868, %802
  %870 = trunc i64 %869 to i32
  %871 = getelementptr float, ptr addrspace(3) @global_smem, i32 %870
  %872 = or i64 %803, %868
  %873 = trunc i64 %872 to i32
  %874 = getelementptr float, ptr addrspace(3) @global_smem, i32 %873
  %875 = or i64 %804, %868
  %876 = trunc i64 %875 to i32
  %877 = getelementptr float, ptr addrspace(3) @global_smem, i32 %876
  %878 = or i64 %805, %868
  %879 = trunc i64 %878 to i32
  %880 = getelementptr float, ptr addrspace(3) @global_smem, i32 %879
  %881 = or i64 %864, %868
  %882 = trunc i64 %881 to i32
  %883 = getelementptr float, ptr addrspace(3) @global_smem, i32 %882
  %884 = or i64 %865, %868
  %885 = trunc i64 %884 to i32
  %886 = getelementptr float, ptr addrspace(3) @global_smem, i32 %885
  %887 = or i64 %866, %868
  %888 = trunc i64 %887 to i32
  %889 = getelementptr float, ptr addrspace(3) @global_smem, i32 %888
  %890 = or i64 %867, %868
  %891 = trunc i64 %890 to i32
  %892 = getelementptr float, ptr addrspace(3) @global_smem, i32 %891
  %893 = or i64 %868, 1024
  %894 = or i64 %893, %802
  %895 = trunc i64 %894 to i32
  %896 = getelementptr float, ptr addrspace(3) @global_smem, i32 %895
  %897 = or i64 %893, %803
  %898 = trunc i64 %897 to i32
  %899 = getelementptr float, ptr addrspace(3) @global_smem, i32 %898
  %900 = or i64 %893, %804
  %901 = trunc i64 %900 to i32
  %902 = getelementptr float, ptr addrspace(3) @global_smem, i32 %901
  %903 = or i64 %893, %805
  %904 = trunc i64 %903 to i32
  %905 = getelementptr float, ptr addrspace(3) @global_smem, i32 %904
  %906 = or i64 %893, %864
  %907 = trunc i64 %906 to i32
  %908 = getelementptr float, ptr addrspace(3) @global_smem, i32 %907
  %909 = or i64 %893, %865
  %910 = trunc i64 %909 to i32
  %911 = getelementptr float, ptr addrspace(3) @global_smem, i32 %910
  %912 = or i64 %893, %866
  %913 = trunc i64 %912 to i32
  %914 = getelementptr float, ptr addrspace(3) @global_smem, i32 %913
  %915 = or i64 %893, %867
  %916 = trunc i64 %915 to i32
  %917 = getelementptr float, ptr addrspace(3) @global_smem, i32 %916
  %918 = or i64 %868, 2048
  %919 = or i64 %918, %802
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) @global_smem, i32 %920
  %922 = or i64 %918, %803
  %923 = trunc i64 %922 to i32
  %924 = getelementptr float, ptr addrspace(3) @global_smem, i32 %923
  %925 = or i64 %918, %804
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) @global_smem, i32 %926
  %928 = or i64 %918, %805
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) @global_smem, i32 %929
  %931 = or i64 %918, %864
  %932 = trunc i64 %931 to i32
  %933 = getelementptr float, ptr addrspace(3) @global_smem, i32 %932
  %934 = or i64 %918, %865
  %935 = trunc i64 %934 to i32
  %936 = getelementptr float, ptr addrspace(3) @global_smem, i32 %935
  %937 = or i64 %918, %866
  %938 = trunc i64 %937 to i32
  %939 = getelementptr float, ptr addrspace(3) @global_smem, i32 %938
  %940 = or i64 %918, %867
  %941 = trunc i64 %940 to i32
  %942 = getelementptr float, ptr addrspace(3) @global_smem, i32 %941
  %943 = or i64 %868, 3072
  %944 = or i64 %943, %802
  %945 = trunc i64 %944 to i32
  %946 = getelementptr float, ptr addrspace(3) @global_smem, i32 %945
  %947 = or i64 %943, %803
  %948 = trunc i64 %947 to i32
  %949 = getelementptr float, ptr addrspace(3) @global_smem, i32 %948
  %950 = or i64 %943, %804
  %951 = trunc i64 %950 to i32
  %952 = getelementptr float, ptr addrspace(3) @global_smem, i32 %951
  %953 = or i64 %943, %805
  %954 = trunc i64 %953 to i32
  %955 = getelementptr float, ptr addrspace(3) @global_smem, i32 %954
  %956 = or i64 %943, %864
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) @global_smem, i32 %957
  %959 = or i64 %943, %865
  %960 = trunc i64 %959 to i32
  %961 = getelementptr float, ptr addrspace(3) @global_smem, i32 %960
  %962 = or i64 %943, %866
  %963 = trunc i64 %962 to i32
  %964 = getelementptr float, ptr addrspace(3) @global_smem, i32 %963
  %965 = or i64 %943, %867
  %966 = trunc i64 %965 to i32
  %967 = getelementptr float, ptr addrspace(3) @global_smem, i32 %966
  %968 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %7
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54272), i32 %7
  %970 = or i64 %800, %799
  %971 = trunc i64 %970 to i32
  %972 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %971
  %973 = or i32 %971, 1
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %973
  %975 = or i32 %971, 2
  %976 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %975
  %977 = or i32 %971, 3
  %978 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %977
  %979 = or i32 %971, 4
  %980 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %979
  %981 = or i32 %971, 5
  %982 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %981
  %983 = or i32 %971, 6
  %984 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %983
  %985 = or i32 %971, 7
  %986 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %985
  %987 = or i64 %800, %799
  %988 = trunc i64 %987 to i32
  %989 = or i32 %988, 16
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %989
  %991 = or i32 %988, 17
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %991
  %993 = or i32 %988, 18
  %994 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %993
  %995 = or i32 %988, 19
  %996 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %995
  %997 = or i32 %988, 20
  %998 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %997
  %999 = or i32 %988, 21
  %1000 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %999
  %1001 = or i32 %988, 22
  %1002 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1001
  %1003 = or i32 %988, 23
  %1004 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1003
  %1005 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %971
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %973
  %1007 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %975
  %1008 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %977
  %1009 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %979
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %981
  %1011 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %983
  %1012 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %985
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %989
  %1014 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %991
  %1015 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %993
  %1016 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %995
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %997
  %1018 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %999
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1001
  %1020 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1003
  br label %1021

1021: ; preds = %.lr.ph, %1519
  %1022 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %1519 ]
  %1023 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %1519 ]
  %1024 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %1519 ]
  %1025 = phi float [ 0.000000e+00, %.lr.ph ], [ %1540, %1519 ]
  %1026 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %1519 ]
  %1027 = phi float [ 0.000000e+00, %.lr.ph ], [ %1538, %1519 ]
  %1028 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %1519 ]
  %1029 = phi float [ 0.000000e+00, %.lr.ph ], [ %1536, %1519 ]
  %1030 = phi float [ 0.000000e+00, %.lr.ph ], [ %1535, %1519 ]
  %1031 = phi float [ 0.000000e+00, %.lr.ph ], [ %1534, %1519 ]
  %1032 = phi float [ 0.000000e+00, %.lr.ph ], [ %1533, %1519 ]
  %1033 = phi float [ 0.000000e+00, %.lr.ph ], [ %1532, %1519 ]
  %1034 = phi float [ 0.000000e+00, %.lr.ph ], [ %1531, %1519 ]
  %1035 = phi float [ 0.000000e+00, %.lr.ph ], [ %1530, %1519 ]
  %1036 = phi float [ 0.000000e+00, %.lr.ph ], [ %1529, %1519 ]
  %1037 = phi float [ 0.000000e+00, %.lr.ph ], [ %1528, %1519 ]
  %1038 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %1519 ]
  %1039 = phi float [ 0.000000e+00, %.lr.ph ], [ %1526, %1519 ]
  %1040 = phi float [ 0.000000e+00, %.lr.ph ], [ %1525, %1519 ]
  %1041 = phi float [ 0.000000e+00, %.lr.ph ], [ %1524, %1519 ]
  %1042 = phi float [ 0.000000e+00, %.lr.ph ], [ %1523, %1519 ]
  %1043 = phi float [ 0.000000e+00, %.lr.ph ], [ %1522, %1519 ]
  %1044 = phi float [ 0.000000e+00, %.lr.ph ], [ %1521, %1519 ]
  %1045 = phi float [ 0.000000e+00, %.lr.ph ], [ %1520, %1519 ]
  %1046 = phi float [ 0.000000e+00, %.lr.ph ], [ %1504, %1519 ]
  %1047 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %1519 ]
  %1048 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %1519 ]
  %1049 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %1519 ]
  %1050 = phi float [ 0.000000e+00, %.lr.ph ], [ %1500, %1519 ]
  %1051 = phi float [ 0.000000e+00, %.lr.ph ], [ %1499, %1519 ]
  %1052 = phi float [ 0.000000e+00, %.lr.ph ], [ %1498, %1519 ]
  %1053 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %1519 ]
  %1054 = phi i32 [ 0, %.lr.ph ], [ %1059, %1519 ]
  %1055 = phi <8 x bfloat> [ %30, %.lr.ph ], [ %1067, %1519 ]
  %1056 = phi <8 x bfloat> [ %41, %.lr.ph ], [ %1074, %1519 ]
  %1057 = phi <8 x bfloat> [ %48, %.lr.ph ], [ %1079, %1519 ]
  %1058 = phi <8 x bfloat> [ %55, %.lr.ph ], [ %1084, %1519 ]
  %1059 = add i32 %1054, 32
  %1060 = icmp slt i32 %1059, %5
  %1061 = add i32 %1059, %22
  %1062 = shl i32 %1061, 6
  br i1 %1060, label %1063, label %1066

1063: ; preds = %1021
  %1064 = sext i32 %1062 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1064
  %1065 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %1066

1066: ; preds = %1063, %1021
  %1067 = phi <8 x bfloat> [ %1065, %1063 ], [ zeroinitializer, %1021 ]
  %1068 = add i32 %1059, %33
  %1069 = shl i32 %1068, 6
  br i1 %1060, label %1070, label %1073

1070: ; preds = %1066
  %1071 = sext i32 %1069 to i64
  %gep87 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1071
  %1072 = load <8 x bfloat>, ptr addrspace(1) %gep87, align 16
  br label %1073

1073: ; preds = %1070, %1066
  %1074 = phi <8 x bfloat> [ %1072, %1070 ], [ zeroinitializer, %1066 ]
  br i1 %1060, label %1075, label %1078

1075: ; preds = %1073
  %1076 = sext i32 %1062 to i64
  %gep89 = getelementptr bfloat, ptr addrspace(1) %invariant.gep88, i64 %1076
  %1077 = load <8 x bfloat>, ptr addrspace(1) %gep89, align 16
  br label %1078

1078: ; preds = %1075, %1073
  %1079 = phi <8 x bfloat> [ %1077, %1075 ], [ zeroinitializer, %1073 ]
  br i1 %1060, label %1080, label %1083

1080: ; preds = %1078
  %1081 = sext i32 %1069 to i64
  %gep91 = getelementptr bfloat, ptr addrspace(1) %invariant.gep88, i64 %1081
  %1082 = load <8 x bfloat>, ptr addrspace(1) %gep91, align 16
  br label %1083

1083: ; preds = %1080, %1078
  %1084 = phi <8 x bfloat> [ %1082, %1080 ], [ zeroinitializer, %1078 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %71, ptr addrspace(1) %60, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %87, ptr addrspace(1) %76, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %106, ptr addrspace(1) %95, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %125, ptr addrspace(1) %114, i32 16, i32 0)
  %1085 = extractelement <8 x bfloat> %1055, i64 0
  store bfloat %1085, ptr addrspace(3) %129, align 16
  %1086 = extractelement <8 x bfloat> %1055, i64 1
  store bfloat %1086, ptr addrspace(3) %141, align 2
  %1087 = extractelement <8 x bfloat> %1055, i64 2
  store bfloat %1087, ptr addrspace(3) %153, align 4
  %1088 = extractelement <8 x bfloat> %1055, i64 3
  store bfloat %1088, ptr addrspace(3) %165, align 2
  %1089 = extractelement <8 x bfloat> %1055, i64 4
  store bfloat %1089, ptr addrspace(3) %177, align 8
  %1090 = extractelement <8 x bfloat> %1055, i64 5
  store bfloat %1090, ptr addrspace(3) %189, align 2
  %1091 = extractelement <8 x bfloat> %1055, i64 6
  store bfloat %1091, ptr addrspace(3) %201, align 4
  %1092 = extractelement <8 x bfloat> %1055, i64 7
  store bfloat %1092, ptr addrspace(3) %213, align 2
  %1093 = extractelement <8 x bfloat> %1056, i64 0
  store bfloat %1093, ptr addrspace(3) %217, align 16
  %1094 = extractelement <8 x bfloat> %1056, i64 1
  store bfloat %1094, ptr addrspace(3) %228, align 2
  %1095 = extractelement <8 x bfloat> %1056, i64 2
  store bfloat %1095, ptr addrspace(3) %239, align 4
  %1096 = extractelement <8 x bfloat> %1056, i64 3
  store bfloat %1096, ptr addrspace(3) %250, align 2
  %1097 = extractelement <8 x bfloat> %1056, i64 4
  store bfloat %1097, ptr addrspace(3) %261, align 8
  %1098 = extractelement <8 x bfloat> %1056, i64 5
  store bfloat %1098, ptr addrspace(3) %272, align 2
  %1099 = extractelement <8 x bfloat> %1056, i64 6
  store bfloat %1099, ptr addrspace(3) %283, align 4
  %1100 = extractelement <8 x bfloat> %1056, i64 7
  store bfloat %1100, ptr addrspace(3) %294, align 2
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %295, label %1101, label %1123

1101: ; preds = %1083
  %1102 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), align 4096
  %1103 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1102, i32 128, i32 1, i32 3)
  %1104 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), align 4096
  %1105 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1104, i32 128, i32 1, i32 3)
  %1106 = tail call <16 x i32> @llvm.musa.sqmma.bfmma.m64n32k64.mma(i32 %1103, i32 %1105, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1106 to <16 x float>
  %1107 = extractelement <16 x float> %bc, i64 0
  store float %1107, ptr addrspace(3) %809, align 4
  %1108 = extractelement <16 x float> %bc, i64 1
  store float %1108, ptr addrspace(3) %812, align 4
  %1109 = extractelement <16 x float> %bc, i64 2
  store float %1109, ptr addrspace(3) %815, align 4
  %1110 = extractelement <16 x float> %bc, i64 3
  store float %1110, ptr addrspace(3) %818, align 4
  %1111 = extractelement <16 x float> %bc, i64 4
  store float %1111, ptr addrspace(3) %822, align 4
  %1112 = extractelement <16 x float> %bc, i64 5
  store float %1112, ptr addrspace(3) %825, align 4
  %1113 = extractelement <16 x float> %bc, i64 6
  store float %1113, ptr addrspace(3) %828, align 4
  %1114 = extractelement <16 x float> %bc, i64 7
  store float %1114, ptr addrspace(3) %831, align 4
  %1115 = extractelement <16 x float> %bc, i64 8
  store float %1115, ptr addrspace(3) %835, align 4
  %1116 = extractelement <16 x float> %bc, i64 9
  store float %1116, ptr addrspace(3) %838, align 4
  %1117 = extractelement <16 x float> %bc, i64 10
  store float %1117, ptr addrspace(3) %841, align 4
  %1118 = extractelement <16 x float> %bc, i64 11
  store float %1118, ptr addrspace(3) %844, align 4
  %1119 = extractelement <16 x float> %bc, i64 12
  store float %1119, ptr addrspace(3) %848, align 4
  %1120 = extractelement <16 x float> %bc, i64 13
  store float %1120, ptr addrspace(3) %851, align 4
  %1121 = extractelement <16 x float> %bc, i64 14
  store float %1121, ptr addrspace(3) %854, align 4
  %1122 = extractelement <16 x float> %bc, i64 15
  store float %1122, ptr addrspace(3) %857, align 4
  br label %1123

1123: ; preds = %1101, %1083
  tail call void @llvm.musa.syncthreads.lm()
  %1124 = load float, ptr addrspace(3) %972, align 32
  %1125 = fmul contract float %1124, %4
  %1126 = tail call float @llvm.maxnum.f32(float %1125, float 0xFFF0000000000000)
  %1127 = load float, ptr addrspace(3) %974, align 4
  %1128 = fmul contract float %1127, %4
  %1129 = tail call float @llvm.maxnum.f32(float %1126, float %1128)
  %1130 = load float, ptr addrspace(3) %976, align 8
  %1131 = fmul contract float %1130, %4
  %1132 = tail call float @llvm.maxnum.f32(float %1129, float %1131)
  %1133 = load float, ptr addrspace(3) %978, align 4
  %1134 = fmul contract float %1133, %4
  %1135 = tail call float @llvm.maxnum.f32(float %1132, float %1134)
  %1136 = load float, ptr addrspace(3) %980, align 16
  %1137 = fmul contract float %1136, %4
  %1138 = tail call float @llvm.maxnum.f32(float %1135, float %1137)
  %1139 = load float, ptr addrspace(3) %982, align 4
  %1140 = fmul contract float %1139, %4
  %1141 = tail call float @llvm.maxnum.f32(float %1138, float %1140)
  %1142 = load float, ptr addrspace(3) %984, align 8
  %1143 = fmul contract float %1142, %4
  %1144 = tail call float @llvm.maxnum.f32(float %1141, float %1143)
  %1145 = load float, ptr addrspace(3) %986, align 4
  %1146 = fmul contract float %1145, %4
  %1147 = tail call float @llvm.maxnum.f32(float %1144, float %1146)
  %1148 = load float, ptr addrspace(3) %990, align 32
  %1149 = fmul contract float %1148, %4
  %1150 = tail call float @llvm.maxnum.f32(float %1147, float %1149)
  %1151 = load float, ptr addrspace(3) %992, align 4
  %1152 = fmul contract float %1151, %4
  %1153 = tail call float @llvm.maxnum.f32(float %1150, float %1152)
  %1154 = load float, ptr addrspace(3) %994, align 8
  %1155 = fmul contract float %1154, %4
  %1156 = tail call float @llvm.maxnum.f32(float %1153, float %1155)
  %1157 = load float, ptr addrspace(3) %996, align 4
  %1158 = fmul contract float %1157, %4
  %1159 = tail call float @llvm.maxnum.f32(float %1156, float %1158)
  %1160 = load float, ptr addrspace(3) %998, align 16
  %1161 = fmul contract float %1160, %4
  %1162 = tail call float @llvm.maxnum.f32(float %1159, float %1161)
  %1163 = load float, ptr addrspace(3) %1000, align 4
  %1164 = fmul contract float %1163, %4
  %1165 = tail call float @llvm.maxnum.f32(float %1162, float %1164)
  %1166 = load float, ptr addrspace(3) %1002, align 8
  %1167 = fmul contract float %1166, %4
  %1168 = tail call float @llvm.maxnum.f32(float %1165, float %1167)
  %1169 = load float, ptr addrspace(3) %1004, align 4
  %1170 = fmul contract float %1169, %4
  %1171 = tail call float @llvm.maxnum.f32(float %1168, float %1170)
  %1172 = bitcast float %1171 to i32
  %1173 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1172, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %298, label %1174, label %1177

1174: ; preds = %1123
  %1175 = bitcast i32 %1173 to float
  %1176 = tail call float @llvm.maxnum.f32(float %1171, float %1175)
  store float %1176, ptr addrspace(3) %859, align 4
  br label %1177

1177: ; preds = %1174, %1123
  tail call void @llvm.musa.syncthreads.lm()
  %1178 = load float, ptr addrspace(3) %301, align 32
  %1179 = fmul contract float %1178, %4
  %1180 = load float, ptr addrspace(3) %303, align 4
  %1181 = load float, ptr addrspace(3) %304, align 4
  %1182 = tail call float @llvm.maxnum.f32(float %1180, float %1181)
  %1183 = fsub contract float %1179, %1182
  %1184 = fmul float %1183, 0x3FF7154760000000
  %1185 = tail call float @llvm.exp2.f32(float %1184)
  %1186 = load float, ptr addrspace(3) %307, align 4
  %1187 = fmul contract float %1186, %4
  %1188 = fsub contract float %1187, %1182
  %1189 = fmul float %1188, 0x3FF7154760000000
  %1190 = tail call float @llvm.exp2.f32(float %1189)
  %1191 = load float, ptr addrspace(3) %310, align 8
  %1192 = fmul contract float %1191, %4
  %1193 = fsub contract float %1192, %1182
  %1194 = fmul float %1193, 0x3FF7154760000000
  %1195 = tail call float @llvm.exp2.f32(float %1194)
  %1196 = load float, ptr addrspace(3) %313, align 4
  %1197 = fmul contract float %1196, %4
  %1198 = fsub contract float %1197, %1182
  %1199 = fmul float %1198, 0x3FF7154760000000
  %1200 = tail call float @llvm.exp2.f32(float %1199)
  %1201 = load float, ptr addrspace(3) %316, align 16
  %1202 = fmul contract float %1201, %4
  %1203 = fsub contract float %1202, %1182
  %1204 = fmul float %1203, 0x3FF7154760000000
  %1205 = tail call float @llvm.exp2.f32(float %1204)
  %1206 = load float, ptr addrspace(3) %319, align 4
  %1207 = fmul contract float %1206, %4
  %1208 = fsub contract float %1207, %1182
  %1209 = fmul float %1208, 0x3FF7154760000000
  %1210 = tail call float @llvm.exp2.f32(float %1209)
  %1211 = load float, ptr addrspace(3) %322, align 8
  %1212 = fmul contract float %1211, %4
  %1213 = fsub contract float %1212, %1182
  %1214 = fmul float %1213, 0x3FF7154760000000
  %1215 = tail call float @llvm.exp2.f32(float %1214)
  %1216 = load float, ptr addrspace(3) %325, align 4
  %1217 = fmul contract float %1216, %4
  %1218 = fsub contract float %1217, %1182
  %1219 = fmul float %1218, 0x3FF7154760000000
  %1220 = tail call float @llvm.exp2.f32(float %1219)
  %1221 = load float, ptr addrspace(3) %331, align 32
  %1222 = fmul contract float %1221, %4
  %1223 = load float, ptr addrspace(3) %333, align 4
  %1224 = load float, ptr addrspace(3) %334, align 4
  %1225 = tail call float @llvm.maxnum.f32(float %1223, float %1224)
  %1226 = fsub contract float %1222, %1225
  %1227 = fmul float %1226, 0x3FF7154760000000
  %1228 = tail call float @llvm.exp2.f32(float %1227)
  %1229 = load float, ptr addrspace(3) %337, align 4
  %1230 = fmul contract float %1229, %4
  %1231 = fsub contract float %1230, %1225
  %1232 = fmul float %1231, 0x3FF7154760000000
  %1233 = tail call float @llvm.exp2.f32(float %1232)
  %1234 = load float, ptr addrspace(3) %340, align 8
  %1235 = fmul contract float %1234, %4
  %1236 = fsub contract float %1235, %1225
  %1237 = fmul float %1236, 0x3FF7154760000000
  %1238 = tail call float @llvm.exp2.f32(float %1237)
  %1239 = load float, ptr addrspace(3) %343, align 4
  %1240 = fmul contract float %1239, %4
  %1241 = fsub contract float %1240, %1225
  %1242 = fmul float %1241, 0x3FF7154760000000
  %1243 = tail call float @llvm.exp2.f32(float %1242)
  %1244 = load float, ptr addrspace(3) %346, align 16
  %1245 = fmul contract float %1244, %4
  %1246 = fsub contract float %1245, %1225
  %1247 = fmul float %1246, 0x3FF7154760000000
  %1248 = tail call float @llvm.exp2.f32(float %1247)
  %1249 = load float, ptr addrspace(3) %349, align 4
  %1250 = fmul contract float %1249, %4
  %1251 = fsub contract float %1250, %1225
  %1252 = fmul float %1251, 0x3FF7154760000000
  %1253 = tail call float @llvm.exp2.f32(float %1252)
  %1254 = load float, ptr addrspace(3) %352, align 8
  %1255 = fmul contract float %1254, %4
  %1256 = fsub contract float %1255, %1225
  %1257 = fmul float %1256, 0x3FF7154760000000
  %1258 = tail call float @llvm.exp2.f32(float %1257)
  %1259 = load float, ptr addrspace(3) %355, align 4
  %1260 = fmul contract float %1259, %4
  %1261 = fsub contract float %1260, %1225
  %1262 = fmul float %1261, 0x3FF7154760000000
  %1263 = tail call float @llvm.exp2.f32(float %1262)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1185, ptr addrspace(3) %356, align 32
  store float %1190, ptr addrspace(3) %357, align 4
  store float %1195, ptr addrspace(3) %358, align 8
  store float %1200, ptr addrspace(3) %359, align 4
  store float %1205, ptr addrspace(3) %360, align 16
  store float %1210, ptr addrspace(3) %361, align 4
  store float %1215, ptr addrspace(3) %362, align 8
  store float %1220, ptr addrspace(3) %363, align 4
  store float %1228, ptr addrspace(3) %364, align 32
  store float %1233, ptr addrspace(3) %365, align 4
  store float %1238, ptr addrspace(3) %366, align 8
  store float %1243, ptr addrspace(3) %367, align 4
  store float %1248, ptr addrspace(3) %368, align 16
  store float %1253, ptr addrspace(3) %369, align 4
  store float %1258, ptr addrspace(3) %370, align 8
  store float %1263, ptr addrspace(3) %371, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1264, label %1271

1264: ; preds = %1177
  %1265 = load float, ptr addrspace(3) %860, align 4
  %1266 = load float, ptr addrspace(3) %861, align 4
  %1267 = tail call float @llvm.maxnum.f32(float %1265, float %1266)
  %1268 = fsub contract float %1265, %1267
  %1269 = fmul float %1268, 0x3FF7154760000000
  %1270 = tail call float @llvm.exp2.f32(float %1269)
  store float %1270, ptr addrspace(3) %862, align 4
  br label %1271

1271: ; preds = %1264, %1177
  tail call void @llvm.musa.syncthreads.lm()
  %1272 = load float, ptr addrspace(3) %1005, align 32
  %1273 = fadd reassoc float %1272, 0.000000e+00
  %1274 = load float, ptr addrspace(3) %1006, align 4
  %1275 = fadd reassoc float %1273, %1274
  %1276 = load float, ptr addrspace(3) %1007, align 8
  %1277 = fadd reassoc float %1275, %1276
  %1278 = load float, ptr addrspace(3) %1008, align 4
  %1279 = fadd reassoc float %1277, %1278
  %1280 = load float, ptr addrspace(3) %1009, align 16
  %1281 = fadd reassoc float %1279, %1280
  %1282 = load float, ptr addrspace(3) %1010, align 4
  %1283 = fadd reassoc float %1281, %1282
  %1284 = load float, ptr addrspace(3) %1011, align 8
  %1285 = fadd reassoc float %1283, %1284
  %1286 = load float, ptr addrspace(3) %1012, align 4
  %1287 = fadd reassoc float %1285, %1286
  %1288 = load float, ptr addrspace(3) %1013, align 32
  %1289 = fadd reassoc float %1287, %1288
  %1290 = load float, ptr addrspace(3) %1014, align 4
  %1291 = fadd reassoc float %1289, %1290
  %1292 = load float, ptr addrspace(3) %1015, align 8
  %1293 = fadd reassoc float %1291, %1292
  %1294 = load float, ptr addrspace(3) %1016, align 4
  %1295 = fadd reassoc float %1293, %1294
  %1296 = load float, ptr addrspace(3) %1017, align 16
  %1297 = fadd reassoc float %1295, %1296
  %1298 = load float, ptr addrspace(3) %1018, align 4
  %1299 = fadd reassoc float %1297, %1298
  %1300 = load float, ptr addrspace(3) %1019, align 8
  %1301 = fadd reassoc float %1299, %1300
  %1302 = load float, ptr addrspace(3) %1020, align 4
  %1303 = fadd reassoc float %1301, %1302
  %1304 = bitcast float %1303 to i32
  %1305 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1304, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %298, label %1306, label %1309

1306: ; preds = %1271
  %1307 = bitcast i32 %1305 to float
  %1308 = fadd reassoc float %1303, %1307
  store float %1308, ptr addrspace(3) %863, align 4
  br label %1309

1309: ; preds = %1306, %1271
  tail call void @llvm.musa.syncthreads.lm()
  %1310 = load float, ptr addrspace(3) %356, align 32
  %1311 = fptrunc float %1310 to bfloat
  %1312 = load float, ptr addrspace(3) %357, align 4
  %1313 = fptrunc float %1312 to bfloat
  %1314 = load float, ptr addrspace(3) %358, align 8
  %1315 = fptrunc float %1314 to bfloat
  %1316 = load float, ptr addrspace(3) %359, align 4
  %1317 = fptrunc float %1316 to bfloat
  %1318 = load float, ptr addrspace(3) %360, align 16
  %1319 = fptrunc float %1318 to bfloat
  %1320 = load float, ptr addrspace(3) %361, align 4
  %1321 = fptrunc float %1320 to bfloat
  %1322 = load float, ptr addrspace(3) %362, align 8
  %1323 = fptrunc float %1322 to bfloat
  %1324 = load float, ptr addrspace(3) %363, align 4
  %1325 = fptrunc float %1324 to bfloat
  store bfloat %1311, ptr addrspace(3) %375, align 16
  store bfloat %1313, ptr addrspace(3) %385, align 2
  store bfloat %1315, ptr addrspace(3) %395, align 4
  store bfloat %1317, ptr addrspace(3) %405, align 2
  store bfloat %1319, ptr addrspace(3) %415, align 8
  store bfloat %1321, ptr addrspace(3) %425, align 2
  store bfloat %1323, ptr addrspace(3) %435, align 4
  store bfloat %1325, ptr addrspace(3) %445, align 2
  %1326 = load float, ptr addrspace(3) %364, align 32
  %1327 = fptrunc float %1326 to bfloat
  %1328 = load float, ptr addrspace(3) %365, align 4
  %1329 = fptrunc float %1328 to bfloat
  %1330 = load float, ptr addrspace(3) %366, align 8
  %1331 = fptrunc float %1330 to bfloat
  %1332 = load float, ptr addrspace(3) %367, align 4
  %1333 = fptrunc float %1332 to bfloat
  %1334 = load float, ptr addrspace(3) %368, align 16
  %1335 = fptrunc float %1334 to bfloat
  %1336 = load float, ptr addrspace(3) %369, align 4
  %1337 = fptrunc float %1336 to bfloat
  %1338 = load float, ptr addrspace(3) %370, align 8
  %1339 = fptrunc float %1338 to bfloat
  %1340 = load float, ptr addrspace(3) %371, align 4
  %1341 = fptrunc float %1340 to bfloat
  store bfloat %1327, ptr addrspace(3) %454, align 16
  store bfloat %1329, ptr addrspace(3) %464, align 2
  store bfloat %1331, ptr addrspace(3) %474, align 4
  store bfloat %1333, ptr addrspace(3) %484, align 2
  store bfloat %1335, ptr addrspace(3) %494, align 8
  store bfloat %1337, ptr addrspace(3) %504, align 2
  store bfloat %1339, ptr addrspace(3) %514, align 4
  store bfloat %1341, ptr addrspace(3) %524, align 2
  %1342 = extractelement <8 x bfloat> %1057, i64 0
  store bfloat %1342, ptr addrspace(3) %540, align 2
  %1343 = extractelement <8 x bfloat> %1057, i64 1
  store bfloat %1343, ptr addrspace(3) %553, align 2
  %1344 = extractelement <8 x bfloat> %1057, i64 2
  store bfloat %1344, ptr addrspace(3) %566, align 2
  %1345 = extractelement <8 x bfloat> %1057, i64 3
  store bfloat %1345, ptr addrspace(3) %579, align 2
  %1346 = extractelement <8 x bfloat> %1057, i64 4
  store bfloat %1346, ptr addrspace(3) %592, align 2
  %1347 = extractelement <8 x bfloat> %1057, i64 5
  store bfloat %1347, ptr addrspace(3) %605, align 2
  %1348 = extractelement <8 x bfloat> %1057, i64 6
  store bfloat %1348, ptr addrspace(3) %618, align 2
  %1349 = extractelement <8 x bfloat> %1057, i64 7
  store bfloat %1349, ptr addrspace(3) %631, align 2
  %1350 = extractelement <8 x bfloat> %1058, i64 0
  store bfloat %1350, ptr addrspace(3) %646, align 2
  %1351 = extractelement <8 x bfloat> %1058, i64 1
  store bfloat %1351, ptr addrspace(3) %658, align 2
  %1352 = extractelement <8 x bfloat> %1058, i64 2
  store bfloat %1352, ptr addrspace(3) %670, align 2
  %1353 = extractelement <8 x bfloat> %1058, i64 3
  store bfloat %1353, ptr addrspace(3) %682, align 2
  %1354 = extractelement <8 x bfloat> %1058, i64 4
  store bfloat %1354, ptr addrspace(3) %694, align 2
  %1355 = extractelement <8 x bfloat> %1058, i64 5
  store bfloat %1355, ptr addrspace(3) %706, align 2
  %1356 = extractelement <8 x bfloat> %1058, i64 6
  store bfloat %1356, ptr addrspace(3) %718, align 2
  %1357 = extractelement <8 x bfloat> %1058, i64 7
  store bfloat %1357, ptr addrspace(3) %730, align 2
  %1358 = load float, ptr addrspace(3) %731, align 4
  %1359 = fmul contract float %1053, %1358
  store float %1359, ptr addrspace(3) %732, align 32
  %1360 = fmul contract float %1052, %1358
  store float %1360, ptr addrspace(3) %734, align 4
  %1361 = fmul contract float %1051, %1358
  store float %1361, ptr addrspace(3) %736, align 8
  %1362 = fmul contract float %1050, %1358
  store float %1362, ptr addrspace(3) %738, align 4
  %1363 = fmul contract float %1049, %1358
  store float %1363, ptr addrspace(3) %740, align 16
  %1364 = fmul contract float %1048, %1358
  store float %1364, ptr addrspace(3) %742, align 4
  %1365 = fmul contract float %1047, %1358
  store float %1365, ptr addrspace(3) %744, align 8
  %1366 = fmul contract float %1046, %1358
  store float %1366, ptr addrspace(3) %746, align 4
  %1367 = load float, ptr addrspace(3) %747, align 4
  %1368 = fmul contract float %1045, %1367
  store float %1368, ptr addrspace(3) %749, align 32
  %1369 = fmul contract float %1044, %1367
  store float %1369, ptr addrspace(3) %751, align 4
  %1370 = fmul contract float %1043, %1367
  store float %1370, ptr addrspace(3) %753, align 8
  %1371 = fmul contract float %1042, %1367
  store float %1371, ptr addrspace(3) %755, align 4
  %1372 = fmul contract float %1041, %1367
  store float %1372, ptr addrspace(3) %757, align 16
  %1373 = fmul contract float %1040, %1367
  store float %1373, ptr addrspace(3) %759, align 4
  %1374 = fmul contract float %1039, %1367
  store float %1374, ptr addrspace(3) %761, align 8
  %1375 = fmul contract float %1038, %1367
  store float %1375, ptr addrspace(3) %763, align 4
  %1376 = load float, ptr addrspace(3) %764, align 4
  %1377 = fmul contract float %1037, %1376
  store float %1377, ptr addrspace(3) %766, align 32
  %1378 = fmul contract float %1036, %1376
  store float %1378, ptr addrspace(3) %768, align 4
  %1379 = fmul contract float %1035, %1376
  store float %1379, ptr addrspace(3) %770, align 8
  %1380 = fmul contract float %1034, %1376
  store float %1380, ptr addrspace(3) %772, align 4
  %1381 = fmul contract float %1033, %1376
  store float %1381, ptr addrspace(3) %774, align 16
  %1382 = fmul contract float %1032, %1376
  store float %1382, ptr addrspace(3) %776, align 4
  %1383 = fmul contract float %1031, %1376
  store float %1383, ptr addrspace(3) %778, align 8
  %1384 = fmul contract float %1030, %1376
  store float %1384, ptr addrspace(3) %780, align 4
  %1385 = load float, ptr addrspace(3) %781, align 4
  %1386 = fmul contract float %1029, %1385
  store float %1386, ptr addrspace(3) %783, align 32
  %1387 = fmul contract float %1028, %1385
  store float %1387, ptr addrspace(3) %785, align 4
  %1388 = fmul contract float %1027, %1385
  store float %1388, ptr addrspace(3) %787, align 8
  %1389 = fmul contract float %1026, %1385
  store float %1389, ptr addrspace(3) %789, align 4
  %1390 = fmul contract float %1025, %1385
  store float %1390, ptr addrspace(3) %791, align 16
  %1391 = fmul contract float %1024, %1385
  store float %1391, ptr addrspace(3) %793, align 4
  %1392 = fmul contract float %1023, %1385
  store float %1392, ptr addrspace(3) %795, align 8
  %1393 = fmul contract float %1022, %1385
  store float %1393, ptr addrspace(3) %797, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %295, label %1394, label %1496

1394: ; preds = %1309
  %1395 = load i32, ptr addrspace(3) %871, align 4
  %1396 = load i32, ptr addrspace(3) %874, align 4
  %1397 = load i32, ptr addrspace(3) %877, align 4
  %1398 = load i32, ptr addrspace(3) %880, align 4
  %1399 = load i32, ptr addrspace(3) %883, align 4
  %1400 = load i32, ptr addrspace(3) %886, align 4
  %1401 = load i32, ptr addrspace(3) %889, align 4
  %1402 = load i32, ptr addrspace(3) %892, align 4
  %1403 = load i32, ptr addrspace(3) %896, align 4
  %1404 = load i32, ptr addrspace(3) %899, align 4
  %1405 = load i32, ptr addrspace(3) %902, align 4
  %1406 = load i32, ptr addrspace(3) %905, align 4
  %1407 = load i32, ptr addrspace(3) %908, align 4
  %1408 = load i32, ptr addrspace(3) %911, align 4
  %1409 = load i32, ptr addrspace(3) %914, align 4
  %1410 = load i32, ptr addrspace(3) %917, align 4
  %1411 = load i32, ptr addrspace(3) %921, align 4
  %1412 = load i32, ptr addrspace(3) %924, align 4
  %1413 = load i32, ptr addrspace(3) %927, align 4
  %1414 = load i32, ptr addrspace(3) %930, align 4
  %1415 = load i32, ptr addrspace(3) %933, align 4
  %1416 = load i32, ptr addrspace(3) %936, align 4
  %1417 = load i32, ptr addrspace(3) %939, align 4
  %1418 = load i32, ptr addrspace(3) %942, align 4
  %1419 = load i32, ptr addrspace(3) %946, align 4
  %1420 = load i32, ptr addrspace(3) %949, align 4
  %1421 = load i32, ptr addrspace(3) %952, align 4
  %1422 = load i32, ptr addrspace(3) %955, align 4
  %1423 = load i32, ptr addrspace(3) %958, align 4
  %1424 = load i32, ptr addrspace(3) %961, align 4
  %1425 = load i32, ptr addrspace(3) %964, align 4
  %1426 = load i32, ptr addrspace(3) %967, align 4
  %1427 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1395, i64 0
  %1428 = insertelement <32 x i32> %1427, i32 %1396, i64 1
  %1429 = insertelement <32 x i32> %1428, i32 %1397, i64 2
  %1430 = insertelement <32 x i32> %1429, i32 %1398, i64 3
  %1431 = insertelement <32 x i32> %1430, i32 %1399, i64 4
  %1432 = insertelement <32 x i32> %1431, i32 %1400, i64 5
  %1433 = insertelement <32 x i32> %1432, i32 %1401, i64 6
  %1434 = insertelement <32 x i32> %1433, i32 %1402, i64 7
  %1435 = insertelement <32 x i32> %1434, i32 %1403, i64 8
  %1436 = insertelement <32 x i32> %1435, i32 %1404, i64 9
  %1437 = insertelement <32 x i32> %1436, i32 %1405, i64 10
  %1438 = insertelement <32 x i32> %1437, i32 %1406, i64 11
  %1439 = insertelement <32 x i32> %1438, i32 %1407, i64 12
  %1440 = insertelement <32 x i32> %1439, i32 %1408, i64 13
  %1441 = insertelement <32 x i32> %1440, i32 %1409, i64 14
  %1442 = insertelement <32 x i32> %1441, i32 %1410, i64 15
  %1443 = insertelement <32 x i32> %1442, i32 %1411, i64 16
  %1444 = insertelement <32 x i32> %1443, i32 %1412, i64 17
  %1445 = insertelement <32 x i32> %1444, i32 %1413, i64 18
  %1446 = insertelement <32 x i32> %1445, i32 %1414, i64 19
  %1447 = insertelement <32 x i32> %1446, i32 %1415, i64 20
  %1448 = insertelement <32 x i32> %1447, i32 %1416, i64 21
  %1449 = insertelement <32 x i32> %1448, i32 %1417, i64 22
  %1450 = insertelement <32 x i32> %1449, i32 %1418, i64 23
  %1451 = insertelement <32 x i32> %1450, i32 %1419, i64 24
  %1452 = insertelement <32 x i32> %1451, i32 %1420, i64 25
  %1453 = insertelement <32 x i32> %1452, i32 %1421, i64 26
  %1454 = insertelement <32 x i32> %1453, i32 %1422, i64 27
  %1455 = insertelement <32 x i32> %1454, i32 %1423, i64 28
  %1456 = insertelement <32 x i32> %1455, i32 %1424, i64 29
  %1457 = insertelement <32 x i32> %1456, i32 %1425, i64 30
  %1458 = insertelement <32 x i32> %1457, i32 %1426, i64 31
  %1459 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45056), align 4096
  %1460 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1459, i32 64, i32 1, i32 3)
  %1461 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), align 4096
  %1462 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1461, i32 64, i32 1, i32 3)
  %1463 = tail call <32 x i32> @llvm.musa.sqmma.bfmma.m64n64k32.mma(i32 %1460, i32 %1462, <32 x i32> %1458, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc21 = bitcast <32 x i32> %1463 to <32 x float>
  %1464 = extractelement <32 x float> %bc21, i64 0
  store float %1464, ptr addrspace(3) %871, align 4
  %1465 = extractelement <32 x float> %bc21, i64 1
  store float %1465, ptr addrspace(3) %874, align 4
  %1466 = extractelement <32 x float> %bc21, i64 2
  store float %1466, ptr addrspace(3) %877, align 4
  %1467 = extractelement <32 x float> %bc21, i64 3
  store float %1467, ptr addrspace(3) %880, align 4
  %1468 = extractelement <32 x float> %bc21, i64 4
  store float %1468, ptr addrspace(3) %883, align 4
  %1469 = extractelement <32 x float> %bc21, i64 5
  store float %1469, ptr addrspace(3) %886, align 4
  %1470 = extractelement <32 x float> %bc21, i64 6
  store float %1470, ptr addrspace(3) %889, align 4
  %1471 = extractelement <32 x float> %bc21, i64 7
  store float %1471, ptr addrspace(3) %892, align 4
  %1472 = extractelement <32 x float> %bc21, i64 8
  store float %1472, ptr addrspace(3) %896, align 4
  %1473 = extractelement <32 x float> %bc21, i64 9
  store float %1473, ptr addrspace(3) %899, align 4
  %1474 = extractelement <32 x float> %bc21, i64 10
  store float %1474, ptr addrspace(3) %902, align 4
  %1475 = extractelement <32 x float> %bc21, i64 11
  store float %1475, ptr addrspace(3) %905, align 4
  %1476 = extractelement <32 x float> %bc21, i64 12
  store float %1476, ptr addrspace(3) %908, align 4
  %1477 = extractelement <32 x float> %bc21, i64 13
  store float %1477, ptr addrspace(3) %911, align 4
  %1478 = extractelement <32 x float> %bc21, i64 14
  store float %1478, ptr addrspace(3) %914, align 4
  %1479 = extractelement <32 x float> %bc21, i64 15
  store float %1479, ptr addrspace(3) %917, align 4
  %1480 = extractelement <32 x float> %bc21, i64 16
  store float %1480, ptr addrspace(3) %921, align 4
  %1481 = extractelement <32 x float> %bc21, i64 17
  store float %1481, ptr addrspace(3) %924, align 4
  %1482 = extractelement <32 x float> %bc21, i64 18
  store float %1482, ptr addrspace(3) %927, align 4
  %1483 = extractelement <32 x float> %bc21, i64 19
  store float %1483, ptr addrspace(3) %930, align 4
  %1484 = extractelement <32 x float> %bc21, i64 20
  store float %1484, ptr addrspace(3) %933, align 4
  %1485 = extractelement <32 x float> %bc21, i64 21
  store float %1485, ptr addrspace(3) %936, align 4
  %1486 = extractelement <32 x float> %bc21, i64 22
  store float %1486, ptr addrspace(3) %939, align 4
  %1487 = extractelement <32 x float> %bc21, i64 23
  store float %1487, ptr addrspace(3) %942, align 4
  %1488 = extractelement <32 x float> %bc21, i64 24
  store float %1488, ptr addrspace(3) %946, align 4
  %1489 = extractelement <32 x float> %bc21, i64 25
  store float %1489, ptr addrspace(3) %949, align 4
  %1490 = extractelement <32 x float> %bc21, i64 26
  store float %1490, ptr addrspace(3) %952, align 4
  %1491 = extractelement <32 x float> %bc21, i64 27
  store float %1491, ptr addrspace(3) %955, align 4
  %1492 = extractelement <32 x float> %bc21, i64 28
  store float %1492, ptr addrspace(3) %958, align 4
  %1493 = extractelement <32 x float> %bc21, i64 29
  store float %1493, ptr addrspace(3) %961, align 4
  %1494 = extractelement <32 x float> %bc21, i64 30
  store float %1494, ptr addrspace(3) %964, align 4
  %1495 = extractelement <32 x float> %bc21, i64 31
  store float %1495, ptr addrspace(3) %967, align 4
  br label %1496

1496: ; preds = %1394, %1309
  tail call void @llvm.musa.syncthreads.lm()
  %1497 = load float, ptr addrspace(3) %732, align 32
  %1498 = load float, ptr addrspace(3) %734, align 4
  %1499 = load float, ptr addrspace(3) %736, align 8
  %1500 = load float, ptr addrspace(3) %738, align 4
  %1501 = load float, ptr addrspace(3) %740, align 16
  %1502 = load float, ptr addrspace(3) %742, align 4
  %1503 = load float, ptr addrspace(3) %744, align 8
  %1504 = load float, ptr addrspace(3) %746, align 4
  %1505 = load <8 x float>, ptr addrspace(3) %749, align 32
  %1506 = load <8 x float>, ptr addrspace(3) %766, align 32
  %1507 = load <8 x float>, ptr addrspace(3) %783, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1508, label %1514

1508: ; preds = %1496
  %1509 = load float, ptr addrspace(3) %968, align 4
  %1510 = load float, ptr addrspace(3) %862, align 4
  %1511 = fmul contract float %1509, %1510
  %1512 = load float, ptr addrspace(3) %969, align 4
  %1513 = fadd contract float %1511, %1512
  store float %1513, ptr addrspace(3) %968, align 4
  br label %1514

1514: ; preds = %1508, %1496
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1515, label %1519

1515: ; preds = %1514
  %1516 = load float, ptr addrspace(3) %860, align 4
  %1517 = load float, ptr addrspace(3) %861, align 4
  %1518 = tail call float @llvm.maxnum.f32(float %1516, float %1517)
  store float %1518, ptr addrspace(3) %860, align 4
  br label %1519

1519: ; preds = %1515, %1514
  tail call void @llvm.musa.syncthreads.lm()
  %1520 = extractelement <8 x float> %1505, i64 0
  %1521 = extractelement <8 x float> %1505, i64 1
  %1522 = extractelement <8 x float> %1505, i64 2
  %1523 = extractelement <8 x float> %1505, i64 3
  %1524 = extractelement <8 x float> %1505, i64 4
  %1525 = extractelement <8 x float> %1505, i64 5
  %1526 = extractelement <8 x float> %1505, i64 6
  %1527 = extractelement <8 x float> %1505, i64 7
  %1528 = extractelement <8 x float> %1506, i64 0
  %1529 = extractelement <8 x float> %1506, i64 1
  %1530 = extractelement <8 x float> %1506, i64 2
  %1531 = extractelement <8 x float> %1506, i64 3
  %1532 = extractelement <8 x float> %1506, i64 4
  %1533 = extractelement <8 x float> %1506, i64 5
  %1534 = extractelement <8 x float> %1506, i64 6
  %1535 = extractelement <8 x float> %1506, i64 7
  %1536 = extractelement <8 x float> %1507, i64 0
  %1537 = extractelement <8 x float> %1507, i64 1
  %1538 = extractelement <8 x float> %1507, i64 2
  %1539 = extractelement <8 x float> %1507, i64 3
  %1540 = extractelement <8 x float> %1507, i64 4
  %1541 = extractelement <8 x float> %1507, i64 5
  %1542 = extractelement <8 x float> %1507, i64 6
  %1543 = extractelement <8 x float> %1507, i64 7
  br i1 %1060, label %1021, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1519
  %1544 = insertelement <8 x float> poison, float %1497, i64 0
  %1545 = insertelement <8 x float> %1544, float %1498, i64 1
  %1546 = insertelement <8 x float> %1545, float %1499, i64 2
  %1547 = insertelement <8 x float> %1546, float %1500, i64 3
  %1548 = insertelement <8 x float> %1547, float %1501, i64 4
  %1549 = insertelement <8 x float> %1548, float %1502, i64 5
  %1550 = insertelement <8 x float> %1549, float %1503, i64 6
  %1551 = insertelement <8 x float> %1550, float %1504, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %54
  %1552 = phi <8 x float> [ zeroinitializer, %54 ], [ %1551, %._crit_edge.loopexit ]
  %1553 = phi <8 x float> [ zeroinitializer, %54 ], [ %1505, %._crit_edge.loopexit ]
  %1554 = phi <8 x float> [ zeroinitializer, %54 ], [ %1506, %._crit_edge.loopexit ]
  %1555 = phi <8 x float> [ zeroinitializer, %54 ], [ %1507, %._crit_edge.loopexit ]
  %1556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %22
  %1557 = load float, ptr addrspace(3) %1556, align 4
  %1558 = insertelement <8 x float> poison, float %1557, i64 0
  %1559 = shufflevector <8 x float> %1558, <8 x float> poison, <8 x i32> zeroinitializer
  %1560 = fdiv <8 x float> %1552, %1559
  %1561 = fptrunc <8 x float> %1560 to <8 x bfloat>
  %1562 = getelementptr bfloat, ptr addrspace(1) %3, i64 %58
  %1563 = getelementptr bfloat, ptr addrspace(1) %1562, i64 %20
  store <8 x bfloat> %1561, ptr addrspace(1) %1563, align 16
  %1564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %33
  %1565 = load float, ptr addrspace(3) %1564, align 4
  %1566 = insertelement <8 x float> poison, float %1565, i64 0
  %1567 = shufflevector <8 x float> %1566, <8 x float> poison, <8 x i32> zeroinitializer
  %1568 = fdiv <8 x float> %1553, %1567
  %1569 = fptrunc <8 x float> %1568 to <8 x bfloat>
  %1570 = getelementptr bfloat, ptr addrspace(1) %3, i64 %74
  %1571 = getelementptr bfloat, ptr addrspace(1) %1570, i64 %20
  store <8 x bfloat> %1569, ptr addrspace(1) %1571, align 16
  %1572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %90
  %1573 = load float, ptr addrspace(3) %1572, align 4
  %1574 = insertelement <8 x float> poison, float %1573, i64 0
  %1575 = shufflevector <8 x float> %1574, <8 x float> poison, <8 x i32> zeroinitializer
  %1576 = fdiv <8 x float> %1554, %1575
  %1577 = fptrunc <8 x float> %1576 to <8 x bfloat>
  %1578 = getelementptr bfloat, ptr addrspace(1) %3, i64 %93
  %1579 = getelementptr bfloat, ptr addrspace(1) %1578, i64 %20
  store <8 x bfloat> %1577, ptr addrspace(1) %1579, align 16
  %1580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %109
  %1581 = load float, ptr addrspace(3) %1580, align 4
  %1582 = insertelement <8 x float> poison, float %1581, i64 0
  %1583 = shufflevector <8 x float> %1582, <8 x float> poison, <8 x i32> zeroinitializer
  %1584 = fdiv <8 x float> %1555, %1583
  %1585 = fptrunc <8 x float> %1584 to <8 x bfloat>
  %1586 = getelementptr bfloat, ptr addrspace(1) %3, i64 %112
  %1587 = getelementptr bfloat, ptr addrspace(1) %1586, i64 %20
  store <8 x bfloat> %1585, ptr addrspace(1) %1587, align 16
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
