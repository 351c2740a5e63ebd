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
  %63 = add nsw i64 %62, 1024
  %64 = lshr i64 %63, 8
  %65 = xor i64 %64, %8
  %66 = and i64 %63, 4294967040
  %67 = shl nsw i64 %65, 4
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
  %80 = add nsw i64 %79, 1024
  %81 = and i64 %80, 4294967040
  %82 = lshr exact i64 %80, 4
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
  %99 = add nsw i64 %98, 1024
  %100 = and i64 %99, 4294967040
  %101 = lshr exact i64 %99, 4
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
  %118 = add nsw i64 %117, 1024
  %119 = and i64 %118, 4294967040
  %120 = lshr exact i64 %118, 4
  %121 = xor i64 %120, %117
  %122 = and i64 %121, 240
  %123 = or i64 %122, %119
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = add nsw i64 %62, 9216
  %127 = lshr i64 %126, 8
  %128 = xor i64 %127, %8
  %129 = and i64 %126, 4294967040
  %130 = shl nsw i64 %128, 4
  %131 = and i64 %130, 240
  %132 = or i64 %131, %129
  %133 = trunc i64 %132 to i32
  %134 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = or i64 %20, 1
  %136 = or i64 %135, %61
  %137 = shl nsw i64 %136, 1
  %138 = add nsw i64 %137, 9216
  %139 = and i64 %138, 4294967040
  %140 = lshr i64 %138, 4
  %141 = xor i64 %140, %137
  %142 = and i64 %141, 240
  %143 = or i64 %142, %139
  %144 = trunc i64 %143 to i32
  %145 = or i32 %144, 2
  %146 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %145
  %147 = or i64 %20, 2
  %148 = or i64 %147, %61
  %149 = shl nsw i64 %148, 1
  %150 = add nsw i64 %149, 9216
  %151 = and i64 %150, 4294967040
  %152 = lshr i64 %150, 4
  %153 = xor i64 %152, %149
  %154 = and i64 %153, 240
  %155 = or i64 %154, %151
  %156 = trunc i64 %155 to i32
  %157 = or i32 %156, 4
  %158 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %157
  %159 = or i64 %20, 3
  %160 = or i64 %159, %61
  %161 = shl nsw i64 %160, 1
  %162 = add nsw i64 %161, 9216
  %163 = and i64 %162, 4294967040
  %164 = lshr i64 %162, 4
  %165 = xor i64 %164, %161
  %166 = and i64 %165, 240
  %167 = or i64 %166, %163
  %168 = trunc i64 %167 to i32
  %169 = or i32 %168, 6
  %170 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %169
  %171 = or i64 %20, 4
  %172 = or i64 %171, %61
  %173 = shl nsw i64 %172, 1
  %174 = add nsw i64 %173, 9216
  %175 = and i64 %174, 4294967040
  %176 = lshr i64 %174, 4
  %177 = xor i64 %176, %173
  %178 = and i64 %177, 240
  %179 = or i64 %178, %175
  %180 = trunc i64 %179 to i32
  %181 = or i32 %180, 8
  %182 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %181
  %183 = or i64 %20, 5
  %184 = or i64 %183, %61
  %185 = shl nsw i64 %184, 1
  %186 = add nsw i64 %185, 9216
  %187 = and i64 %186, 4294967040
  %188 = lshr i64 %186, 4
  %189 = xor i64 %188, %185
  %190 = and i64 %189, 240
  %191 = or i64 %190, %187
  %192 = trunc i64 %191 to i32
  %193 = or i32 %192, 10
  %194 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %193
  %195 = or i64 %20, 6
  %196 = or i64 %195, %61
  %197 = shl nsw i64 %196, 1
  %198 = add nsw i64 %197, 9216
  %199 = and i64 %198, 4294967040
  %200 = lshr i64 %198, 4
  %201 = xor i64 %200, %197
  %202 = and i64 %201, 240
  %203 = or i64 %202, %199
  %204 = trunc i64 %203 to i32
  %205 = or i32 %204, 12
  %206 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %205
  %207 = or i64 %20, 7
  %208 = or i64 %207, %61
  %209 = shl nsw i64 %208, 1
  %210 = add nsw i64 %209, 9216
  %211 = and i64 %210, 4294967040
  %212 = lshr i64 %210, 4
  %213 = xor i64 %212, %209
  %214 = and i64 %213, 240
  %215 = or i64 %214, %211
  %216 = trunc i64 %215 to i32
  %217 = or i32 %216, 14
  %218 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %217
  %219 = add nsw i64 %79, 9216
  %220 = and i64 %219, 4294967040
  %221 = lshr exact i64 %219, 4
  %222 = xor i64 %221, %79
  %223 = and i64 %222, 240
  %224 = or i64 %223, %220
  %225 = trunc i64 %224 to i32
  %226 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %225
  %227 = or i64 %77, %135
  %228 = shl nsw i64 %227, 1
  %229 = add nsw i64 %228, 9216
  %230 = and i64 %229, 4294967040
  %231 = lshr i64 %229, 4
  %232 = xor i64 %231, %228
  %233 = and i64 %232, 240
  %234 = or i64 %233, %230
  %235 = trunc i64 %234 to i32
  %236 = or i32 %235, 2
  %237 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %236
  %238 = or i64 %77, %147
  %239 = shl nsw i64 %238, 1
  %240 = add nsw i64 %239, 9216
  %241 = and i64 %240, 4294967040
  %242 = lshr i64 %240, 4
  %243 = xor i64 %242, %239
  %244 = and i64 %243, 240
  %245 = or i64 %244, %241
  %246 = trunc i64 %245 to i32
  %247 = or i32 %246, 4
  %248 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %247
  %249 = or i64 %77, %159
  %250 = shl nsw i64 %249, 1
  %251 = add nsw i64 %250, 9216
  %252 = and i64 %251, 4294967040
  %253 = lshr i64 %251, 4
  %254 = xor i64 %253, %250
  %255 = and i64 %254, 240
  %256 = or i64 %255, %252
  %257 = trunc i64 %256 to i32
  %258 = or i32 %257, 6
  %259 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %258
  %260 = or i64 %77, %171
  %261 = shl nsw i64 %260, 1
  %262 = add nsw i64 %261, 9216
  %263 = and i64 %262, 4294967040
  %264 = lshr i64 %262, 4
  %265 = xor i64 %264, %261
  %266 = and i64 %265, 240
  %267 = or i64 %266, %263
  %268 = trunc i64 %267 to i32
  %269 = or i32 %268, 8
  %270 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %269
  %271 = or i64 %77, %183
  %272 = shl nsw i64 %271, 1
  %273 = add nsw i64 %272, 9216
  %274 = and i64 %273, 4294967040
  %275 = lshr i64 %273, 4
  %276 = xor i64 %275, %272
  %277 = and i64 %276, 240
  %278 = or i64 %277, %274
  %279 = trunc i64 %278 to i32
  %280 = or i32 %279, 10
  %281 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %280
  %282 = or i64 %77, %195
  %283 = shl nsw i64 %282, 1
  %284 = add nsw i64 %283, 9216
  %285 = and i64 %284, 4294967040
  %286 = lshr i64 %284, 4
  %287 = xor i64 %286, %283
  %288 = and i64 %287, 240
  %289 = or i64 %288, %285
  %290 = trunc i64 %289 to i32
  %291 = or i32 %290, 12
  %292 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %291
  %293 = or i64 %77, %207
  %294 = shl nsw i64 %293, 1
  %295 = add nsw i64 %294, 9216
  %296 = and i64 %295, 4294967040
  %297 = lshr i64 %295, 4
  %298 = xor i64 %297, %294
  %299 = and i64 %298, 240
  %300 = or i64 %299, %296
  %301 = trunc i64 %300 to i32
  %302 = or i32 %301, 14
  %303 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %302
  %304 = icmp ult i32 %7, 128
  %305 = and i64 %8, 1
  %306 = icmp eq i64 %305, 0
  %307 = and i1 %304, %306
  %308 = lshr i64 %19, 5
  %309 = trunc i64 %19 to i32
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %309
  %311 = trunc i64 %308 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %311
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %311
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %309
  %315 = or i64 %19, 1
  %316 = trunc i64 %315 to i32
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %316
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %316
  %319 = or i64 %19, 2
  %320 = trunc i64 %319 to i32
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %320
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %320
  %323 = or i64 %19, 3
  %324 = trunc i64 %323 to i32
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %324
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %324
  %327 = or i64 %19, 4
  %328 = trunc i64 %327 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %328
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %328
  %331 = or i64 %19, 5
  %332 = trunc i64 %331 to i32
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %332
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %332
  %335 = or i64 %19, 6
  %336 = trunc i64 %335 to i32
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %336
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %336
  %339 = or i64 %19, 7
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %340
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %340
  %343 = and i64 %19, 24
  %344 = lshr i64 %31, 5
  %345 = and i64 %31, -32
  %346 = or i64 %345, %343
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %347
  %349 = trunc i64 %344 to i32
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %349
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %349
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %347
  %353 = or i64 %346, 1
  %354 = trunc i64 %353 to i32
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %354
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %354
  %357 = or i64 %346, 2
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %358
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %358
  %361 = or i64 %346, 3
  %362 = trunc i64 %361 to i32
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %362
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %362
  %365 = or i64 %346, 4
  %366 = trunc i64 %365 to i32
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %366
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %366
  %369 = or i64 %346, 5
  %370 = trunc i64 %369 to i32
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %370
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %370
  %373 = or i64 %346, 6
  %374 = trunc i64 %373 to i32
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %374
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %374
  %377 = or i64 %346, 7
  %378 = trunc i64 %377 to i32
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %378
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %378
  %381 = add nsw i64 %62, 30720
  %382 = lshr i64 %381, 8
  %383 = xor i64 %382, %8
  %384 = and i64 %381, 4294967040
  %385 = shl nsw i64 %383, 4
  %386 = and i64 %385, 240
  %387 = or i64 %386, %384
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %388
  %390 = shl nsw i64 %315, 1
  %391 = add nsw i64 %390, 30720
  %392 = and i64 %391, 4294967040
  %393 = lshr i64 %391, 4
  %394 = xor i64 %393, %390
  %395 = and i64 %394, 240
  %396 = or i64 %395, %392
  %397 = trunc i64 %396 to i32
  %398 = or i32 %397, 2
  %399 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %398
  %400 = shl nsw i64 %319, 1
  %401 = add nsw i64 %400, 30720
  %402 = and i64 %401, 4294967040
  %403 = lshr i64 %401, 4
  %404 = xor i64 %403, %400
  %405 = and i64 %404, 240
  %406 = or i64 %405, %402
  %407 = trunc i64 %406 to i32
  %408 = or i32 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %408
  %410 = shl nsw i64 %323, 1
  %411 = add nsw i64 %410, 30720
  %412 = and i64 %411, 4294967040
  %413 = lshr i64 %411, 4
  %414 = xor i64 %413, %410
  %415 = and i64 %414, 240
  %416 = or i64 %415, %412
  %417 = trunc i64 %416 to i32
  %418 = or i32 %417, 6
  %419 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %418
  %420 = shl nsw i64 %327, 1
  %421 = add nsw i64 %420, 30720
  %422 = and i64 %421, 4294967040
  %423 = lshr i64 %421, 4
  %424 = xor i64 %423, %420
  %425 = and i64 %424, 240
  %426 = or i64 %425, %422
  %427 = trunc i64 %426 to i32
  %428 = or i32 %427, 8
  %429 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %428
  %430 = shl nsw i64 %331, 1
  %431 = add nsw i64 %430, 30720
  %432 = and i64 %431, 4294967040
  %433 = lshr i64 %431, 4
  %434 = xor i64 %433, %430
  %435 = and i64 %434, 240
  %436 = or i64 %435, %432
  %437 = trunc i64 %436 to i32
  %438 = or i32 %437, 10
  %439 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %438
  %440 = shl nsw i64 %335, 1
  %441 = add nsw i64 %440, 30720
  %442 = and i64 %441, 4294967040
  %443 = lshr i64 %441, 4
  %444 = xor i64 %443, %440
  %445 = and i64 %444, 240
  %446 = or i64 %445, %442
  %447 = trunc i64 %446 to i32
  %448 = or i32 %447, 12
  %449 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %448
  %450 = shl nsw i64 %339, 1
  %451 = add nsw i64 %450, 30720
  %452 = and i64 %451, 4294967040
  %453 = lshr i64 %451, 4
  %454 = xor i64 %453, %450
  %455 = and i64 %454, 240
  %456 = or i64 %455, %452
  %457 = trunc i64 %456 to i32
  %458 = or i32 %457, 14
  %459 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %458
  %460 = shl nsw i64 %346, 1
  %461 = add nsw i64 %460, 30720
  %462 = and i64 %461, 4294967040
  %463 = lshr exact i64 %461, 4
  %464 = xor i64 %463, %460
  %465 = and i64 %464, 240
  %466 = or i64 %465, %462
  %467 = trunc i64 %466 to i32
  %468 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %467
  %469 = shl nsw i64 %353, 1
  %470 = add i64 %469, 30720
  %471 = and i64 %470, 4294967040
  %472 = lshr i64 %470, 4
  %473 = xor i64 %472, %469
  %474 = and i64 %473, 240
  %475 = or i64 %474, %471
  %476 = trunc i64 %475 to i32
  %477 = or i32 %476, 2
  %478 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %477
  %479 = shl nsw i64 %357, 1
  %480 = add i64 %479, 30720
  %481 = and i64 %480, 4294967040
  %482 = lshr i64 %480, 4
  %483 = xor i64 %482, %479
  %484 = and i64 %483, 240
  %485 = or i64 %484, %481
  %486 = trunc i64 %485 to i32
  %487 = or i32 %486, 4
  %488 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %487
  %489 = shl nsw i64 %361, 1
  %490 = add i64 %489, 30720
  %491 = and i64 %490, 4294967040
  %492 = lshr i64 %490, 4
  %493 = xor i64 %492, %489
  %494 = and i64 %493, 240
  %495 = or i64 %494, %491
  %496 = trunc i64 %495 to i32
  %497 = or i32 %496, 6
  %498 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %497
  %499 = shl nsw i64 %365, 1
  %500 = add i64 %499, 30720
  %501 = and i64 %500, 4294967040
  %502 = lshr i64 %500, 4
  %503 = xor i64 %502, %499
  %504 = and i64 %503, 240
  %505 = or i64 %504, %501
  %506 = trunc i64 %505 to i32
  %507 = or i32 %506, 8
  %508 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %507
  %509 = shl nsw i64 %369, 1
  %510 = add i64 %509, 30720
  %511 = and i64 %510, 4294967040
  %512 = lshr i64 %510, 4
  %513 = xor i64 %512, %509
  %514 = and i64 %513, 240
  %515 = or i64 %514, %511
  %516 = trunc i64 %515 to i32
  %517 = or i32 %516, 10
  %518 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %517
  %519 = shl nsw i64 %373, 1
  %520 = add i64 %519, 30720
  %521 = and i64 %520, 4294967040
  %522 = lshr i64 %520, 4
  %523 = xor i64 %522, %519
  %524 = and i64 %523, 240
  %525 = or i64 %524, %521
  %526 = trunc i64 %525 to i32
  %527 = or i32 %526, 12
  %528 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %527
  %529 = shl nsw i64 %377, 1
  %530 = add i64 %529, 30720
  %531 = and i64 %530, 4294967040
  %532 = lshr i64 %530, 4
  %533 = xor i64 %532, %529
  %534 = and i64 %533, 240
  %535 = or i64 %534, %531
  %536 = trunc i64 %535 to i32
  %537 = or i32 %536, 14
  %538 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %537
  %539 = and i64 %19, -2048
  %540 = and i64 %21, 31
  %541 = shl nuw nsw i64 %20, 5
  %542 = or i64 %540, %539
  %543 = or i64 %542, %541
  %544 = shl nsw i64 %543, 1
  %545 = add nsw i64 %544, 34816
  %546 = and i64 %544, 14
  %547 = and i64 %545, 4294966784
  %548 = lshr i64 %545, 4
  %549 = and i64 %548, 240
  %.mask = and i64 %544, 48
  %550 = xor i64 %549, %.mask
  %551 = or i64 %547, %546
  %552 = or i64 %551, %550
  %553 = trunc i64 %552 to i32
  %554 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %553
  %555 = shl nuw nsw i64 %135, 5
  %556 = or i64 %542, %555
  %557 = shl nsw i64 %556, 1
  %558 = add nsw i64 %557, 34816
  %559 = and i64 %557, 14
  %560 = and i64 %558, 4294967040
  %561 = lshr i64 %558, 4
  %562 = xor i64 %561, %557
  %563 = and i64 %562, 240
  %564 = or i64 %560, %559
  %565 = or i64 %564, %563
  %566 = trunc i64 %565 to i32
  %567 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %566
  %568 = shl nuw nsw i64 %147, 5
  %569 = or i64 %542, %568
  %570 = shl nsw i64 %569, 1
  %571 = add nsw i64 %570, 34816
  %572 = and i64 %570, 14
  %573 = and i64 %571, 4294967040
  %574 = lshr i64 %571, 4
  %575 = xor i64 %574, %570
  %576 = and i64 %575, 240
  %577 = or i64 %573, %572
  %578 = or i64 %577, %576
  %579 = trunc i64 %578 to i32
  %580 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %579
  %581 = shl nuw nsw i64 %159, 5
  %582 = or i64 %542, %581
  %583 = shl nsw i64 %582, 1
  %584 = add nsw i64 %583, 34816
  %585 = and i64 %583, 14
  %586 = and i64 %584, 4294967040
  %587 = lshr i64 %584, 4
  %588 = xor i64 %587, %583
  %589 = and i64 %588, 240
  %590 = or i64 %586, %585
  %591 = or i64 %590, %589
  %592 = trunc i64 %591 to i32
  %593 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %592
  %594 = shl nuw nsw i64 %171, 5
  %595 = or i64 %542, %594
  %596 = shl nsw i64 %595, 1
  %597 = add nsw i64 %596, 34816
  %598 = and i64 %596, 14
  %599 = and i64 %597, 4294967040
  %600 = lshr i64 %597, 4
  %601 = xor i64 %600, %596
  %602 = and i64 %601, 240
  %603 = or i64 %599, %598
  %604 = or i64 %603, %602
  %605 = trunc i64 %604 to i32
  %606 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %605
  %607 = shl nuw nsw i64 %183, 5
  %608 = or i64 %542, %607
  %609 = shl nsw i64 %608, 1
  %610 = add nsw i64 %609, 34816
  %611 = and i64 %609, 14
  %612 = and i64 %610, 4294967040
  %613 = lshr i64 %610, 4
  %614 = xor i64 %613, %609
  %615 = and i64 %614, 240
  %616 = or i64 %612, %611
  %617 = or i64 %616, %615
  %618 = trunc i64 %617 to i32
  %619 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %618
  %620 = shl nuw nsw i64 %195, 5
  %621 = or i64 %542, %620
  %622 = shl nsw i64 %621, 1
  %623 = add nsw i64 %622, 34816
  %624 = and i64 %622, 14
  %625 = and i64 %623, 4294967040
  %626 = lshr i64 %623, 4
  %627 = xor i64 %626, %622
  %628 = and i64 %627, 240
  %629 = or i64 %625, %624
  %630 = or i64 %629, %628
  %631 = trunc i64 %630 to i32
  %632 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %631
  %633 = shl nuw nsw i64 %207, 5
  %634 = or i64 %542, %633
  %635 = shl nsw i64 %634, 1
  %636 = add nsw i64 %635, 34816
  %637 = and i64 %635, 14
  %638 = and i64 %636, 4294967040
  %639 = lshr i64 %636, 4
  %640 = xor i64 %639, %635
  %641 = and i64 %640, 240
  %642 = or i64 %638, %637
  %643 = or i64 %642, %641
  %644 = trunc i64 %643 to i32
  %645 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %644
  %646 = and i64 %31, -2048
  %647 = and i64 %32, 31
  %648 = or i64 %647, %646
  %649 = or i64 %648, %541
  %650 = shl nsw i64 %649, 1
  %651 = add i64 %650, 34816
  %652 = and i64 %650, 14
  %653 = and i64 %651, 4294966784
  %654 = lshr i64 %651, 4
  %655 = and i64 %654, 240
  %.mask5 = and i64 %650, 48
  %656 = xor i64 %655, %.mask5
  %657 = or i64 %653, %652
  %658 = or i64 %657, %656
  %659 = trunc i64 %658 to i32
  %660 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %659
  %661 = or i64 %648, %555
  %662 = shl nsw i64 %661, 1
  %663 = add i64 %662, 34816
  %664 = and i64 %662, 14
  %665 = and i64 %663, 4294967040
  %666 = lshr i64 %663, 4
  %667 = xor i64 %666, %662
  %668 = and i64 %667, 240
  %669 = or i64 %665, %664
  %670 = or i64 %669, %668
  %671 = trunc i64 %670 to i32
  %672 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %671
  %673 = or i64 %648, %568
  %674 = shl nsw i64 %673, 1
  %675 = add i64 %674, 34816
  %676 = and i64 %674, 14
  %677 = and i64 %675, 4294967040
  %678 = lshr i64 %675, 4
  %679 = xor i64 %678, %674
  %680 = and i64 %679, 240
  %681 = or i64 %677, %676
  %682 = or i64 %681, %680
  %683 = trunc i64 %682 to i32
  %684 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %683
  %685 = or i64 %648, %581
  %686 = shl nsw i64 %685, 1
  %687 = add i64 %686, 34816
  %688 = and i64 %686, 14
  %689 = and i64 %687, 4294967040
  %690 = lshr i64 %687, 4
  %691 = xor i64 %690, %686
  %692 = and i64 %691, 240
  %693 = or i64 %689, %688
  %694 = or i64 %693, %692
  %695 = trunc i64 %694 to i32
  %696 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %695
  %697 = or i64 %648, %594
  %698 = shl nsw i64 %697, 1
  %699 = add i64 %698, 34816
  %700 = and i64 %698, 14
  %701 = and i64 %699, 4294967040
  %702 = lshr i64 %699, 4
  %703 = xor i64 %702, %698
  %704 = and i64 %703, 240
  %705 = or i64 %701, %700
  %706 = or i64 %705, %704
  %707 = trunc i64 %706 to i32
  %708 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %707
  %709 = or i64 %648, %607
  %710 = shl nsw i64 %709, 1
  %711 = add i64 %710, 34816
  %712 = and i64 %710, 14
  %713 = and i64 %711, 4294967040
  %714 = lshr i64 %711, 4
  %715 = xor i64 %714, %710
  %716 = and i64 %715, 240
  %717 = or i64 %713, %712
  %718 = or i64 %717, %716
  %719 = trunc i64 %718 to i32
  %720 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %719
  %721 = or i64 %648, %620
  %722 = shl nsw i64 %721, 1
  %723 = add i64 %722, 34816
  %724 = and i64 %722, 14
  %725 = and i64 %723, 4294967040
  %726 = lshr i64 %723, 4
  %727 = xor i64 %726, %722
  %728 = and i64 %727, 240
  %729 = or i64 %725, %724
  %730 = or i64 %729, %728
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %731
  %733 = or i64 %648, %633
  %734 = shl nsw i64 %733, 1
  %735 = add i64 %734, 34816
  %736 = and i64 %734, 14
  %737 = and i64 %735, 4294967040
  %738 = lshr i64 %735, 4
  %739 = xor i64 %738, %734
  %740 = and i64 %739, 240
  %741 = or i64 %737, %736
  %742 = or i64 %741, %740
  %743 = trunc i64 %742 to i32
  %744 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %743
  %745 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %22
  %746 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %309
  %747 = trunc i64 %136 to i32
  %748 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %747
  %749 = trunc i64 %148 to i32
  %750 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %749
  %751 = trunc i64 %160 to i32
  %752 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %751
  %753 = trunc i64 %172 to i32
  %754 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %753
  %755 = trunc i64 %184 to i32
  %756 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %755
  %757 = trunc i64 %196 to i32
  %758 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %757
  %759 = trunc i64 %208 to i32
  %760 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %759
  %761 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %33
  %762 = trunc i64 %78 to i32
  %763 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %762
  %764 = trunc i64 %227 to i32
  %765 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %764
  %766 = trunc i64 %238 to i32
  %767 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %766
  %768 = trunc i64 %249 to i32
  %769 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %768
  %770 = trunc i64 %260 to i32
  %771 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %770
  %772 = trunc i64 %271 to i32
  %773 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %772
  %774 = trunc i64 %282 to i32
  %775 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %774
  %776 = trunc i64 %293 to i32
  %777 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %776
  %778 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %90
  %779 = trunc i64 %97 to i32
  %780 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %779
  %781 = or i32 %779, 1
  %782 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %781
  %783 = or i32 %779, 2
  %784 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %783
  %785 = or i32 %779, 3
  %786 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %785
  %787 = or i32 %779, 4
  %788 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %787
  %789 = or i32 %779, 5
  %790 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %789
  %791 = or i32 %779, 6
  %792 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %791
  %793 = or i32 %779, 7
  %794 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %793
  %795 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %109
  %796 = trunc i64 %116 to i32
  %797 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %796
  %798 = or i32 %796, 1
  %799 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %798
  %800 = or i32 %796, 2
  %801 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %800
  %802 = or i32 %796, 3
  %803 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %802
  %804 = or i32 %796, 4
  %805 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %804
  %806 = or i32 %796, 5
  %807 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %806
  %808 = or i32 %796, 6
  %809 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %808
  %810 = or i32 %796, 7
  %811 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %810
  %812 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %309
  %813 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %747
  %814 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %755
  %815 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %757
  %816 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %759
  %817 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %762
  %818 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %779
  %819 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %796
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %20
  %invariant.gep88 = getelementptr bfloat, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %820 = and i64 %62, -32
  %821 = select i1 %304, i64 %820, i64 0
  %822 = shl nuw nsw i64 %305, 3
  %823 = lshr i64 %8, 3
  %824 = and i64 %8, 7
  %825 = shl nuw nsw i64 %823, 5
  %826 = or i64 %825, %824
  %827 = trunc i64 %826 to i32
  %828 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %827
  %829 = or i64 %824, 8
  %830 = or i64 %829, %825
  %831 = trunc i64 %830 to i32
  %832 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %831
  %833 = or i64 %824, 16
  %834 = or i64 %833, %825
  %835 = trunc i64 %834 to i32
  %836 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %835
  %837 = or i64 %824, 24
  %838 = or i64 %837, %825
  %839 = trunc i64 %838 to i32
  %840 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %839
  %841 = or i64 %825, 512
  %842 = or i64 %841, %824
  %843 = trunc i64 %842 to i32
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %843
  %845 = or i64 %841, %829
  %846 = trunc i64 %845 to i32
  %847 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %846
  %848 = or i64 %841, %833
  %849 = trunc i64 %848 to i32
  %850 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %849
  %851 = or i64 %841, %837
  %852 = trunc i64 %851 to i32
  %853 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %852
  %854 = or i64 %825, 1024
  %855 = or i64 %854, %824
  %856 = trunc i64 %855 to i32
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %856
  %858 = or i64 %854, %829
  %859 = trunc i64 %858 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %859
  %861 = or i64 %854, %833
  %862 = trunc i64 %861 to i32
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %862
  %864 = or i64 %854, %837
  %865 = trunc i64 %864 to i32
  %866 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %865
  %867 = or i64 %825, 1536
  %868 = or i64 %867, %824
  %869 = trunc i64 %868 to i32
  %870 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %869
  %871 = or i64 %867, %829
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %872
  %874 = or i64 %867, %833
  %875 = trunc i64 %874 to i32
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %875
  %877 = or i64 %867, %837
  %878 = trunc i64 %877 to i32
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %878
  %880 = lshr i32 %7, 1
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %880
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %7
  %884 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %7
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 30208), i32 %880
  %886 = shl nuw nsw i64 %823, 6
  %887 = or i64 %886, %824
  %888 = trunc i64 %887 to i32
  %889 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %888
  %890 = or i64 %829, %886
  %891 = trunc i64 %890 to i32
  %892 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %891
  %893 = or i64 %833, %886
  %894 = trunc i64 %893 to i32
  %895 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %894
  %896 = or i64 %837, %886
  %897 = trunc i64 %896 to i32
  %898 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %897
  %899 = or i64 %824, 32
  %900 = or i64 %899, %886
  %901 = trunc i64 %900 to i32
  %902 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %901
  %903 = or i64 %824, 40
  %904 = or i64 %903, %886
  %905 = trunc i64 %904 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %905
  %907 = or i64 %824, 48
  %908 = or i64 %907, %886
  %909 = trunc i64 %908 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %909
  %911 = or i64 %824, 56
  %912 = or i64 %911, %886
  %913 = trunc i64 %912 to i32
  %914 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %913
  %915 = or i64 %886, 1024
  %916 = or i64 %915, %824
  %917 = trunc i64 %916 to i32
  %918 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %917
  %919 = or i64 %915, %829
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %920
  %922 = or i64 %915, %833
  %923 = trunc i64 %922 to i32
  %924 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %923
  %925 = or i64 %915, %837
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %926
  %928 = or i64 %915, %899
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %929
  %931 = or i64 %915, %903
  %932 = trunc i64 %931 to i32
  %933 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %932
  %934 = or i64 %915, %907
  %935 = trunc i64 %934 to i32
  %936 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %935
  %937 = or i64 %915, %911
  %938 = trunc i64 %937 to i32
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %938
  %940 = or i64 %886, 2048
  %941 = or i64 %940, %824
  %942 = trunc i64 %941 to i32
  %943 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %942
  %944 = or i64 %940, %829
  %945 = trunc i64 %944 to i32
  %946 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %945
  %947 = or i64 %940, %833
  %948 = trunc i64 %947 to i32
  %949 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %948
  %950 = or i64 %940, %837
  %951 = trunc i64 %950 to i32
  %952 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %951
  %953 = or i64 %940, %899
  %954 = trunc i64 %953 to i32
  %955 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %954
  %956 = or i64 %940, %903
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %957
  %959 = or i64 %940, %907
  %960 = trunc i64 %959 to i32
  %961 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %960
  %962 = or i64 %940, %911
  %963 = trunc i64 %962 to i32
  %964 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %963
  %965 = or i64 %886, 3072
  %966 = or i64 %965, %824
  %967 = trunc i64 %966 to i32
  %968 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %967
  %969 = or i64 %965, %829
  %970 = trunc i64 %969 to i32
  %971 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %970
  %972 = or i64 %965, %833
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %973
  %975 = or i64 %965, %837
  %976 = trunc i64 %975 to i32
  %977 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %976
  %978 = or i64 %965, %899
  %979 = trunc i64 %978 to i32
  %980 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %979
  %981 = or i64 %965, %903
  %982 = trunc i64 %981 to i32
  %983 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %982
  %984 = or i64 %965, %907
  %985 = trunc i64 %984 to i32
  %986 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %985
  %987 = or i64 %965, %911
  %988 = trunc i64 %987 to i32
  %989 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), i32 %988
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %888
  %991 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %891
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %894
  %993 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %897
  %994 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %901
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %905
  %996 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %909
  %997 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %913
  %998 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %917
  %999 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %920
  %1000 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %923
  %1001 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %926
  %1002 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %929
  %1003 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %932
  %1004 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %935
  %1005 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %938
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %942
  %1007 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %945
  %1008 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %948
  %1009 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %951
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %954
  %1011 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %957
  %1012 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %960
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %963
  %1014 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %967
  %1015 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %970
  %1016 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %973
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %976
  %1018 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %979
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %982
  %1020 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %985
  %1021 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 55296), i32 %988
  %1022 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %1023 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 30208), i32 %7
  %1024 = or i64 %822, %821
  %1025 = trunc i64 %1024 to i32
  %1026 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1025
  %1027 = or i32 %1025, 1
  %1028 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1027
  %1029 = or i32 %1025, 2
  %1030 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1029
  %1031 = or i32 %1025, 3
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1031
  %1033 = or i32 %1025, 4
  %1034 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1033
  %1035 = or i32 %1025, 5
  %1036 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1035
  %1037 = or i32 %1025, 6
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1037
  %1039 = or i32 %1025, 7
  %1040 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1039
  %1041 = or i64 %822, %821
  %1042 = trunc i64 %1041 to i32
  %1043 = or i32 %1042, 16
  %1044 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1043
  %1045 = or i32 %1042, 17
  %1046 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1045
  %1047 = or i32 %1042, 18
  %1048 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1047
  %1049 = or i32 %1042, 19
  %1050 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1049
  %1051 = or i32 %1042, 20
  %1052 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1051
  %1053 = or i32 %1042, 21
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1053
  %1055 = or i32 %1042, 22
  %1056 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1055
  %1057 = or i32 %1042, 23
  %1058 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1057
  %1059 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1025
  %1060 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1027
  %1061 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1029
  %1062 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1031
  %1063 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1033
  %1064 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1035
  %1065 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1037
  %1066 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1039
  %1067 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1043
  %1068 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1045
  %1069 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1047
  %1070 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1049
  %1071 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1051
  %1072 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1053
  %1073 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1055
  %1074 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21760), i32 %1057
  br label %1075

1075: ; preds = %.lr.ph, %1570
  %1076 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %1570 ]
  %1077 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %1570 ]
  %1078 = phi float [ 0.000000e+00, %.lr.ph ], [ %1592, %1570 ]
  %1079 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %1570 ]
  %1080 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %1570 ]
  %1081 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %1570 ]
  %1082 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %1570 ]
  %1083 = phi float [ 0.000000e+00, %.lr.ph ], [ %1587, %1570 ]
  %1084 = phi float [ 0.000000e+00, %.lr.ph ], [ %1586, %1570 ]
  %1085 = phi float [ 0.000000e+00, %.lr.ph ], [ %1585, %1570 ]
  %1086 = phi float [ 0.000000e+00, %.lr.ph ], [ %1584, %1570 ]
  %1087 = phi float [ 0.000000e+00, %.lr.ph ], [ %1583, %1570 ]
  %1088 = phi float [ 0.000000e+00, %.lr.ph ], [ %1582, %1570 ]
  %1089 = phi float [ 0.000000e+00, %.lr.ph ], [ %1581, %1570 ]
  %1090 = phi float [ 0.000000e+00, %.lr.ph ], [ %1580, %1570 ]
  %1091 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %1570 ]
  %1092 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %1570 ]
  %1093 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %1570 ]
  %1094 = phi float [ 0.000000e+00, %.lr.ph ], [ %1576, %1570 ]
  %1095 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %1570 ]
  %1096 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %1570 ]
  %1097 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %1570 ]
  %1098 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %1570 ]
  %1099 = phi float [ 0.000000e+00, %.lr.ph ], [ %1571, %1570 ]
  %1100 = phi float [ 0.000000e+00, %.lr.ph ], [ %1555, %1570 ]
  %1101 = phi float [ 0.000000e+00, %.lr.ph ], [ %1554, %1570 ]
  %1102 = phi float [ 0.000000e+00, %.lr.ph ], [ %1553, %1570 ]
  %1103 = phi float [ 0.000000e+00, %.lr.ph ], [ %1598, %1570 ]
  %1104 = phi float [ 0.000000e+00, %.lr.ph ], [ %1597, %1570 ]
  %1105 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %1570 ]
  %1106 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %1570 ]
  %1107 = phi float [ 0.000000e+00, %.lr.ph ], [ %1551, %1570 ]
  %1108 = phi i32 [ 0, %.lr.ph ], [ %1113, %1570 ]
  %1109 = phi <8 x bfloat> [ %30, %.lr.ph ], [ %1121, %1570 ]
  %1110 = phi <8 x bfloat> [ %41, %.lr.ph ], [ %1128, %1570 ]
  %1111 = phi <8 x bfloat> [ %48, %.lr.ph ], [ %1133, %1570 ]
  %1112 = phi <8 x bfloat> [ %55, %.lr.ph ], [ %1138, %1570 ]
  %1113 = add i32 %1108, 32
  %1114 = icmp slt i32 %1113, %5
  %1115 = add i32 %1113, %22
  %1116 = shl i32 %1115, 6
  br i1 %1114, label %1117, label %1120

1117: ; preds = %1075
  %1118 = sext i32 %1116 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1118
  %1119 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %1120

1120: ; preds = %1117, %1075
  %1121 = phi <8 x bfloat> [ %1119, %1117 ], [ zeroinitializer, %1075 ]
  %1122 = add i32 %1113, %33
  %1123 = shl i32 %1122, 6
  br i1 %1114, label %1124, label %1127

1124: ; preds = %1120
  %1125 = sext i32 %1123 to i64
  %gep87 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1125
  %1126 = load <8 x bfloat>, ptr addrspace(1) %gep87, align 16
  br label %1127

1127: ; preds = %1124, %1120
  %1128 = phi <8 x bfloat> [ %1126, %1124 ], [ zeroinitializer, %1120 ]
  br i1 %1114, label %1129, label %1132

1129: ; preds = %1127
  %1130 = sext i32 %1116 to i64
  %gep89 = getelementptr bfloat, ptr addrspace(1) %invariant.gep88, i64 %1130
  %1131 = load <8 x bfloat>, ptr addrspace(1) %gep89, align 16
  br label %1132

1132: ; preds = %1129, %1127
  %1133 = phi <8 x bfloat> [ %1131, %1129 ], [ zeroinitializer, %1127 ]
  br i1 %1114, label %1134, label %1137

1134: ; preds = %1132
  %1135 = sext i32 %1123 to i64
  %gep91 = getelementptr bfloat, ptr addrspace(1) %invariant.gep88, i64 %1135
  %1136 = load <8 x bfloat>, ptr addrspace(1) %gep91, align 16
  br label %1137

1137: ; preds = %1134, %1132
  %1138 = phi <8 x bfloat> [ %1136, %1134 ], [ zeroinitializer, %1132 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %71, ptr addrspace(1) %60, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %87, ptr addrspace(1) %76, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %106, ptr addrspace(1) %95, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %125, ptr addrspace(1) %114, i32 16, i32 0)
  %1139 = extractelement <8 x bfloat> %1109, i64 0
  store bfloat %1139, ptr addrspace(3) %134, align 16
  %1140 = extractelement <8 x bfloat> %1109, i64 1
  store bfloat %1140, ptr addrspace(3) %146, align 2
  %1141 = extractelement <8 x bfloat> %1109, i64 2
  store bfloat %1141, ptr addrspace(3) %158, align 4
  %1142 = extractelement <8 x bfloat> %1109, i64 3
  store bfloat %1142, ptr addrspace(3) %170, align 2
  %1143 = extractelement <8 x bfloat> %1109, i64 4
  store bfloat %1143, ptr addrspace(3) %182, align 8
  %1144 = extractelement <8 x bfloat> %1109, i64 5
  store bfloat %1144, ptr addrspace(3) %194, align 2
  %1145 = extractelement <8 x bfloat> %1109, i64 6
  store bfloat %1145, ptr addrspace(3) %206, align 4
  %1146 = extractelement <8 x bfloat> %1109, i64 7
  store bfloat %1146, ptr addrspace(3) %218, align 2
  %1147 = extractelement <8 x bfloat> %1110, i64 0
  store bfloat %1147, ptr addrspace(3) %226, align 16
  %1148 = extractelement <8 x bfloat> %1110, i64 1
  store bfloat %1148, ptr addrspace(3) %237, align 2
  %1149 = extractelement <8 x bfloat> %1110, i64 2
  store bfloat %1149, ptr addrspace(3) %248, align 4
  %1150 = extractelement <8 x bfloat> %1110, i64 3
  store bfloat %1150, ptr addrspace(3) %259, align 2
  %1151 = extractelement <8 x bfloat> %1110, i64 4
  store bfloat %1151, ptr addrspace(3) %270, align 8
  %1152 = extractelement <8 x bfloat> %1110, i64 5
  store bfloat %1152, ptr addrspace(3) %281, align 2
  %1153 = extractelement <8 x bfloat> %1110, i64 6
  store bfloat %1153, ptr addrspace(3) %292, align 4
  %1154 = extractelement <8 x bfloat> %1110, i64 7
  store bfloat %1154, ptr addrspace(3) %303, align 2
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %304, label %1155, label %1177

1155: ; preds = %1137
  %1156 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %1157 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1156, i32 128, i32 1, i32 3)
  %1158 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9216), align 1024
  %1159 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1158, i32 128, i32 1, i32 3)
  %1160 = tail call <16 x i32> @llvm.musa.sqmma.bfmma.m64n32k64.mma(i32 %1157, i32 %1159, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1160 to <16 x float>
  %1161 = extractelement <16 x float> %bc, i64 0
  store float %1161, ptr addrspace(3) %828, align 4
  %1162 = extractelement <16 x float> %bc, i64 1
  store float %1162, ptr addrspace(3) %832, align 4
  %1163 = extractelement <16 x float> %bc, i64 2
  store float %1163, ptr addrspace(3) %836, align 4
  %1164 = extractelement <16 x float> %bc, i64 3
  store float %1164, ptr addrspace(3) %840, align 4
  %1165 = extractelement <16 x float> %bc, i64 4
  store float %1165, ptr addrspace(3) %844, align 4
  %1166 = extractelement <16 x float> %bc, i64 5
  store float %1166, ptr addrspace(3) %847, align 4
  %1167 = extractelement <16 x float> %bc, i64 6
  store float %1167, ptr addrspace(3) %850, align 4
  %1168 = extractelement <16 x float> %bc, i64 7
  store float %1168, ptr addrspace(3) %853, align 4
  %1169 = extractelement <16 x float> %bc, i64 8
  store float %1169, ptr addrspace(3) %857, align 4
  %1170 = extractelement <16 x float> %bc, i64 9
  store float %1170, ptr addrspace(3) %860, align 4
  %1171 = extractelement <16 x float> %bc, i64 10
  store float %1171, ptr addrspace(3) %863, align 4
  %1172 = extractelement <16 x float> %bc, i64 11
  store float %1172, ptr addrspace(3) %866, align 4
  %1173 = extractelement <16 x float> %bc, i64 12
  store float %1173, ptr addrspace(3) %870, align 4
  %1174 = extractelement <16 x float> %bc, i64 13
  store float %1174, ptr addrspace(3) %873, align 4
  %1175 = extractelement <16 x float> %bc, i64 14
  store float %1175, ptr addrspace(3) %876, align 4
  %1176 = extractelement <16 x float> %bc, i64 15
  store float %1176, ptr addrspace(3) %879, align 4
  br label %1177

1177: ; preds = %1155, %1137
  tail call void @llvm.musa.syncthreads.lm()
  %1178 = load float, ptr addrspace(3) %1026, align 32
  %1179 = fmul contract float %1178, %4
  %1180 = tail call float @llvm.maxnum.f32(float %1179, float 0xFFF0000000000000)
  %1181 = load float, ptr addrspace(3) %1028, align 4
  %1182 = fmul contract float %1181, %4
  %1183 = tail call float @llvm.maxnum.f32(float %1180, float %1182)
  %1184 = load float, ptr addrspace(3) %1030, align 8
  %1185 = fmul contract float %1184, %4
  %1186 = tail call float @llvm.maxnum.f32(float %1183, float %1185)
  %1187 = load float, ptr addrspace(3) %1032, align 4
  %1188 = fmul contract float %1187, %4
  %1189 = tail call float @llvm.maxnum.f32(float %1186, float %1188)
  %1190 = load float, ptr addrspace(3) %1034, align 16
  %1191 = fmul contract float %1190, %4
  %1192 = tail call float @llvm.maxnum.f32(float %1189, float %1191)
  %1193 = load float, ptr addrspace(3) %1036, align 4
  %1194 = fmul contract float %1193, %4
  %1195 = tail call float @llvm.maxnum.f32(float %1192, float %1194)
  %1196 = load float, ptr addrspace(3) %1038, align 8
  %1197 = fmul contract float %1196, %4
  %1198 = tail call float @llvm.maxnum.f32(float %1195, float %1197)
  %1199 = load float, ptr addrspace(3) %1040, align 4
  %1200 = fmul contract float %1199, %4
  %1201 = tail call float @llvm.maxnum.f32(float %1198, float %1200)
  %1202 = load float, ptr addrspace(3) %1044, align 32
  %1203 = fmul contract float %1202, %4
  %1204 = tail call float @llvm.maxnum.f32(float %1201, float %1203)
  %1205 = load float, ptr addrspace(3) %1046, align 4
  %1206 = fmul contract float %1205, %4
  %1207 = tail call float @llvm.maxnum.f32(float %1204, float %1206)
  %1208 = load float, ptr addrspace(3) %1048, align 8
  %1209 = fmul contract float %1208, %4
  %1210 = tail call float @llvm.maxnum.f32(float %1207, float %1209)
  %1211 = load float, ptr addrspace(3) %1050, align 4
  %1212 = fmul contract float %1211, %4
  %1213 = tail call float @llvm.maxnum.f32(float %1210, float %1212)
  %1214 = load float, ptr addrspace(3) %1052, align 16
  %1215 = fmul contract float %1214, %4
  %1216 = tail call float @llvm.maxnum.f32(float %1213, float %1215)
  %1217 = load float, ptr addrspace(3) %1054, align 4
  %1218 = fmul contract float %1217, %4
  %1219 = tail call float @llvm.maxnum.f32(float %1216, float %1218)
  %1220 = load float, ptr addrspace(3) %1056, align 8
  %1221 = fmul contract float %1220, %4
  %1222 = tail call float @llvm.maxnum.f32(float %1219, float %1221)
  %1223 = load float, ptr addrspace(3) %1058, align 4
  %1224 = fmul contract float %1223, %4
  %1225 = tail call float @llvm.maxnum.f32(float %1222, float %1224)
  %1226 = bitcast float %1225 to i32
  %1227 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1226, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %307, label %1228, label %1231

1228: ; preds = %1177
  %1229 = bitcast i32 %1227 to float
  %1230 = tail call float @llvm.maxnum.f32(float %1225, float %1229)
  store float %1230, ptr addrspace(3) %881, align 4
  br label %1231

1231: ; preds = %1228, %1177
  tail call void @llvm.musa.syncthreads.lm()
  %1232 = load float, ptr addrspace(3) %310, align 32
  %1233 = fmul contract float %1232, %4
  %1234 = load float, ptr addrspace(3) %312, align 4
  %1235 = load float, ptr addrspace(3) %313, align 4
  %1236 = tail call float @llvm.maxnum.f32(float %1234, float %1235)
  %1237 = fsub contract float %1233, %1236
  %1238 = fmul float %1237, 0x3FF7154760000000
  %1239 = tail call float @llvm.exp2.f32(float %1238)
  store float %1239, ptr addrspace(3) %314, align 32
  %1240 = load float, ptr addrspace(3) %317, align 4
  %1241 = fmul contract float %1240, %4
  %1242 = fsub contract float %1241, %1236
  %1243 = fmul float %1242, 0x3FF7154760000000
  %1244 = tail call float @llvm.exp2.f32(float %1243)
  store float %1244, ptr addrspace(3) %318, align 4
  %1245 = load float, ptr addrspace(3) %321, align 8
  %1246 = fmul contract float %1245, %4
  %1247 = fsub contract float %1246, %1236
  %1248 = fmul float %1247, 0x3FF7154760000000
  %1249 = tail call float @llvm.exp2.f32(float %1248)
  store float %1249, ptr addrspace(3) %322, align 8
  %1250 = load float, ptr addrspace(3) %325, align 4
  %1251 = fmul contract float %1250, %4
  %1252 = fsub contract float %1251, %1236
  %1253 = fmul float %1252, 0x3FF7154760000000
  %1254 = tail call float @llvm.exp2.f32(float %1253)
  store float %1254, ptr addrspace(3) %326, align 4
  %1255 = load float, ptr addrspace(3) %329, align 16
  %1256 = fmul contract float %1255, %4
  %1257 = fsub contract float %1256, %1236
  %1258 = fmul float %1257, 0x3FF7154760000000
  %1259 = tail call float @llvm.exp2.f32(float %1258)
  store float %1259, ptr addrspace(3) %330, align 16
  %1260 = load float, ptr addrspace(3) %333, align 4
  %1261 = fmul contract float %1260, %4
  %1262 = fsub contract float %1261, %1236
  %1263 = fmul float %1262, 0x3FF7154760000000
  %1264 = tail call float @llvm.exp2.f32(float %1263)
  store float %1264, ptr addrspace(3) %334, align 4
  %1265 = load float, ptr addrspace(3) %337, align 8
  %1266 = fmul contract float %1265, %4
  %1267 = fsub contract float %1266, %1236
  %1268 = fmul float %1267, 0x3FF7154760000000
  %1269 = tail call float @llvm.exp2.f32(float %1268)
  store float %1269, ptr addrspace(3) %338, align 8
  %1270 = load float, ptr addrspace(3) %341, align 4
  %1271 = fmul contract float %1270, %4
  %1272 = fsub contract float %1271, %1236
  %1273 = fmul float %1272, 0x3FF7154760000000
  %1274 = tail call float @llvm.exp2.f32(float %1273)
  store float %1274, ptr addrspace(3) %342, align 4
  %1275 = load float, ptr addrspace(3) %348, align 32
  %1276 = fmul contract float %1275, %4
  %1277 = load float, ptr addrspace(3) %350, align 4
  %1278 = load float, ptr addrspace(3) %351, align 4
  %1279 = tail call float @llvm.maxnum.f32(float %1277, float %1278)
  %1280 = fsub contract float %1276, %1279
  %1281 = fmul float %1280, 0x3FF7154760000000
  %1282 = tail call float @llvm.exp2.f32(float %1281)
  store float %1282, ptr addrspace(3) %352, align 32
  %1283 = load float, ptr addrspace(3) %355, align 4
  %1284 = fmul contract float %1283, %4
  %1285 = fsub contract float %1284, %1279
  %1286 = fmul float %1285, 0x3FF7154760000000
  %1287 = tail call float @llvm.exp2.f32(float %1286)
  store float %1287, ptr addrspace(3) %356, align 4
  %1288 = load float, ptr addrspace(3) %359, align 8
  %1289 = fmul contract float %1288, %4
  %1290 = fsub contract float %1289, %1279
  %1291 = fmul float %1290, 0x3FF7154760000000
  %1292 = tail call float @llvm.exp2.f32(float %1291)
  store float %1292, ptr addrspace(3) %360, align 8
  %1293 = load float, ptr addrspace(3) %363, align 4
  %1294 = fmul contract float %1293, %4
  %1295 = fsub contract float %1294, %1279
  %1296 = fmul float %1295, 0x3FF7154760000000
  %1297 = tail call float @llvm.exp2.f32(float %1296)
  store float %1297, ptr addrspace(3) %364, align 4
  %1298 = load float, ptr addrspace(3) %367, align 16
  %1299 = fmul contract float %1298, %4
  %1300 = fsub contract float %1299, %1279
  %1301 = fmul float %1300, 0x3FF7154760000000
  %1302 = tail call float @llvm.exp2.f32(float %1301)
  store float %1302, ptr addrspace(3) %368, align 16
  %1303 = load float, ptr addrspace(3) %371, align 4
  %1304 = fmul contract float %1303, %4
  %1305 = fsub contract float %1304, %1279
  %1306 = fmul float %1305, 0x3FF7154760000000
  %1307 = tail call float @llvm.exp2.f32(float %1306)
  store float %1307, ptr addrspace(3) %372, align 4
  %1308 = load float, ptr addrspace(3) %375, align 8
  %1309 = fmul contract float %1308, %4
  %1310 = fsub contract float %1309, %1279
  %1311 = fmul float %1310, 0x3FF7154760000000
  %1312 = tail call float @llvm.exp2.f32(float %1311)
  store float %1312, ptr addrspace(3) %376, align 8
  %1313 = load float, ptr addrspace(3) %379, align 4
  %1314 = fmul contract float %1313, %4
  %1315 = fsub contract float %1314, %1279
  %1316 = fmul float %1315, 0x3FF7154760000000
  %1317 = tail call float @llvm.exp2.f32(float %1316)
  store float %1317, ptr addrspace(3) %380, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1318, label %1325

1318: ; preds = %1231
  %1319 = load float, ptr addrspace(3) %882, align 4
  %1320 = load float, ptr addrspace(3) %883, align 4
  %1321 = tail call float @llvm.maxnum.f32(float %1319, float %1320)
  %1322 = fsub contract float %1319, %1321
  %1323 = fmul float %1322, 0x3FF7154760000000
  %1324 = tail call float @llvm.exp2.f32(float %1323)
  store float %1324, ptr addrspace(3) %884, align 4
  br label %1325

1325: ; preds = %1318, %1231
  tail call void @llvm.musa.syncthreads.lm()
  %1326 = load float, ptr addrspace(3) %1059, align 32
  %1327 = fadd reassoc float %1326, 0.000000e+00
  %1328 = load float, ptr addrspace(3) %1060, align 4
  %1329 = fadd reassoc float %1327, %1328
  %1330 = load float, ptr addrspace(3) %1061, align 8
  %1331 = fadd reassoc float %1329, %1330
  %1332 = load float, ptr addrspace(3) %1062, align 4
  %1333 = fadd reassoc float %1331, %1332
  %1334 = load float, ptr addrspace(3) %1063, align 16
  %1335 = fadd reassoc float %1333, %1334
  %1336 = load float, ptr addrspace(3) %1064, align 4
  %1337 = fadd reassoc float %1335, %1336
  %1338 = load float, ptr addrspace(3) %1065, align 8
  %1339 = fadd reassoc float %1337, %1338
  %1340 = load float, ptr addrspace(3) %1066, align 4
  %1341 = fadd reassoc float %1339, %1340
  %1342 = load float, ptr addrspace(3) %1067, align 32
  %1343 = fadd reassoc float %1341, %1342
  %1344 = load float, ptr addrspace(3) %1068, align 4
  %1345 = fadd reassoc float %1343, %1344
  %1346 = load float, ptr addrspace(3) %1069, align 8
  %1347 = fadd reassoc float %1345, %1346
  %1348 = load float, ptr addrspace(3) %1070, align 4
  %1349 = fadd reassoc float %1347, %1348
  %1350 = load float, ptr addrspace(3) %1071, align 16
  %1351 = fadd reassoc float %1349, %1350
  %1352 = load float, ptr addrspace(3) %1072, align 4
  %1353 = fadd reassoc float %1351, %1352
  %1354 = load float, ptr addrspace(3) %1073, align 8
  %1355 = fadd reassoc float %1353, %1354
  %1356 = load float, ptr addrspace(3) %1074, align 4
  %1357 = fadd reassoc float %1355, %1356
  %1358 = bitcast float %1357 to i32
  %1359 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1358, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %307, label %1360, label %1363

1360: ; preds = %1325
  %1361 = bitcast i32 %1359 to float
  %1362 = fadd reassoc float %1357, %1361
  store float %1362, ptr addrspace(3) %885, align 4
  br label %1363

1363: ; preds = %1360, %1325
  tail call void @llvm.musa.syncthreads.lm()
  %1364 = load float, ptr addrspace(3) %314, align 32
  %1365 = fptrunc float %1364 to bfloat
  %1366 = load float, ptr addrspace(3) %318, align 4
  %1367 = fptrunc float %1366 to bfloat
  %1368 = load float, ptr addrspace(3) %322, align 8
  %1369 = fptrunc float %1368 to bfloat
  %1370 = load float, ptr addrspace(3) %326, align 4
  %1371 = fptrunc float %1370 to bfloat
  %1372 = load float, ptr addrspace(3) %330, align 16
  %1373 = fptrunc float %1372 to bfloat
  %1374 = load float, ptr addrspace(3) %334, align 4
  %1375 = fptrunc float %1374 to bfloat
  %1376 = load float, ptr addrspace(3) %338, align 8
  %1377 = fptrunc float %1376 to bfloat
  %1378 = load float, ptr addrspace(3) %342, align 4
  %1379 = fptrunc float %1378 to bfloat
  store bfloat %1365, ptr addrspace(3) %389, align 16
  store bfloat %1367, ptr addrspace(3) %399, align 2
  store bfloat %1369, ptr addrspace(3) %409, align 4
  store bfloat %1371, ptr addrspace(3) %419, align 2
  store bfloat %1373, ptr addrspace(3) %429, align 8
  store bfloat %1375, ptr addrspace(3) %439, align 2
  store bfloat %1377, ptr addrspace(3) %449, align 4
  store bfloat %1379, ptr addrspace(3) %459, align 2
  %1380 = load float, ptr addrspace(3) %352, align 32
  %1381 = fptrunc float %1380 to bfloat
  %1382 = load float, ptr addrspace(3) %356, align 4
  %1383 = fptrunc float %1382 to bfloat
  %1384 = load float, ptr addrspace(3) %360, align 8
  %1385 = fptrunc float %1384 to bfloat
  %1386 = load float, ptr addrspace(3) %364, align 4
  %1387 = fptrunc float %1386 to bfloat
  %1388 = load float, ptr addrspace(3) %368, align 16
  %1389 = fptrunc float %1388 to bfloat
  %1390 = load float, ptr addrspace(3) %372, align 4
  %1391 = fptrunc float %1390 to bfloat
  %1392 = load float, ptr addrspace(3) %376, align 8
  %1393 = fptrunc float %1392 to bfloat
  %1394 = load float, ptr addrspace(3) %380, align 4
  %1395 = fptrunc float %1394 to bfloat
  store bfloat %1381, ptr addrspace(3) %468, align 16
  store bfloat %1383, ptr addrspace(3) %478, align 2
  store bfloat %1385, ptr addrspace(3) %488, align 4
  store bfloat %1387, ptr addrspace(3) %498, align 2
  store bfloat %1389, ptr addrspace(3) %508, align 8
  store bfloat %1391, ptr addrspace(3) %518, align 2
  store bfloat %1393, ptr addrspace(3) %528, align 4
  store bfloat %1395, ptr addrspace(3) %538, align 2
  %1396 = extractelement <8 x bfloat> %1111, i64 0
  store bfloat %1396, ptr addrspace(3) %554, align 2
  %1397 = extractelement <8 x bfloat> %1111, i64 1
  store bfloat %1397, ptr addrspace(3) %567, align 2
  %1398 = extractelement <8 x bfloat> %1111, i64 2
  store bfloat %1398, ptr addrspace(3) %580, align 2
  %1399 = extractelement <8 x bfloat> %1111, i64 3
  store bfloat %1399, ptr addrspace(3) %593, align 2
  %1400 = extractelement <8 x bfloat> %1111, i64 4
  store bfloat %1400, ptr addrspace(3) %606, align 2
  %1401 = extractelement <8 x bfloat> %1111, i64 5
  store bfloat %1401, ptr addrspace(3) %619, align 2
  %1402 = extractelement <8 x bfloat> %1111, i64 6
  store bfloat %1402, ptr addrspace(3) %632, align 2
  %1403 = extractelement <8 x bfloat> %1111, i64 7
  store bfloat %1403, ptr addrspace(3) %645, align 2
  %1404 = extractelement <8 x bfloat> %1112, i64 0
  store bfloat %1404, ptr addrspace(3) %660, align 2
  %1405 = extractelement <8 x bfloat> %1112, i64 1
  store bfloat %1405, ptr addrspace(3) %672, align 2
  %1406 = extractelement <8 x bfloat> %1112, i64 2
  store bfloat %1406, ptr addrspace(3) %684, align 2
  %1407 = extractelement <8 x bfloat> %1112, i64 3
  store bfloat %1407, ptr addrspace(3) %696, align 2
  %1408 = extractelement <8 x bfloat> %1112, i64 4
  store bfloat %1408, ptr addrspace(3) %708, align 2
  %1409 = extractelement <8 x bfloat> %1112, i64 5
  store bfloat %1409, ptr addrspace(3) %720, align 2
  %1410 = extractelement <8 x bfloat> %1112, i64 6
  store bfloat %1410, ptr addrspace(3) %732, align 2
  %1411 = extractelement <8 x bfloat> %1112, i64 7
  store bfloat %1411, ptr addrspace(3) %744, align 2
  %1412 = load float, ptr addrspace(3) %745, align 4
  %1413 = fmul contract float %1107, %1412
  store float %1413, ptr addrspace(3) %746, align 32
  %1414 = fmul contract float %1106, %1412
  store float %1414, ptr addrspace(3) %748, align 4
  %1415 = fmul contract float %1105, %1412
  store float %1415, ptr addrspace(3) %750, align 8
  %1416 = fmul contract float %1104, %1412
  store float %1416, ptr addrspace(3) %752, align 4
  %1417 = fmul contract float %1103, %1412
  store float %1417, ptr addrspace(3) %754, align 16
  %1418 = fmul contract float %1102, %1412
  store float %1418, ptr addrspace(3) %756, align 4
  %1419 = fmul contract float %1101, %1412
  store float %1419, ptr addrspace(3) %758, align 8
  %1420 = fmul contract float %1100, %1412
  store float %1420, ptr addrspace(3) %760, align 4
  %1421 = load float, ptr addrspace(3) %761, align 4
  %1422 = fmul contract float %1099, %1421
  store float %1422, ptr addrspace(3) %763, align 32
  %1423 = fmul contract float %1098, %1421
  store float %1423, ptr addrspace(3) %765, align 4
  %1424 = fmul contract float %1097, %1421
  store float %1424, ptr addrspace(3) %767, align 8
  %1425 = fmul contract float %1096, %1421
  store float %1425, ptr addrspace(3) %769, align 4
  %1426 = fmul contract float %1095, %1421
  store float %1426, ptr addrspace(3) %771, align 16
  %1427 = fmul contract float %1094, %1421
  store float %1427, ptr addrspace(3) %773, align 4
  %1428 = fmul contract float %1093, %1421
  store float %1428, ptr addrspace(3) %775, align 8
  %1429 = fmul contract float %1092, %1421
  store float %1429, ptr addrspace(3) %777, align 4
  %1430 = load float, ptr addrspace(3) %778, align 4
  %1431 = fmul contract float %1091, %1430
  store float %1431, ptr addrspace(3) %780, align 32
  %1432 = fmul contract float %1090, %1430
  store float %1432, ptr addrspace(3) %782, align 4
  %1433 = fmul contract float %1089, %1430
  store float %1433, ptr addrspace(3) %784, align 8
  %1434 = fmul contract float %1088, %1430
  store float %1434, ptr addrspace(3) %786, align 4
  %1435 = fmul contract float %1087, %1430
  store float %1435, ptr addrspace(3) %788, align 16
  %1436 = fmul contract float %1086, %1430
  store float %1436, ptr addrspace(3) %790, align 4
  %1437 = fmul contract float %1085, %1430
  store float %1437, ptr addrspace(3) %792, align 8
  %1438 = fmul contract float %1084, %1430
  store float %1438, ptr addrspace(3) %794, align 4
  %1439 = load float, ptr addrspace(3) %795, align 4
  %1440 = fmul contract float %1083, %1439
  store float %1440, ptr addrspace(3) %797, align 32
  %1441 = fmul contract float %1082, %1439
  store float %1441, ptr addrspace(3) %799, align 4
  %1442 = fmul contract float %1081, %1439
  store float %1442, ptr addrspace(3) %801, align 8
  %1443 = fmul contract float %1080, %1439
  store float %1443, ptr addrspace(3) %803, align 4
  %1444 = fmul contract float %1079, %1439
  store float %1444, ptr addrspace(3) %805, align 16
  %1445 = fmul contract float %1078, %1439
  store float %1445, ptr addrspace(3) %807, align 4
  %1446 = fmul contract float %1077, %1439
  store float %1446, ptr addrspace(3) %809, align 8
  %1447 = fmul contract float %1076, %1439
  store float %1447, ptr addrspace(3) %811, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %304, label %1448, label %1550

1448: ; preds = %1363
  %1449 = load i32, ptr addrspace(3) %889, align 4
  %1450 = load i32, ptr addrspace(3) %892, align 4
  %1451 = load i32, ptr addrspace(3) %895, align 4
  %1452 = load i32, ptr addrspace(3) %898, align 4
  %1453 = load i32, ptr addrspace(3) %902, align 4
  %1454 = load i32, ptr addrspace(3) %906, align 4
  %1455 = load i32, ptr addrspace(3) %910, align 4
  %1456 = load i32, ptr addrspace(3) %914, align 4
  %1457 = load i32, ptr addrspace(3) %918, align 4
  %1458 = load i32, ptr addrspace(3) %921, align 4
  %1459 = load i32, ptr addrspace(3) %924, align 4
  %1460 = load i32, ptr addrspace(3) %927, align 4
  %1461 = load i32, ptr addrspace(3) %930, align 4
  %1462 = load i32, ptr addrspace(3) %933, align 4
  %1463 = load i32, ptr addrspace(3) %936, align 4
  %1464 = load i32, ptr addrspace(3) %939, align 4
  %1465 = load i32, ptr addrspace(3) %943, align 4
  %1466 = load i32, ptr addrspace(3) %946, align 4
  %1467 = load i32, ptr addrspace(3) %949, align 4
  %1468 = load i32, ptr addrspace(3) %952, align 4
  %1469 = load i32, ptr addrspace(3) %955, align 4
  %1470 = load i32, ptr addrspace(3) %958, align 4
  %1471 = load i32, ptr addrspace(3) %961, align 4
  %1472 = load i32, ptr addrspace(3) %964, align 4
  %1473 = load i32, ptr addrspace(3) %968, align 4
  %1474 = load i32, ptr addrspace(3) %971, align 4
  %1475 = load i32, ptr addrspace(3) %974, align 4
  %1476 = load i32, ptr addrspace(3) %977, align 4
  %1477 = load i32, ptr addrspace(3) %980, align 4
  %1478 = load i32, ptr addrspace(3) %983, align 4
  %1479 = load i32, ptr addrspace(3) %986, align 4
  %1480 = load i32, ptr addrspace(3) %989, align 4
  %1481 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1449, i64 0
  %1482 = insertelement <32 x i32> %1481, i32 %1450, i64 1
  %1483 = insertelement <32 x i32> %1482, i32 %1451, i64 2
  %1484 = insertelement <32 x i32> %1483, i32 %1452, i64 3
  %1485 = insertelement <32 x i32> %1484, i32 %1453, i64 4
  %1486 = insertelement <32 x i32> %1485, i32 %1454, i64 5
  %1487 = insertelement <32 x i32> %1486, i32 %1455, i64 6
  %1488 = insertelement <32 x i32> %1487, i32 %1456, i64 7
  %1489 = insertelement <32 x i32> %1488, i32 %1457, i64 8
  %1490 = insertelement <32 x i32> %1489, i32 %1458, i64 9
  %1491 = insertelement <32 x i32> %1490, i32 %1459, i64 10
  %1492 = insertelement <32 x i32> %1491, i32 %1460, i64 11
  %1493 = insertelement <32 x i32> %1492, i32 %1461, i64 12
  %1494 = insertelement <32 x i32> %1493, i32 %1462, i64 13
  %1495 = insertelement <32 x i32> %1494, i32 %1463, i64 14
  %1496 = insertelement <32 x i32> %1495, i32 %1464, i64 15
  %1497 = insertelement <32 x i32> %1496, i32 %1465, i64 16
  %1498 = insertelement <32 x i32> %1497, i32 %1466, i64 17
  %1499 = insertelement <32 x i32> %1498, i32 %1467, i64 18
  %1500 = insertelement <32 x i32> %1499, i32 %1468, i64 19
  %1501 = insertelement <32 x i32> %1500, i32 %1469, i64 20
  %1502 = insertelement <32 x i32> %1501, i32 %1470, i64 21
  %1503 = insertelement <32 x i32> %1502, i32 %1471, i64 22
  %1504 = insertelement <32 x i32> %1503, i32 %1472, i64 23
  %1505 = insertelement <32 x i32> %1504, i32 %1473, i64 24
  %1506 = insertelement <32 x i32> %1505, i32 %1474, i64 25
  %1507 = insertelement <32 x i32> %1506, i32 %1475, i64 26
  %1508 = insertelement <32 x i32> %1507, i32 %1476, i64 27
  %1509 = insertelement <32 x i32> %1508, i32 %1477, i64 28
  %1510 = insertelement <32 x i32> %1509, i32 %1478, i64 29
  %1511 = insertelement <32 x i32> %1510, i32 %1479, i64 30
  %1512 = insertelement <32 x i32> %1511, i32 %1480, i64 31
  %1513 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 30720), align 2048
  %1514 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1513, i32 64, i32 1, i32 3)
  %1515 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), align 2048
  %1516 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1515, i32 64, i32 1, i32 3)
  %1517 = tail call <32 x i32> @llvm.musa.sqmma.bfmma.m64n64k32.mma(i32 %1514, i32 %1516, <32 x i32> %1512, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc21 = bitcast <32 x i32> %1517 to <32 x float>
  %1518 = extractelement <32 x float> %bc21, i64 0
  store float %1518, ptr addrspace(3) %990, align 4
  %1519 = extractelement <32 x float> %bc21, i64 1
  store float %1519, ptr addrspace(3) %991, align 4
  %1520 = extractelement <32 x float> %bc21, i64 2
  store float %1520, ptr addrspace(3) %992, align 4
  %1521 = extractelement <32 x float> %bc21, i64 3
  store float %1521, ptr addrspace(3) %993, align 4
  %1522 = extractelement <32 x float> %bc21, i64 4
  store float %1522, ptr addrspace(3) %994, align 4
  %1523 = extractelement <32 x float> %bc21, i64 5
  store float %1523, ptr addrspace(3) %995, align 4
  %1524 = extractelement <32 x float> %bc21, i64 6
  store float %1524, ptr addrspace(3) %996, align 4
  %1525 = extractelement <32 x float> %bc21, i64 7
  store float %1525, ptr addrspace(3) %997, align 4
  %1526 = extractelement <32 x float> %bc21, i64 8
  store float %1526, ptr addrspace(3) %998, align 4
  %1527 = extractelement <32 x float> %bc21, i64 9
  store float %1527, ptr addrspace(3) %999, align 4
  %1528 = extractelement <32 x float> %bc21, i64 10
  store float %1528, ptr addrspace(3) %1000, align 4
  %1529 = extractelement <32 x float> %bc21, i64 11
  store float %1529, ptr addrspace(3) %1001, align 4
  %1530 = extractelement <32 x float> %bc21, i64 12
  store float %1530, ptr addrspace(3) %1002, align 4
  %1531 = extractelement <32 x float> %bc21, i64 13
  store float %1531, ptr addrspace(3) %1003, align 4
  %1532 = extractelement <32 x float> %bc21, i64 14
  store float %1532, ptr addrspace(3) %1004, align 4
  %1533 = extractelement <32 x float> %bc21, i64 15
  store float %1533, ptr addrspace(3) %1005, align 4
  %1534 = extractelement <32 x float> %bc21, i64 16
  store float %1534, ptr addrspace(3) %1006, align 4
  %1535 = extractelement <32 x float> %bc21, i64 17
  store float %1535, ptr addrspace(3) %1007, align 4
  %1536 = extractelement <32 x float> %bc21, i64 18
  store float %1536, ptr addrspace(3) %1008, align 4
  %1537 = extractelement <32 x float> %bc21, i64 19
  store float %1537, ptr addrspace(3) %1009, align 4
  %1538 = extractelement <32 x float> %bc21, i64 20
  store float %1538, ptr addrspace(3) %1010, align 4
  %1539 = extractelement <32 x float> %bc21, i64 21
  store float %1539, ptr addrspace(3) %1011, align 4
  %1540 = extractelement <32 x float> %bc21, i64 22
  store float %1540, ptr addrspace(3) %1012, align 4
  %1541 = extractelement <32 x float> %bc21, i64 23
  store float %1541, ptr addrspace(3) %1013, align 4
  %1542 = extractelement <32 x float> %bc21, i64 24
  store float %1542, ptr addrspace(3) %1014, align 4
  %1543 = extractelement <32 x float> %bc21, i64 25
  store float %1543, ptr addrspace(3) %1015, align 4
  %1544 = extractelement <32 x float> %bc21, i64 26
  store float %1544, ptr addrspace(3) %1016, align 4
  %1545 = extractelement <32 x float> %bc21, i64 27
  store float %1545, ptr addrspace(3) %1017, align 4
  %1546 = extractelement <32 x float> %bc21, i64 28
  store float %1546, ptr addrspace(3) %1018, align 4
  %1547 = extractelement <32 x float> %bc21, i64 29
  store float %1547, ptr addrspace(3) %1019, align 4
  %1548 = extractelement <32 x float> %bc21, i64 30
  store float %1548, ptr addrspace(3) %1020, align 4
  %1549 = extractelement <32 x float> %bc21, i64 31
  store float %1549, ptr addrspace(3) %1021, align 4
  br label %1550

1550: ; preds = %1448, %1363
  tail call void @llvm.musa.syncthreads.lm()
  %1551 = load float, ptr addrspace(3) %812, align 32
  %1552 = load <4 x float>, ptr addrspace(3) %813, align 4
  %1553 = load float, ptr addrspace(3) %814, align 4
  %1554 = load float, ptr addrspace(3) %815, align 8
  %1555 = load float, ptr addrspace(3) %816, align 4
  %1556 = load <8 x float>, ptr addrspace(3) %817, align 32
  %1557 = load <8 x float>, ptr addrspace(3) %818, align 32
  %1558 = load <8 x float>, ptr addrspace(3) %819, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1559, label %1565

1559: ; preds = %1550
  %1560 = load float, ptr addrspace(3) %1022, align 4
  %1561 = load float, ptr addrspace(3) %884, align 4
  %1562 = fmul contract float %1560, %1561
  %1563 = load float, ptr addrspace(3) %1023, align 4
  %1564 = fadd contract float %1562, %1563
  store float %1564, ptr addrspace(3) %1022, align 4
  br label %1565

1565: ; preds = %1559, %1550
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1566, label %1570

1566: ; preds = %1565
  %1567 = load float, ptr addrspace(3) %882, align 4
  %1568 = load float, ptr addrspace(3) %883, align 4
  %1569 = tail call float @llvm.maxnum.f32(float %1567, float %1568)
  store float %1569, ptr addrspace(3) %882, align 4
  br label %1570

1570: ; preds = %1566, %1565
  tail call void @llvm.musa.syncthreads.lm()
  %1571 = extractelement <8 x float> %1556, i64 0
  %1572 = extractelement <8 x float> %1556, i64 1
  %1573 = extractelement <8 x float> %1556, i64 2
  %1574 = extractelement <8 x float> %1556, i64 3
  %1575 = extractelement <8 x float> %1556, i64 4
  %1576 = extractelement <8 x float> %1556, i64 5
  %1577 = extractelement <8 x float> %1556, i64 6
  %1578 = extractelement <8 x float> %1556, i64 7
  %1579 = extractelement <8 x float> %1557, i64 0
  %1580 = extractelement <8 x float> %1557, i64 1
  %1581 = extractelement <8 x float> %1557, i64 2
  %1582 = extractelement <8 x float> %1557, i64 3
  %1583 = extractelement <8 x float> %1557, i64 4
  %1584 = extractelement <8 x float> %1557, i64 5
  %1585 = extractelement <8 x float> %1557, i64 6
  %1586 = extractelement <8 x float> %1557, i64 7
  %1587 = extractelement <8 x float> %1558, i64 0
  %1588 = extractelement <8 x float> %1558, i64 1
  %1589 = extractelement <8 x float> %1558, i64 2
  %1590 = extractelement <8 x float> %1558, i64 3
  %1591 = extractelement <8 x float> %1558, i64 4
  %1592 = extractelement <8 x float> %1558, i64 5
  %1593 = extractelement <8 x float> %1558, i64 6
  %1594 = extractelement <8 x float> %1558, i64 7
  %1595 = extractelement <4 x float> %1552, i64 0
  %1596 = extractelement <4 x float> %1552, i64 1
  %1597 = extractelement <4 x float> %1552, i64 2
  %1598 = extractelement <4 x float> %1552, i64 3
  br i1 %1114, label %1075, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1570
  %1599 = insertelement <8 x float> poison, float %1551, i64 0
  %1600 = shufflevector <4 x float> %1552, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1601 = shufflevector <8 x float> %1599, <8 x float> %1600, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1602 = insertelement <8 x float> %1601, float %1553, i64 5
  %1603 = insertelement <8 x float> %1602, float %1554, i64 6
  %1604 = insertelement <8 x float> %1603, float %1555, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %54
  %1605 = phi <8 x float> [ zeroinitializer, %54 ], [ %1604, %._crit_edge.loopexit ]
  %1606 = phi <8 x float> [ zeroinitializer, %54 ], [ %1556, %._crit_edge.loopexit ]
  %1607 = phi <8 x float> [ zeroinitializer, %54 ], [ %1557, %._crit_edge.loopexit ]
  %1608 = phi <8 x float> [ zeroinitializer, %54 ], [ %1558, %._crit_edge.loopexit ]
  %1609 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1610 = load float, ptr addrspace(3) %1609, align 4
  %1611 = insertelement <8 x float> poison, float %1610, i64 0
  %1612 = shufflevector <8 x float> %1611, <8 x float> poison, <8 x i32> zeroinitializer
  %1613 = fdiv <8 x float> %1605, %1612
  %1614 = fptrunc <8 x float> %1613 to <8 x bfloat>
  %1615 = getelementptr bfloat, ptr addrspace(1) %3, i64 %58
  %1616 = getelementptr bfloat, ptr addrspace(1) %1615, i64 %20
  store <8 x bfloat> %1614, ptr addrspace(1) %1616, align 16
  %1617 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1618 = load float, ptr addrspace(3) %1617, align 4
  %1619 = insertelement <8 x float> poison, float %1618, i64 0
  %1620 = shufflevector <8 x float> %1619, <8 x float> poison, <8 x i32> zeroinitializer
  %1621 = fdiv <8 x float> %1606, %1620
  %1622 = fptrunc <8 x float> %1621 to <8 x bfloat>
  %1623 = getelementptr bfloat, ptr addrspace(1) %3, i64 %74
  %1624 = getelementptr bfloat, ptr addrspace(1) %1623, i64 %20
  store <8 x bfloat> %1622, ptr addrspace(1) %1624, align 16
  %1625 = getelementptr float, ptr addrspace(3) @global_smem, i32 %90
  %1626 = load float, ptr addrspace(3) %1625, align 4
  %1627 = insertelement <8 x float> poison, float %1626, i64 0
  %1628 = shufflevector <8 x float> %1627, <8 x float> poison, <8 x i32> zeroinitializer
  %1629 = fdiv <8 x float> %1607, %1628
  %1630 = fptrunc <8 x float> %1629 to <8 x bfloat>
  %1631 = getelementptr bfloat, ptr addrspace(1) %3, i64 %93
  %1632 = getelementptr bfloat, ptr addrspace(1) %1631, i64 %20
  store <8 x bfloat> %1630, ptr addrspace(1) %1632, align 16
  %1633 = getelementptr float, ptr addrspace(3) @global_smem, i32 %109
  %1634 = load float, ptr addrspace(3) %1633, align 4
  %1635 = insertelement <8 x float> poison, float %1634, i64 0
  %1636 = shufflevector <8 x float> %1635, <8 x float> poison, <8 x i32> zeroinitializer
  %1637 = fdiv <8 x float> %1608, %1636
  %1638 = fptrunc <8 x float> %1637 to <8 x bfloat>
  %1639 = getelementptr bfloat, ptr addrspace(1) %3, i64 %112
  %1640 = getelementptr bfloat, ptr addrspace(1) %1639, i64 %20
  store <8 x bfloat> %1638, ptr addrspace(1) %1640, align 16
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
