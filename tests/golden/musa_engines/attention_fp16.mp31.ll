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

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.fmma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

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
  %26 = getelementptr half, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x half>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x half> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nsw i64 %19, 1024
  %32 = lshr i64 %31, 6
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 6
  br i1 %11, label %35, label %40

35: ; preds = %29
  %36 = sext i32 %34 to i64
  %37 = getelementptr half, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr half, ptr addrspace(1) %37, i64 %20
  %39 = load <8 x half>, ptr addrspace(1) %38, align 16
  br label %40

40: ; preds = %35, %29
  %41 = phi <8 x half> [ %39, %35 ], [ zeroinitializer, %29 ]
  br i1 %11, label %42, label %47

42: ; preds = %40
  %43 = sext i32 %23 to i64
  %44 = getelementptr half, ptr addrspace(1) %2, i64 %43
  %45 = getelementptr half, ptr addrspace(1) %44, i64 %20
  %46 = load <8 x half>, ptr addrspace(1) %45, align 16
  br label %47

47: ; preds = %42, %40
  %48 = phi <8 x half> [ %46, %42 ], [ zeroinitializer, %40 ]
  br i1 %11, label %49, label %54

49: ; preds = %47
  %50 = sext i32 %34 to i64
  %51 = getelementptr half, ptr addrspace(1) %2, i64 %50
  %52 = getelementptr half, ptr addrspace(1) %51, i64 %20
  %53 = load <8 x half>, ptr addrspace(1) %52, align 16
  br label %54

54: ; preds = %49, %47
  %55 = phi <8 x half> [ %53, %49 ], [ zeroinitializer, %47 ]
  %56 = add i32 %10, %22
  %57 = shl i32 %56, 6
  %58 = sext i32 %57 to i64
  %59 = getelementptr half, ptr addrspace(1) %0, i64 %58
  %60 = getelementptr half, ptr addrspace(1) %59, i64 %20
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
  %75 = getelementptr half, ptr addrspace(1) %0, i64 %74
  %76 = getelementptr half, ptr addrspace(1) %75, i64 %20
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
  %94 = getelementptr half, ptr addrspace(1) %0, i64 %93
  %95 = getelementptr half, ptr addrspace(1) %94, i64 %20
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
  %113 = getelementptr half, ptr addrspace(1) %0, i64 %112
  %114 = getelementptr half, ptr addrspace(1) %113, i64 %20
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
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %311
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %309
  %315 = or i64 %19, 1
  %316 = trunc i64 %315 to i32
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %316
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %316
  %319 = or i64 %19, 2
  %320 = trunc i64 %319 to i32
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %320
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %320
  %323 = or i64 %19, 3
  %324 = trunc i64 %323 to i32
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %324
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %324
  %327 = or i64 %19, 4
  %328 = trunc i64 %327 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %328
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %328
  %331 = or i64 %19, 5
  %332 = trunc i64 %331 to i32
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %332
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %332
  %335 = or i64 %19, 6
  %336 = trunc i64 %335 to i32
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %336
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %336
  %339 = or i64 %19, 7
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %340
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %340
  %343 = and i64 %19, 24
  %344 = lshr i64 %31, 5
  %345 = and i64 %31, -32
  %346 = or i64 %345, %343
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %347
  %349 = trunc i64 %344 to i32
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %349
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %349
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %347
  %353 = or i64 %346, 1
  %354 = trunc i64 %353 to i32
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %354
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %354
  %357 = or i64 %346, 2
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %358
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %358
  %361 = or i64 %346, 3
  %362 = trunc i64 %361 to i32
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %362
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %362
  %365 = or i64 %346, 4
  %366 = trunc i64 %365 to i32
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %366
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %366
  %369 = or i64 %346, 5
  %370 = trunc i64 %369 to i32
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %370
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %370
  %373 = or i64 %346, 6
  %374 = trunc i64 %373 to i32
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %374
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %374
  %377 = or i64 %346, 7
  %378 = trunc i64 %377 to i32
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %378
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %378
  %381 = add nsw i64 %62, 14336
  %382 = lshr i64 %381, 8
  %383 = xor i64 %382, %8
  %384 = and i64 %381, 4294967040
  %385 = shl nsw i64 %383, 4
  %386 = and i64 %385, 240
  %387 = or i64 %386, %384
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %388
  %390 = shl nsw i64 %315, 1
  %391 = add nsw i64 %390, 14336
  %392 = and i64 %391, 4294967040
  %393 = lshr i64 %391, 4
  %394 = xor i64 %393, %390
  %395 = and i64 %394, 240
  %396 = or i64 %395, %392
  %397 = trunc i64 %396 to i32
  %398 = or i32 %397, 2
  %399 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %398
  %400 = shl nsw i64 %319, 1
  %401 = add nsw i64 %400, 14336
  %402 = and i64 %401, 4294967040
  %403 = lshr i64 %401, 4
  %404 = xor i64 %403, %400
  %405 = and i64 %404, 240
  %406 = or i64 %405, %402
  %407 = trunc i64 %406 to i32
  %408 = or i32 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %408
  %410 = shl nsw i64 %323, 1
  %411 = add nsw i64 %410, 14336
  %412 = and i64 %411, 4294967040
  %413 = lshr i64 %411, 4
  %414 = xor i64 %413, %410
  %415 = and i64 %414, 240
  %416 = or i64 %415, %412
  %417 = trunc i64 %416 to i32
  %418 = or i32 %417, 6
  %419 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %418
  %420 = shl nsw i64 %327, 1
  %421 = add nsw i64 %420, 14336
  %422 = and i64 %421, 4294967040
  %423 = lshr i64 %421, 4
  %424 = xor i64 %423, %420
  %425 = and i64 %424, 240
  %426 = or i64 %425, %422
  %427 = trunc i64 %426 to i32
  %428 = or i32 %427, 8
  %429 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %428
  %430 = shl nsw i64 %331, 1
  %431 = add nsw i64 %430, 14336
  %432 = and i64 %431, 4294967040
  %433 = lshr i64 %431, 4
  %434 = xor i64 %433, %430
  %435 = and i64 %434, 240
  %436 = or i64 %435, %432
  %437 = trunc i64 %436 to i32
  %438 = or i32 %437, 10
  %439 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %438
  %440 = shl nsw i64 %335, 1
  %441 = add nsw i64 %440, 14336
  %442 = and i64 %441, 4294967040
  %443 = lshr i64 %441, 4
  %444 = xor i64 %443, %440
  %445 = and i64 %444, 240
  %446 = or i64 %445, %442
  %447 = trunc i64 %446 to i32
  %448 = or i32 %447, 12
  %449 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %448
  %450 = shl nsw i64 %339, 1
  %451 = add nsw i64 %450, 14336
  %452 = and i64 %451, 4294967040
  %453 = lshr i64 %451, 4
  %454 = xor i64 %453, %450
  %455 = and i64 %454, 240
  %456 = or i64 %455, %452
  %457 = trunc i64 %456 to i32
  %458 = or i32 %457, 14
  %459 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %458
  %460 = shl nsw i64 %346, 1
  %461 = add nsw i64 %460, 14336
  %462 = and i64 %461, 4294967040
  %463 = lshr exact i64 %461, 4
  %464 = xor i64 %463, %460
  %465 = and i64 %464, 240
  %466 = or i64 %465, %462
  %467 = trunc i64 %466 to i32
  %468 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %467
  %469 = shl nsw i64 %353, 1
  %470 = add i64 %469, 14336
  %471 = and i64 %470, 4294967040
  %472 = lshr i64 %470, 4
  %473 = xor i64 %472, %469
  %474 = and i64 %473, 240
  %475 = or i64 %474, %471
  %476 = trunc i64 %475 to i32
  %477 = or i32 %476, 2
  %478 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %477
  %479 = shl nsw i64 %357, 1
  %480 = add i64 %479, 14336
  %481 = and i64 %480, 4294967040
  %482 = lshr i64 %480, 4
  %483 = xor i64 %482, %479
  %484 = and i64 %483, 240
  %485 = or i64 %484, %481
  %486 = trunc i64 %485 to i32
  %487 = or i32 %486, 4
  %488 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %487
  %489 = shl nsw i64 %361, 1
  %490 = add i64 %489, 14336
  %491 = and i64 %490, 4294967040
  %492 = lshr i64 %490, 4
  %493 = xor i64 %492, %489
  %494 = and i64 %493, 240
  %495 = or i64 %494, %491
  %496 = trunc i64 %495 to i32
  %497 = or i32 %496, 6
  %498 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %497
  %499 = shl nsw i64 %365, 1
  %500 = add i64 %499, 14336
  %501 = and i64 %500, 4294967040
  %502 = lshr i64 %500, 4
  %503 = xor i64 %502, %499
  %504 = and i64 %503, 240
  %505 = or i64 %504, %501
  %506 = trunc i64 %505 to i32
  %507 = or i32 %506, 8
  %508 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %507
  %509 = shl nsw i64 %369, 1
  %510 = add i64 %509, 14336
  %511 = and i64 %510, 4294967040
  %512 = lshr i64 %510, 4
  %513 = xor i64 %512, %509
  %514 = and i64 %513, 240
  %515 = or i64 %514, %511
  %516 = trunc i64 %515 to i32
  %517 = or i32 %516, 10
  %518 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %517
  %519 = shl nsw i64 %373, 1
  %520 = add i64 %519, 14336
  %521 = and i64 %520, 4294967040
  %522 = lshr i64 %520, 4
  %523 = xor i64 %522, %519
  %524 = and i64 %523, 240
  %525 = or i64 %524, %521
  %526 = trunc i64 %525 to i32
  %527 = or i32 %526, 12
  %528 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %527
  %529 = shl nsw i64 %377, 1
  %530 = add i64 %529, 14336
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
  %545 = add nsw i64 %544, 29696
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
  %558 = add nsw i64 %557, 29696
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
  %571 = add nsw i64 %570, 29696
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
  %584 = add nsw i64 %583, 29696
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
  %597 = add nsw i64 %596, 29696
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
  %610 = add nsw i64 %609, 29696
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
  %623 = add nsw i64 %622, 29696
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
  %636 = add nsw i64 %635, 29696
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
  %651 = add i64 %650, 29696
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
  %663 = add i64 %662, 29696
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
  %675 = add i64 %674, 29696
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
  %687 = add i64 %686, 29696
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
  %699 = add i64 %698, 29696
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
  %711 = add i64 %710, 29696
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
  %723 = add i64 %722, 29696
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
  %735 = add i64 %734, 29696
  %736 = and i64 %734, 14
  %737 = and i64 %735, 4294967040
  %738 = lshr i64 %735, 4
  %739 = xor i64 %738, %734
  %740 = and i64 %739, 240
  %741 = or i64 %737, %736
  %742 = or i64 %741, %740
  %743 = trunc i64 %742 to i32
  %744 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %743
  %745 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %22
  %746 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %309
  %747 = trunc i64 %136 to i32
  %748 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %747
  %749 = trunc i64 %148 to i32
  %750 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %749
  %751 = trunc i64 %160 to i32
  %752 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %751
  %753 = trunc i64 %172 to i32
  %754 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %753
  %755 = trunc i64 %184 to i32
  %756 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %755
  %757 = trunc i64 %196 to i32
  %758 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %757
  %759 = trunc i64 %208 to i32
  %760 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %759
  %761 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %33
  %762 = trunc i64 %78 to i32
  %763 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %762
  %764 = trunc i64 %227 to i32
  %765 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %764
  %766 = trunc i64 %238 to i32
  %767 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %766
  %768 = trunc i64 %249 to i32
  %769 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %768
  %770 = trunc i64 %260 to i32
  %771 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %770
  %772 = trunc i64 %271 to i32
  %773 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %772
  %774 = trunc i64 %282 to i32
  %775 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %774
  %776 = trunc i64 %293 to i32
  %777 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %776
  %778 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %90
  %779 = trunc i64 %97 to i32
  %780 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %779
  %781 = or i32 %779, 1
  %782 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %781
  %783 = or i32 %779, 2
  %784 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %783
  %785 = or i32 %779, 3
  %786 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %785
  %787 = or i32 %779, 4
  %788 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %787
  %789 = or i32 %779, 5
  %790 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %789
  %791 = or i32 %779, 6
  %792 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %791
  %793 = or i32 %779, 7
  %794 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %793
  %795 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %109
  %796 = trunc i64 %116 to i32
  %797 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %796
  %798 = or i32 %796, 1
  %799 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %798
  %800 = or i32 %796, 2
  %801 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %800
  %802 = or i32 %796, 3
  %803 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %802
  %804 = or i32 %796, 4
  %805 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %804
  %806 = or i32 %796, 5
  %807 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %806
  %808 = or i32 %796, 6
  %809 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %808
  %810 = or i32 %796, 7
  %811 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %810
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %20
  %invariant.gep88 = getelementptr half, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %812 = and i64 %62, -32
  %813 = select i1 %304, i64 %812, i64 0
  %814 = shl nuw nsw i64 %305, 3
  %815 = lshr i64 %8, 3
  %816 = and i64 %8, 7
  %817 = or i64 %816, 8
  %818 = or i64 %816, 16
  %819 = or i64 %816, 24
  %820 = shl nuw nsw i64 %815, 5
  %821 = or i64 %820, %816
  %822 = trunc i64 %821 to i32
  %823 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %822
  %824 = or i64 %817, %820
  %825 = trunc i64 %824 to i32
  %826 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %825
  %827 = or i64 %818, %820
  %828 = trunc i64 %827 to i32
  %829 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %828
  %830 = or i64 %819, %820
  %831 = trunc i64 %830 to i32
  %832 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %831
  %833 = or i64 %820, 512
  %834 = or i64 %833, %816
  %835 = trunc i64 %834 to i32
  %836 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %835
  %837 = or i64 %833, %817
  %838 = trunc i64 %837 to i32
  %839 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %838
  %840 = or i64 %833, %818
  %841 = trunc i64 %840 to i32
  %842 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %841
  %843 = or i64 %833, %819
  %844 = trunc i64 %843 to i32
  %845 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %844
  %846 = or i64 %820, 1024
  %847 = or i64 %846, %816
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %848
  %850 = or i64 %846, %817
  %851 = trunc i64 %850 to i32
  %852 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %851
  %853 = or i64 %846, %818
  %854 = trunc i64 %853 to i32
  %855 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %854
  %856 = or i64 %846, %819
  %857 = trunc i64 %856 to i32
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %857
  %859 = or i64 %820, 1536
  %860 = or i64 %859, %816
  %861 = trunc i64 %860 to i32
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %861
  %863 = or i64 %859, %817
  %864 = trunc i64 %863 to i32
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %864
  %866 = or i64 %859, %818
  %867 = trunc i64 %866 to i32
  %868 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %867
  %869 = or i64 %859, %819
  %870 = trunc i64 %869 to i32
  %871 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %870
  %872 = lshr i32 %7, 1
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %872
  %874 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %875 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %7
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %7
  %877 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %872
  %878 = or i64 %816, 32
  %879 = or i64 %816, 40
  %880 = or i64 %816, 48
  %881 = or i64 %816, 56
  %882 = shl nuw nsw i64 %815, 6
  %883 = or i64 %882, %816
  %884 = trunc i64 %883 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %884
  %886 = or i64 %817, %882
  %887 = trunc i64 %886 to i32
  %888 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %887
  %889 = or i64 %818, %882
  %890 = trunc i64 %889 to i32
  %891 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %890
  %892 = or i64 %819, %882
  %893 = trunc i64 %892 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %893
  %895 = or i64 %878, %882
  %896 = trunc i64 %895 to i32
  %897 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %896
  %898 = or i64 %879, %882
  %899 = trunc i64 %898 to i32
  %900 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %899
  %901 = or i64 %880, %882
  %902 = trunc i64 %901 to i32
  %903 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %902
  %904 = or i64 %881, %882
  %905 = trunc i64 %904 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %905
  %907 = or i64 %882, 1024
  %908 = or i64 %907, %816
  %909 = trunc i64 %908 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %909
  %911 = or i64 %907, %817
  %912 = trunc i64 %911 to i32
  %913 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %912
  %914 = or i64 %907, %818
  %915 = trunc i64 %914 to i32
  %916 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %915
  %917 = or i64 %907, %819
  %918 = trunc i64 %917 to i32
  %919 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %918
  %920 = or i64 %907, %878
  %921 = trunc i64 %920 to i32
  %922 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %921
  %923 = or i64 %907, %879
  %924 = trunc i64 %923 to i32
  %925 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %924
  %926 = or i64 %907, %880
  %927 = trunc i64 %926 to i32
  %928 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %927
  %929 = or i64 %907, %881
  %930 = trunc i64 %929 to i32
  %931 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %930
  %932 = or i64 %882, 2048
  %933 = or i64 %932, %816
  %934 = trunc i64 %933 to i32
  %935 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %934
  %936 = or i64 %932, %817
  %937 = trunc i64 %936 to i32
  %938 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %937
  %939 = or i64 %932, %818
  %940 = trunc i64 %939 to i32
  %941 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %940
  %942 = or i64 %932, %819
  %943 = trunc i64 %942 to i32
  %944 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %943
  %945 = or i64 %932, %878
  %946 = trunc i64 %945 to i32
  %947 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %946
  %948 = or i64 %932, %879
  %949 = trunc i64 %948 to i32
  %950 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %949
  %951 = or i64 %932, %880
  %952 = trunc i64 %951 to i32
  %953 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %952
  %954 = or i64 %932, %881
  %955 = trunc i64 %954 to i32
  %956 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %955
  %957 = or i64 %882, 3072
  %958 = or i64 %957, %816
  %959 = trunc i64 %958 to i32
  %960 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %959
  %961 = or i64 %957, %817
  %962 = trunc i64 %961 to i32
  %963 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %962
  %964 = or i64 %957, %818
  %965 = trunc i64 %964 to i32
  %966 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %965
  %967 = or i64 %957, %819
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %968
  %970 = or i64 %957, %878
  %971 = trunc i64 %970 to i32
  %972 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %971
  %973 = or i64 %957, %879
  %974 = trunc i64 %973 to i32
  %975 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %974
  %976 = or i64 %957, %880
  %977 = trunc i64 %976 to i32
  %978 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %977
  %979 = or i64 %957, %881
  %980 = trunc i64 %979 to i32
  %981 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33792), i32 %980
  %982 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %983 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %7
  %984 = or i64 %814, %813
  %985 = trunc i64 %984 to i32
  %986 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %985
  %987 = or i32 %985, 1
  %988 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %987
  %989 = or i32 %985, 2
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %989
  %991 = or i32 %985, 3
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %991
  %993 = or i32 %985, 4
  %994 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %993
  %995 = or i32 %985, 5
  %996 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %995
  %997 = or i32 %985, 6
  %998 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %997
  %999 = or i32 %985, 7
  %1000 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %999
  %1001 = or i64 %814, %813
  %1002 = trunc i64 %1001 to i32
  %1003 = or i32 %1002, 16
  %1004 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1003
  %1005 = or i32 %1002, 17
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1005
  %1007 = or i32 %1002, 18
  %1008 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1007
  %1009 = or i32 %1002, 19
  %1010 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1009
  %1011 = or i32 %1002, 20
  %1012 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1011
  %1013 = or i32 %1002, 21
  %1014 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1013
  %1015 = or i32 %1002, 22
  %1016 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1015
  %1017 = or i32 %1002, 23
  %1018 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), i32 %1017
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %985
  %1020 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %987
  %1021 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %989
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %991
  %1023 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %993
  %1024 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %995
  %1025 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %997
  %1026 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %999
  %1027 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1003
  %1028 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1005
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1007
  %1030 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1009
  %1031 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1011
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1013
  %1033 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1015
  %1034 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 21504), i32 %1017
  br label %1035

1035: ; preds = %.lr.ph, %1533
  %1036 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %1533 ]
  %1037 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %1533 ]
  %1038 = phi float [ 0.000000e+00, %.lr.ph ], [ %1555, %1533 ]
  %1039 = phi float [ 0.000000e+00, %.lr.ph ], [ %1554, %1533 ]
  %1040 = phi float [ 0.000000e+00, %.lr.ph ], [ %1553, %1533 ]
  %1041 = phi float [ 0.000000e+00, %.lr.ph ], [ %1552, %1533 ]
  %1042 = phi float [ 0.000000e+00, %.lr.ph ], [ %1551, %1533 ]
  %1043 = phi float [ 0.000000e+00, %.lr.ph ], [ %1550, %1533 ]
  %1044 = phi float [ 0.000000e+00, %.lr.ph ], [ %1549, %1533 ]
  %1045 = phi float [ 0.000000e+00, %.lr.ph ], [ %1548, %1533 ]
  %1046 = phi float [ 0.000000e+00, %.lr.ph ], [ %1547, %1533 ]
  %1047 = phi float [ 0.000000e+00, %.lr.ph ], [ %1546, %1533 ]
  %1048 = phi float [ 0.000000e+00, %.lr.ph ], [ %1545, %1533 ]
  %1049 = phi float [ 0.000000e+00, %.lr.ph ], [ %1544, %1533 ]
  %1050 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %1533 ]
  %1051 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %1533 ]
  %1052 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %1533 ]
  %1053 = phi float [ 0.000000e+00, %.lr.ph ], [ %1540, %1533 ]
  %1054 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %1533 ]
  %1055 = phi float [ 0.000000e+00, %.lr.ph ], [ %1538, %1533 ]
  %1056 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %1533 ]
  %1057 = phi float [ 0.000000e+00, %.lr.ph ], [ %1536, %1533 ]
  %1058 = phi float [ 0.000000e+00, %.lr.ph ], [ %1535, %1533 ]
  %1059 = phi float [ 0.000000e+00, %.lr.ph ], [ %1534, %1533 ]
  %1060 = phi float [ 0.000000e+00, %.lr.ph ], [ %1518, %1533 ]
  %1061 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %1533 ]
  %1062 = phi float [ 0.000000e+00, %.lr.ph ], [ %1516, %1533 ]
  %1063 = phi float [ 0.000000e+00, %.lr.ph ], [ %1515, %1533 ]
  %1064 = phi float [ 0.000000e+00, %.lr.ph ], [ %1514, %1533 ]
  %1065 = phi float [ 0.000000e+00, %.lr.ph ], [ %1513, %1533 ]
  %1066 = phi float [ 0.000000e+00, %.lr.ph ], [ %1512, %1533 ]
  %1067 = phi float [ 0.000000e+00, %.lr.ph ], [ %1511, %1533 ]
  %1068 = phi i32 [ 0, %.lr.ph ], [ %1073, %1533 ]
  %1069 = phi <8 x half> [ %30, %.lr.ph ], [ %1081, %1533 ]
  %1070 = phi <8 x half> [ %41, %.lr.ph ], [ %1088, %1533 ]
  %1071 = phi <8 x half> [ %48, %.lr.ph ], [ %1093, %1533 ]
  %1072 = phi <8 x half> [ %55, %.lr.ph ], [ %1098, %1533 ]
  %1073 = add i32 %1068, 32
  %1074 = icmp slt i32 %1073, %5
  %1075 = add i32 %1073, %22
  %1076 = shl i32 %1075, 6
  br i1 %1074, label %1077, label %1080

1077: ; preds = %1035
  %1078 = sext i32 %1076 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1078
  %1079 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %1080

1080: ; preds = %1077, %1035
  %1081 = phi <8 x half> [ %1079, %1077 ], [ zeroinitializer, %1035 ]
  %1082 = add i32 %1073, %33
  %1083 = shl i32 %1082, 6
  br i1 %1074, label %1084, label %1087

1084: ; preds = %1080
  %1085 = sext i32 %1083 to i64
  %gep87 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1085
  %1086 = load <8 x half>, ptr addrspace(1) %gep87, align 16
  br label %1087

1087: ; preds = %1084, %1080
  %1088 = phi <8 x half> [ %1086, %1084 ], [ zeroinitializer, %1080 ]
  br i1 %1074, label %1089, label %1092

1089: ; preds = %1087
  %1090 = sext i32 %1076 to i64
  %gep89 = getelementptr half, ptr addrspace(1) %invariant.gep88, i64 %1090
  %1091 = load <8 x half>, ptr addrspace(1) %gep89, align 16
  br label %1092

1092: ; preds = %1089, %1087
  %1093 = phi <8 x half> [ %1091, %1089 ], [ zeroinitializer, %1087 ]
  br i1 %1074, label %1094, label %1097

1094: ; preds = %1092
  %1095 = sext i32 %1083 to i64
  %gep91 = getelementptr half, ptr addrspace(1) %invariant.gep88, i64 %1095
  %1096 = load <8 x half>, ptr addrspace(1) %gep91, align 16
  br label %1097

1097: ; preds = %1094, %1092
  %1098 = phi <8 x half> [ %1096, %1094 ], [ zeroinitializer, %1092 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %71, ptr addrspace(1) %60, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %87, ptr addrspace(1) %76, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %106, ptr addrspace(1) %95, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %125, ptr addrspace(1) %114, i32 16, i32 0)
  %1099 = extractelement <8 x half> %1069, i64 0
  store half %1099, ptr addrspace(3) %134, align 16
  %1100 = extractelement <8 x half> %1069, i64 1
  store half %1100, ptr addrspace(3) %146, align 2
  %1101 = extractelement <8 x half> %1069, i64 2
  store half %1101, ptr addrspace(3) %158, align 4
  %1102 = extractelement <8 x half> %1069, i64 3
  store half %1102, ptr addrspace(3) %170, align 2
  %1103 = extractelement <8 x half> %1069, i64 4
  store half %1103, ptr addrspace(3) %182, align 8
  %1104 = extractelement <8 x half> %1069, i64 5
  store half %1104, ptr addrspace(3) %194, align 2
  %1105 = extractelement <8 x half> %1069, i64 6
  store half %1105, ptr addrspace(3) %206, align 4
  %1106 = extractelement <8 x half> %1069, i64 7
  store half %1106, ptr addrspace(3) %218, align 2
  %1107 = extractelement <8 x half> %1070, i64 0
  store half %1107, ptr addrspace(3) %226, align 16
  %1108 = extractelement <8 x half> %1070, i64 1
  store half %1108, ptr addrspace(3) %237, align 2
  %1109 = extractelement <8 x half> %1070, i64 2
  store half %1109, ptr addrspace(3) %248, align 4
  %1110 = extractelement <8 x half> %1070, i64 3
  store half %1110, ptr addrspace(3) %259, align 2
  %1111 = extractelement <8 x half> %1070, i64 4
  store half %1111, ptr addrspace(3) %270, align 8
  %1112 = extractelement <8 x half> %1070, i64 5
  store half %1112, ptr addrspace(3) %281, align 2
  %1113 = extractelement <8 x half> %1070, i64 6
  store half %1113, ptr addrspace(3) %292, align 4
  %1114 = extractelement <8 x half> %1070, i64 7
  store half %1114, ptr addrspace(3) %303, align 2
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %304, label %1115, label %1137

1115: ; preds = %1097
  %1116 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %1117 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1116, i32 128, i32 1, i32 3)
  %1118 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9216), align 1024
  %1119 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1118, i32 128, i32 1, i32 3)
  %1120 = tail call <16 x i32> @llvm.musa.sqmma.fmma.m64n32k64.mma(i32 %1117, i32 %1119, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1120 to <16 x float>
  %1121 = extractelement <16 x float> %bc, i64 0
  store float %1121, ptr addrspace(3) %823, align 4
  %1122 = extractelement <16 x float> %bc, i64 1
  store float %1122, ptr addrspace(3) %826, align 4
  %1123 = extractelement <16 x float> %bc, i64 2
  store float %1123, ptr addrspace(3) %829, align 4
  %1124 = extractelement <16 x float> %bc, i64 3
  store float %1124, ptr addrspace(3) %832, align 4
  %1125 = extractelement <16 x float> %bc, i64 4
  store float %1125, ptr addrspace(3) %836, align 4
  %1126 = extractelement <16 x float> %bc, i64 5
  store float %1126, ptr addrspace(3) %839, align 4
  %1127 = extractelement <16 x float> %bc, i64 6
  store float %1127, ptr addrspace(3) %842, align 4
  %1128 = extractelement <16 x float> %bc, i64 7
  store float %1128, ptr addrspace(3) %845, align 4
  %1129 = extractelement <16 x float> %bc, i64 8
  store float %1129, ptr addrspace(3) %849, align 4
  %1130 = extractelement <16 x float> %bc, i64 9
  store float %1130, ptr addrspace(3) %852, align 4
  %1131 = extractelement <16 x float> %bc, i64 10
  store float %1131, ptr addrspace(3) %855, align 4
  %1132 = extractelement <16 x float> %bc, i64 11
  store float %1132, ptr addrspace(3) %858, align 4
  %1133 = extractelement <16 x float> %bc, i64 12
  store float %1133, ptr addrspace(3) %862, align 4
  %1134 = extractelement <16 x float> %bc, i64 13
  store float %1134, ptr addrspace(3) %865, align 4
  %1135 = extractelement <16 x float> %bc, i64 14
  store float %1135, ptr addrspace(3) %868, align 4
  %1136 = extractelement <16 x float> %bc, i64 15
  store float %1136, ptr addrspace(3) %871, align 4
  br label %1137

1137: ; preds = %1115, %1097
  tail call void @llvm.musa.syncthreads.lm()
  %1138 = load float, ptr addrspace(3) %986, align 32
  %1139 = fmul contract float %1138, %4
  %1140 = tail call float @llvm.maxnum.f32(float %1139, float 0xFFF0000000000000)
  %1141 = load float, ptr addrspace(3) %988, align 4
  %1142 = fmul contract float %1141, %4
  %1143 = tail call float @llvm.maxnum.f32(float %1140, float %1142)
  %1144 = load float, ptr addrspace(3) %990, align 8
  %1145 = fmul contract float %1144, %4
  %1146 = tail call float @llvm.maxnum.f32(float %1143, float %1145)
  %1147 = load float, ptr addrspace(3) %992, align 4
  %1148 = fmul contract float %1147, %4
  %1149 = tail call float @llvm.maxnum.f32(float %1146, float %1148)
  %1150 = load float, ptr addrspace(3) %994, align 16
  %1151 = fmul contract float %1150, %4
  %1152 = tail call float @llvm.maxnum.f32(float %1149, float %1151)
  %1153 = load float, ptr addrspace(3) %996, align 4
  %1154 = fmul contract float %1153, %4
  %1155 = tail call float @llvm.maxnum.f32(float %1152, float %1154)
  %1156 = load float, ptr addrspace(3) %998, align 8
  %1157 = fmul contract float %1156, %4
  %1158 = tail call float @llvm.maxnum.f32(float %1155, float %1157)
  %1159 = load float, ptr addrspace(3) %1000, align 4
  %1160 = fmul contract float %1159, %4
  %1161 = tail call float @llvm.maxnum.f32(float %1158, float %1160)
  %1162 = load float, ptr addrspace(3) %1004, align 32
  %1163 = fmul contract float %1162, %4
  %1164 = tail call float @llvm.maxnum.f32(float %1161, float %1163)
  %1165 = load float, ptr addrspace(3) %1006, align 4
  %1166 = fmul contract float %1165, %4
  %1167 = tail call float @llvm.maxnum.f32(float %1164, float %1166)
  %1168 = load float, ptr addrspace(3) %1008, align 8
  %1169 = fmul contract float %1168, %4
  %1170 = tail call float @llvm.maxnum.f32(float %1167, float %1169)
  %1171 = load float, ptr addrspace(3) %1010, align 4
  %1172 = fmul contract float %1171, %4
  %1173 = tail call float @llvm.maxnum.f32(float %1170, float %1172)
  %1174 = load float, ptr addrspace(3) %1012, align 16
  %1175 = fmul contract float %1174, %4
  %1176 = tail call float @llvm.maxnum.f32(float %1173, float %1175)
  %1177 = load float, ptr addrspace(3) %1014, align 4
  %1178 = fmul contract float %1177, %4
  %1179 = tail call float @llvm.maxnum.f32(float %1176, float %1178)
  %1180 = load float, ptr addrspace(3) %1016, align 8
  %1181 = fmul contract float %1180, %4
  %1182 = tail call float @llvm.maxnum.f32(float %1179, float %1181)
  %1183 = load float, ptr addrspace(3) %1018, align 4
  %1184 = fmul contract float %1183, %4
  %1185 = tail call float @llvm.maxnum.f32(float %1182, float %1184)
  %1186 = bitcast float %1185 to i32
  %1187 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1186, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %307, label %1188, label %1191

1188: ; preds = %1137
  %1189 = bitcast i32 %1187 to float
  %1190 = tail call float @llvm.maxnum.f32(float %1185, float %1189)
  store float %1190, ptr addrspace(3) %873, align 4
  br label %1191

1191: ; preds = %1188, %1137
  tail call void @llvm.musa.syncthreads.lm()
  %1192 = load float, ptr addrspace(3) %310, align 32
  %1193 = fmul contract float %1192, %4
  %1194 = load float, ptr addrspace(3) %312, align 4
  %1195 = load float, ptr addrspace(3) %313, align 4
  %1196 = tail call float @llvm.maxnum.f32(float %1194, float %1195)
  %1197 = fsub contract float %1193, %1196
  %1198 = fmul float %1197, 0x3FF7154760000000
  %1199 = tail call float @llvm.exp2.f32(float %1198)
  store float %1199, ptr addrspace(3) %314, align 32
  %1200 = load float, ptr addrspace(3) %317, align 4
  %1201 = fmul contract float %1200, %4
  %1202 = fsub contract float %1201, %1196
  %1203 = fmul float %1202, 0x3FF7154760000000
  %1204 = tail call float @llvm.exp2.f32(float %1203)
  store float %1204, ptr addrspace(3) %318, align 4
  %1205 = load float, ptr addrspace(3) %321, align 8
  %1206 = fmul contract float %1205, %4
  %1207 = fsub contract float %1206, %1196
  %1208 = fmul float %1207, 0x3FF7154760000000
  %1209 = tail call float @llvm.exp2.f32(float %1208)
  store float %1209, ptr addrspace(3) %322, align 8
  %1210 = load float, ptr addrspace(3) %325, align 4
  %1211 = fmul contract float %1210, %4
  %1212 = fsub contract float %1211, %1196
  %1213 = fmul float %1212, 0x3FF7154760000000
  %1214 = tail call float @llvm.exp2.f32(float %1213)
  store float %1214, ptr addrspace(3) %326, align 4
  %1215 = load float, ptr addrspace(3) %329, align 16
  %1216 = fmul contract float %1215, %4
  %1217 = fsub contract float %1216, %1196
  %1218 = fmul float %1217, 0x3FF7154760000000
  %1219 = tail call float @llvm.exp2.f32(float %1218)
  store float %1219, ptr addrspace(3) %330, align 16
  %1220 = load float, ptr addrspace(3) %333, align 4
  %1221 = fmul contract float %1220, %4
  %1222 = fsub contract float %1221, %1196
  %1223 = fmul float %1222, 0x3FF7154760000000
  %1224 = tail call float @llvm.exp2.f32(float %1223)
  store float %1224, ptr addrspace(3) %334, align 4
  %1225 = load float, ptr addrspace(3) %337, align 8
  %1226 = fmul contract float %1225, %4
  %1227 = fsub contract float %1226, %1196
  %1228 = fmul float %1227, 0x3FF7154760000000
  %1229 = tail call float @llvm.exp2.f32(float %1228)
  store float %1229, ptr addrspace(3) %338, align 8
  %1230 = load float, ptr addrspace(3) %341, align 4
  %1231 = fmul contract float %1230, %4
  %1232 = fsub contract float %1231, %1196
  %1233 = fmul float %1232, 0x3FF7154760000000
  %1234 = tail call float @llvm.exp2.f32(float %1233)
  store float %1234, ptr addrspace(3) %342, align 4
  %1235 = load float, ptr addrspace(3) %348, align 32
  %1236 = fmul contract float %1235, %4
  %1237 = load float, ptr addrspace(3) %350, align 4
  %1238 = load float, ptr addrspace(3) %351, align 4
  %1239 = tail call float @llvm.maxnum.f32(float %1237, float %1238)
  %1240 = fsub contract float %1236, %1239
  %1241 = fmul float %1240, 0x3FF7154760000000
  %1242 = tail call float @llvm.exp2.f32(float %1241)
  store float %1242, ptr addrspace(3) %352, align 32
  %1243 = load float, ptr addrspace(3) %355, align 4
  %1244 = fmul contract float %1243, %4
  %1245 = fsub contract float %1244, %1239
  %1246 = fmul float %1245, 0x3FF7154760000000
  %1247 = tail call float @llvm.exp2.f32(float %1246)
  store float %1247, ptr addrspace(3) %356, align 4
  %1248 = load float, ptr addrspace(3) %359, align 8
  %1249 = fmul contract float %1248, %4
  %1250 = fsub contract float %1249, %1239
  %1251 = fmul float %1250, 0x3FF7154760000000
  %1252 = tail call float @llvm.exp2.f32(float %1251)
  store float %1252, ptr addrspace(3) %360, align 8
  %1253 = load float, ptr addrspace(3) %363, align 4
  %1254 = fmul contract float %1253, %4
  %1255 = fsub contract float %1254, %1239
  %1256 = fmul float %1255, 0x3FF7154760000000
  %1257 = tail call float @llvm.exp2.f32(float %1256)
  store float %1257, ptr addrspace(3) %364, align 4
  %1258 = load float, ptr addrspace(3) %367, align 16
  %1259 = fmul contract float %1258, %4
  %1260 = fsub contract float %1259, %1239
  %1261 = fmul float %1260, 0x3FF7154760000000
  %1262 = tail call float @llvm.exp2.f32(float %1261)
  store float %1262, ptr addrspace(3) %368, align 16
  %1263 = load float, ptr addrspace(3) %371, align 4
  %1264 = fmul contract float %1263, %4
  %1265 = fsub contract float %1264, %1239
  %1266 = fmul float %1265, 0x3FF7154760000000
  %1267 = tail call float @llvm.exp2.f32(float %1266)
  store float %1267, ptr addrspace(3) %372, align 4
  %1268 = load float, ptr addrspace(3) %375, align 8
  %1269 = fmul contract float %1268, %4
  %1270 = fsub contract float %1269, %1239
  %1271 = fmul float %1270, 0x3FF7154760000000
  %1272 = tail call float @llvm.exp2.f32(float %1271)
  store float %1272, ptr addrspace(3) %376, align 8
  %1273 = load float, ptr addrspace(3) %379, align 4
  %1274 = fmul contract float %1273, %4
  %1275 = fsub contract float %1274, %1239
  %1276 = fmul float %1275, 0x3FF7154760000000
  %1277 = tail call float @llvm.exp2.f32(float %1276)
  store float %1277, ptr addrspace(3) %380, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1278, label %1285

1278: ; preds = %1191
  %1279 = load float, ptr addrspace(3) %874, align 4
  %1280 = load float, ptr addrspace(3) %875, align 4
  %1281 = tail call float @llvm.maxnum.f32(float %1279, float %1280)
  %1282 = fsub contract float %1279, %1281
  %1283 = fmul float %1282, 0x3FF7154760000000
  %1284 = tail call float @llvm.exp2.f32(float %1283)
  store float %1284, ptr addrspace(3) %876, align 4
  br label %1285

1285: ; preds = %1278, %1191
  tail call void @llvm.musa.syncthreads.lm()
  %1286 = load float, ptr addrspace(3) %1019, align 32
  %1287 = fadd reassoc float %1286, 0.000000e+00
  %1288 = load float, ptr addrspace(3) %1020, align 4
  %1289 = fadd reassoc float %1287, %1288
  %1290 = load float, ptr addrspace(3) %1021, align 8
  %1291 = fadd reassoc float %1289, %1290
  %1292 = load float, ptr addrspace(3) %1022, align 4
  %1293 = fadd reassoc float %1291, %1292
  %1294 = load float, ptr addrspace(3) %1023, align 16
  %1295 = fadd reassoc float %1293, %1294
  %1296 = load float, ptr addrspace(3) %1024, align 4
  %1297 = fadd reassoc float %1295, %1296
  %1298 = load float, ptr addrspace(3) %1025, align 8
  %1299 = fadd reassoc float %1297, %1298
  %1300 = load float, ptr addrspace(3) %1026, align 4
  %1301 = fadd reassoc float %1299, %1300
  %1302 = load float, ptr addrspace(3) %1027, align 32
  %1303 = fadd reassoc float %1301, %1302
  %1304 = load float, ptr addrspace(3) %1028, align 4
  %1305 = fadd reassoc float %1303, %1304
  %1306 = load float, ptr addrspace(3) %1029, align 8
  %1307 = fadd reassoc float %1305, %1306
  %1308 = load float, ptr addrspace(3) %1030, align 4
  %1309 = fadd reassoc float %1307, %1308
  %1310 = load float, ptr addrspace(3) %1031, align 16
  %1311 = fadd reassoc float %1309, %1310
  %1312 = load float, ptr addrspace(3) %1032, align 4
  %1313 = fadd reassoc float %1311, %1312
  %1314 = load float, ptr addrspace(3) %1033, align 8
  %1315 = fadd reassoc float %1313, %1314
  %1316 = load float, ptr addrspace(3) %1034, align 4
  %1317 = fadd reassoc float %1315, %1316
  %1318 = bitcast float %1317 to i32
  %1319 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1318, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %307, label %1320, label %1323

1320: ; preds = %1285
  %1321 = bitcast i32 %1319 to float
  %1322 = fadd reassoc float %1317, %1321
  store float %1322, ptr addrspace(3) %877, align 4
  br label %1323

1323: ; preds = %1320, %1285
  tail call void @llvm.musa.syncthreads.lm()
  %1324 = load float, ptr addrspace(3) %314, align 32
  %1325 = fptrunc float %1324 to half
  %1326 = load float, ptr addrspace(3) %318, align 4
  %1327 = fptrunc float %1326 to half
  %1328 = load float, ptr addrspace(3) %322, align 8
  %1329 = fptrunc float %1328 to half
  %1330 = load float, ptr addrspace(3) %326, align 4
  %1331 = fptrunc float %1330 to half
  %1332 = load float, ptr addrspace(3) %330, align 16
  %1333 = fptrunc float %1332 to half
  %1334 = load float, ptr addrspace(3) %334, align 4
  %1335 = fptrunc float %1334 to half
  %1336 = load float, ptr addrspace(3) %338, align 8
  %1337 = fptrunc float %1336 to half
  %1338 = load float, ptr addrspace(3) %342, align 4
  %1339 = fptrunc float %1338 to half
  store half %1325, ptr addrspace(3) %389, align 16
  store half %1327, ptr addrspace(3) %399, align 2
  store half %1329, ptr addrspace(3) %409, align 4
  store half %1331, ptr addrspace(3) %419, align 2
  store half %1333, ptr addrspace(3) %429, align 8
  store half %1335, ptr addrspace(3) %439, align 2
  store half %1337, ptr addrspace(3) %449, align 4
  store half %1339, ptr addrspace(3) %459, align 2
  %1340 = load float, ptr addrspace(3) %352, align 32
  %1341 = fptrunc float %1340 to half
  %1342 = load float, ptr addrspace(3) %356, align 4
  %1343 = fptrunc float %1342 to half
  %1344 = load float, ptr addrspace(3) %360, align 8
  %1345 = fptrunc float %1344 to half
  %1346 = load float, ptr addrspace(3) %364, align 4
  %1347 = fptrunc float %1346 to half
  %1348 = load float, ptr addrspace(3) %368, align 16
  %1349 = fptrunc float %1348 to half
  %1350 = load float, ptr addrspace(3) %372, align 4
  %1351 = fptrunc float %1350 to half
  %1352 = load float, ptr addrspace(3) %376, align 8
  %1353 = fptrunc float %1352 to half
  %1354 = load float, ptr addrspace(3) %380, align 4
  %1355 = fptrunc float %1354 to half
  store half %1341, ptr addrspace(3) %468, align 16
  store half %1343, ptr addrspace(3) %478, align 2
  store half %1345, ptr addrspace(3) %488, align 4
  store half %1347, ptr addrspace(3) %498, align 2
  store half %1349, ptr addrspace(3) %508, align 8
  store half %1351, ptr addrspace(3) %518, align 2
  store half %1353, ptr addrspace(3) %528, align 4
  store half %1355, ptr addrspace(3) %538, align 2
  %1356 = extractelement <8 x half> %1071, i64 0
  store half %1356, ptr addrspace(3) %554, align 2
  %1357 = extractelement <8 x half> %1071, i64 1
  store half %1357, ptr addrspace(3) %567, align 2
  %1358 = extractelement <8 x half> %1071, i64 2
  store half %1358, ptr addrspace(3) %580, align 2
  %1359 = extractelement <8 x half> %1071, i64 3
  store half %1359, ptr addrspace(3) %593, align 2
  %1360 = extractelement <8 x half> %1071, i64 4
  store half %1360, ptr addrspace(3) %606, align 2
  %1361 = extractelement <8 x half> %1071, i64 5
  store half %1361, ptr addrspace(3) %619, align 2
  %1362 = extractelement <8 x half> %1071, i64 6
  store half %1362, ptr addrspace(3) %632, align 2
  %1363 = extractelement <8 x half> %1071, i64 7
  store half %1363, ptr addrspace(3) %645, align 2
  %1364 = extractelement <8 x half> %1072, i64 0
  store half %1364, ptr addrspace(3) %660, align 2
  %1365 = extractelement <8 x half> %1072, i64 1
  store half %1365, ptr addrspace(3) %672, align 2
  %1366 = extractelement <8 x half> %1072, i64 2
  store half %1366, ptr addrspace(3) %684, align 2
  %1367 = extractelement <8 x half> %1072, i64 3
  store half %1367, ptr addrspace(3) %696, align 2
  %1368 = extractelement <8 x half> %1072, i64 4
  store half %1368, ptr addrspace(3) %708, align 2
  %1369 = extractelement <8 x half> %1072, i64 5
  store half %1369, ptr addrspace(3) %720, align 2
  %1370 = extractelement <8 x half> %1072, i64 6
  store half %1370, ptr addrspace(3) %732, align 2
  %1371 = extractelement <8 x half> %1072, i64 7
  store half %1371, ptr addrspace(3) %744, align 2
  %1372 = load float, ptr addrspace(3) %745, align 4
  %1373 = fmul contract float %1067, %1372
  store float %1373, ptr addrspace(3) %746, align 32
  %1374 = fmul contract float %1066, %1372
  store float %1374, ptr addrspace(3) %748, align 4
  %1375 = fmul contract float %1065, %1372
  store float %1375, ptr addrspace(3) %750, align 8
  %1376 = fmul contract float %1064, %1372
  store float %1376, ptr addrspace(3) %752, align 4
  %1377 = fmul contract float %1063, %1372
  store float %1377, ptr addrspace(3) %754, align 16
  %1378 = fmul contract float %1062, %1372
  store float %1378, ptr addrspace(3) %756, align 4
  %1379 = fmul contract float %1061, %1372
  store float %1379, ptr addrspace(3) %758, align 8
  %1380 = fmul contract float %1060, %1372
  store float %1380, ptr addrspace(3) %760, align 4
  %1381 = load float, ptr addrspace(3) %761, align 4
  %1382 = fmul contract float %1059, %1381
  store float %1382, ptr addrspace(3) %763, align 32
  %1383 = fmul contract float %1058, %1381
  store float %1383, ptr addrspace(3) %765, align 4
  %1384 = fmul contract float %1057, %1381
  store float %1384, ptr addrspace(3) %767, align 8
  %1385 = fmul contract float %1056, %1381
  store float %1385, ptr addrspace(3) %769, align 4
  %1386 = fmul contract float %1055, %1381
  store float %1386, ptr addrspace(3) %771, align 16
  %1387 = fmul contract float %1054, %1381
  store float %1387, ptr addrspace(3) %773, align 4
  %1388 = fmul contract float %1053, %1381
  store float %1388, ptr addrspace(3) %775, align 8
  %1389 = fmul contract float %1052, %1381
  store float %1389, ptr addrspace(3) %777, align 4
  %1390 = load float, ptr addrspace(3) %778, align 4
  %1391 = fmul contract float %1051, %1390
  store float %1391, ptr addrspace(3) %780, align 32
  %1392 = fmul contract float %1050, %1390
  store float %1392, ptr addrspace(3) %782, align 4
  %1393 = fmul contract float %1049, %1390
  store float %1393, ptr addrspace(3) %784, align 8
  %1394 = fmul contract float %1048, %1390
  store float %1394, ptr addrspace(3) %786, align 4
  %1395 = fmul contract float %1047, %1390
  store float %1395, ptr addrspace(3) %788, align 16
  %1396 = fmul contract float %1046, %1390
  store float %1396, ptr addrspace(3) %790, align 4
  %1397 = fmul contract float %1045, %1390
  store float %1397, ptr addrspace(3) %792, align 8
  %1398 = fmul contract float %1044, %1390
  store float %1398, ptr addrspace(3) %794, align 4
  %1399 = load float, ptr addrspace(3) %795, align 4
  %1400 = fmul contract float %1043, %1399
  store float %1400, ptr addrspace(3) %797, align 32
  %1401 = fmul contract float %1042, %1399
  store float %1401, ptr addrspace(3) %799, align 4
  %1402 = fmul contract float %1041, %1399
  store float %1402, ptr addrspace(3) %801, align 8
  %1403 = fmul contract float %1040, %1399
  store float %1403, ptr addrspace(3) %803, align 4
  %1404 = fmul contract float %1039, %1399
  store float %1404, ptr addrspace(3) %805, align 16
  %1405 = fmul contract float %1038, %1399
  store float %1405, ptr addrspace(3) %807, align 4
  %1406 = fmul contract float %1037, %1399
  store float %1406, ptr addrspace(3) %809, align 8
  %1407 = fmul contract float %1036, %1399
  store float %1407, ptr addrspace(3) %811, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %304, label %1408, label %1510

1408: ; preds = %1323
  %1409 = load i32, ptr addrspace(3) %885, align 4
  %1410 = load i32, ptr addrspace(3) %888, align 4
  %1411 = load i32, ptr addrspace(3) %891, align 4
  %1412 = load i32, ptr addrspace(3) %894, align 4
  %1413 = load i32, ptr addrspace(3) %897, align 4
  %1414 = load i32, ptr addrspace(3) %900, align 4
  %1415 = load i32, ptr addrspace(3) %903, align 4
  %1416 = load i32, ptr addrspace(3) %906, align 4
  %1417 = load i32, ptr addrspace(3) %910, align 4
  %1418 = load i32, ptr addrspace(3) %913, align 4
  %1419 = load i32, ptr addrspace(3) %916, align 4
  %1420 = load i32, ptr addrspace(3) %919, align 4
  %1421 = load i32, ptr addrspace(3) %922, align 4
  %1422 = load i32, ptr addrspace(3) %925, align 4
  %1423 = load i32, ptr addrspace(3) %928, align 4
  %1424 = load i32, ptr addrspace(3) %931, align 4
  %1425 = load i32, ptr addrspace(3) %935, align 4
  %1426 = load i32, ptr addrspace(3) %938, align 4
  %1427 = load i32, ptr addrspace(3) %941, align 4
  %1428 = load i32, ptr addrspace(3) %944, align 4
  %1429 = load i32, ptr addrspace(3) %947, align 4
  %1430 = load i32, ptr addrspace(3) %950, align 4
  %1431 = load i32, ptr addrspace(3) %953, align 4
  %1432 = load i32, ptr addrspace(3) %956, align 4
  %1433 = load i32, ptr addrspace(3) %960, align 4
  %1434 = load i32, ptr addrspace(3) %963, align 4
  %1435 = load i32, ptr addrspace(3) %966, align 4
  %1436 = load i32, ptr addrspace(3) %969, align 4
  %1437 = load i32, ptr addrspace(3) %972, align 4
  %1438 = load i32, ptr addrspace(3) %975, align 4
  %1439 = load i32, ptr addrspace(3) %978, align 4
  %1440 = load i32, ptr addrspace(3) %981, align 4
  %1441 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1409, i64 0
  %1442 = insertelement <32 x i32> %1441, i32 %1410, i64 1
  %1443 = insertelement <32 x i32> %1442, i32 %1411, i64 2
  %1444 = insertelement <32 x i32> %1443, i32 %1412, i64 3
  %1445 = insertelement <32 x i32> %1444, i32 %1413, i64 4
  %1446 = insertelement <32 x i32> %1445, i32 %1414, i64 5
  %1447 = insertelement <32 x i32> %1446, i32 %1415, i64 6
  %1448 = insertelement <32 x i32> %1447, i32 %1416, i64 7
  %1449 = insertelement <32 x i32> %1448, i32 %1417, i64 8
  %1450 = insertelement <32 x i32> %1449, i32 %1418, i64 9
  %1451 = insertelement <32 x i32> %1450, i32 %1419, i64 10
  %1452 = insertelement <32 x i32> %1451, i32 %1420, i64 11
  %1453 = insertelement <32 x i32> %1452, i32 %1421, i64 12
  %1454 = insertelement <32 x i32> %1453, i32 %1422, i64 13
  %1455 = insertelement <32 x i32> %1454, i32 %1423, i64 14
  %1456 = insertelement <32 x i32> %1455, i32 %1424, i64 15
  %1457 = insertelement <32 x i32> %1456, i32 %1425, i64 16
  %1458 = insertelement <32 x i32> %1457, i32 %1426, i64 17
  %1459 = insertelement <32 x i32> %1458, i32 %1427, i64 18
  %1460 = insertelement <32 x i32> %1459, i32 %1428, i64 19
  %1461 = insertelement <32 x i32> %1460, i32 %1429, i64 20
  %1462 = insertelement <32 x i32> %1461, i32 %1430, i64 21
  %1463 = insertelement <32 x i32> %1462, i32 %1431, i64 22
  %1464 = insertelement <32 x i32> %1463, i32 %1432, i64 23
  %1465 = insertelement <32 x i32> %1464, i32 %1433, i64 24
  %1466 = insertelement <32 x i32> %1465, i32 %1434, i64 25
  %1467 = insertelement <32 x i32> %1466, i32 %1435, i64 26
  %1468 = insertelement <32 x i32> %1467, i32 %1436, i64 27
  %1469 = insertelement <32 x i32> %1468, i32 %1437, i64 28
  %1470 = insertelement <32 x i32> %1469, i32 %1438, i64 29
  %1471 = insertelement <32 x i32> %1470, i32 %1439, i64 30
  %1472 = insertelement <32 x i32> %1471, i32 %1440, i64 31
  %1473 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14336), align 2048
  %1474 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1473, i32 64, i32 1, i32 3)
  %1475 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29696), align 1024
  %1476 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1475, i32 64, i32 1, i32 3)
  %1477 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1474, i32 %1476, <32 x i32> %1472, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc21 = bitcast <32 x i32> %1477 to <32 x float>
  %1478 = extractelement <32 x float> %bc21, i64 0
  store float %1478, ptr addrspace(3) %885, align 4
  %1479 = extractelement <32 x float> %bc21, i64 1
  store float %1479, ptr addrspace(3) %888, align 4
  %1480 = extractelement <32 x float> %bc21, i64 2
  store float %1480, ptr addrspace(3) %891, align 4
  %1481 = extractelement <32 x float> %bc21, i64 3
  store float %1481, ptr addrspace(3) %894, align 4
  %1482 = extractelement <32 x float> %bc21, i64 4
  store float %1482, ptr addrspace(3) %897, align 4
  %1483 = extractelement <32 x float> %bc21, i64 5
  store float %1483, ptr addrspace(3) %900, align 4
  %1484 = extractelement <32 x float> %bc21, i64 6
  store float %1484, ptr addrspace(3) %903, align 4
  %1485 = extractelement <32 x float> %bc21, i64 7
  store float %1485, ptr addrspace(3) %906, align 4
  %1486 = extractelement <32 x float> %bc21, i64 8
  store float %1486, ptr addrspace(3) %910, align 4
  %1487 = extractelement <32 x float> %bc21, i64 9
  store float %1487, ptr addrspace(3) %913, align 4
  %1488 = extractelement <32 x float> %bc21, i64 10
  store float %1488, ptr addrspace(3) %916, align 4
  %1489 = extractelement <32 x float> %bc21, i64 11
  store float %1489, ptr addrspace(3) %919, align 4
  %1490 = extractelement <32 x float> %bc21, i64 12
  store float %1490, ptr addrspace(3) %922, align 4
  %1491 = extractelement <32 x float> %bc21, i64 13
  store float %1491, ptr addrspace(3) %925, align 4
  %1492 = extractelement <32 x float> %bc21, i64 14
  store float %1492, ptr addrspace(3) %928, align 4
  %1493 = extractelement <32 x float> %bc21, i64 15
  store float %1493, ptr addrspace(3) %931, align 4
  %1494 = extractelement <32 x float> %bc21, i64 16
  store float %1494, ptr addrspace(3) %935, align 4
  %1495 = extractelement <32 x float> %bc21, i64 17
  store float %1495, ptr addrspace(3) %938, align 4
  %1496 = extractelement <32 x float> %bc21, i64 18
  store float %1496, ptr addrspace(3) %941, align 4
  %1497 = extractelement <32 x float> %bc21, i64 19
  store float %1497, ptr addrspace(3) %944, align 4
  %1498 = extractelement <32 x float> %bc21, i64 20
  store float %1498, ptr addrspace(3) %947, align 4
  %1499 = extractelement <32 x float> %bc21, i64 21
  store float %1499, ptr addrspace(3) %950, align 4
  %1500 = extractelement <32 x float> %bc21, i64 22
  store float %1500, ptr addrspace(3) %953, align 4
  %1501 = extractelement <32 x float> %bc21, i64 23
  store float %1501, ptr addrspace(3) %956, align 4
  %1502 = extractelement <32 x float> %bc21, i64 24
  store float %1502, ptr addrspace(3) %960, align 4
  %1503 = extractelement <32 x float> %bc21, i64 25
  store float %1503, ptr addrspace(3) %963, align 4
  %1504 = extractelement <32 x float> %bc21, i64 26
  store float %1504, ptr addrspace(3) %966, align 4
  %1505 = extractelement <32 x float> %bc21, i64 27
  store float %1505, ptr addrspace(3) %969, align 4
  %1506 = extractelement <32 x float> %bc21, i64 28
  store float %1506, ptr addrspace(3) %972, align 4
  %1507 = extractelement <32 x float> %bc21, i64 29
  store float %1507, ptr addrspace(3) %975, align 4
  %1508 = extractelement <32 x float> %bc21, i64 30
  store float %1508, ptr addrspace(3) %978, align 4
  %1509 = extractelement <32 x float> %bc21, i64 31
  store float %1509, ptr addrspace(3) %981, align 4
  br label %1510

1510: ; preds = %1408, %1323
  tail call void @llvm.musa.syncthreads.lm()
  %1511 = load float, ptr addrspace(3) %746, align 32
  %1512 = load float, ptr addrspace(3) %748, align 4
  %1513 = load float, ptr addrspace(3) %750, align 8
  %1514 = load float, ptr addrspace(3) %752, align 4
  %1515 = load float, ptr addrspace(3) %754, align 16
  %1516 = load float, ptr addrspace(3) %756, align 4
  %1517 = load float, ptr addrspace(3) %758, align 8
  %1518 = load float, ptr addrspace(3) %760, align 4
  %1519 = load <8 x float>, ptr addrspace(3) %763, align 32
  %1520 = load <8 x float>, ptr addrspace(3) %780, align 32
  %1521 = load <8 x float>, ptr addrspace(3) %797, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1522, label %1528

1522: ; preds = %1510
  %1523 = load float, ptr addrspace(3) %982, align 4
  %1524 = load float, ptr addrspace(3) %876, align 4
  %1525 = fmul contract float %1523, %1524
  %1526 = load float, ptr addrspace(3) %983, align 4
  %1527 = fadd contract float %1525, %1526
  store float %1527, ptr addrspace(3) %982, align 4
  br label %1528

1528: ; preds = %1522, %1510
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1529, label %1533

1529: ; preds = %1528
  %1530 = load float, ptr addrspace(3) %874, align 4
  %1531 = load float, ptr addrspace(3) %875, align 4
  %1532 = tail call float @llvm.maxnum.f32(float %1530, float %1531)
  store float %1532, ptr addrspace(3) %874, align 4
  br label %1533

1533: ; preds = %1529, %1528
  tail call void @llvm.musa.syncthreads.lm()
  %1534 = extractelement <8 x float> %1519, i64 0
  %1535 = extractelement <8 x float> %1519, i64 1
  %1536 = extractelement <8 x float> %1519, i64 2
  %1537 = extractelement <8 x float> %1519, i64 3
  %1538 = extractelement <8 x float> %1519, i64 4
  %1539 = extractelement <8 x float> %1519, i64 5
  %1540 = extractelement <8 x float> %1519, i64 6
  %1541 = extractelement <8 x float> %1519, i64 7
  %1542 = extractelement <8 x float> %1520, i64 0
  %1543 = extractelement <8 x float> %1520, i64 1
  %1544 = extractelement <8 x float> %1520, i64 2
  %1545 = extractelement <8 x float> %1520, i64 3
  %1546 = extractelement <8 x float> %1520, i64 4
  %1547 = extractelement <8 x float> %1520, i64 5
  %1548 = extractelement <8 x float> %1520, i64 6
  %1549 = extractelement <8 x float> %1520, i64 7
  %1550 = extractelement <8 x float> %1521, i64 0
  %1551 = extractelement <8 x float> %1521, i64 1
  %1552 = extractelement <8 x float> %1521, i64 2
  %1553 = extractelement <8 x float> %1521, i64 3
  %1554 = extractelement <8 x float> %1521, i64 4
  %1555 = extractelement <8 x float> %1521, i64 5
  %1556 = extractelement <8 x float> %1521, i64 6
  %1557 = extractelement <8 x float> %1521, i64 7
  br i1 %1074, label %1035, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1533
  %1558 = insertelement <8 x float> poison, float %1511, i64 0
  %1559 = insertelement <8 x float> %1558, float %1512, i64 1
  %1560 = insertelement <8 x float> %1559, float %1513, i64 2
  %1561 = insertelement <8 x float> %1560, float %1514, i64 3
  %1562 = insertelement <8 x float> %1561, float %1515, i64 4
  %1563 = insertelement <8 x float> %1562, float %1516, i64 5
  %1564 = insertelement <8 x float> %1563, float %1517, i64 6
  %1565 = insertelement <8 x float> %1564, float %1518, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %54
  %1566 = phi <8 x float> [ zeroinitializer, %54 ], [ %1565, %._crit_edge.loopexit ]
  %1567 = phi <8 x float> [ zeroinitializer, %54 ], [ %1519, %._crit_edge.loopexit ]
  %1568 = phi <8 x float> [ zeroinitializer, %54 ], [ %1520, %._crit_edge.loopexit ]
  %1569 = phi <8 x float> [ zeroinitializer, %54 ], [ %1521, %._crit_edge.loopexit ]
  %1570 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1571 = load float, ptr addrspace(3) %1570, align 4
  %1572 = insertelement <8 x float> poison, float %1571, i64 0
  %1573 = shufflevector <8 x float> %1572, <8 x float> poison, <8 x i32> zeroinitializer
  %1574 = fdiv <8 x float> %1566, %1573
  %1575 = fptrunc <8 x float> %1574 to <8 x half>
  %1576 = getelementptr half, ptr addrspace(1) %3, i64 %58
  %1577 = getelementptr half, ptr addrspace(1) %1576, i64 %20
  store <8 x half> %1575, ptr addrspace(1) %1577, align 16
  %1578 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1579 = load float, ptr addrspace(3) %1578, align 4
  %1580 = insertelement <8 x float> poison, float %1579, i64 0
  %1581 = shufflevector <8 x float> %1580, <8 x float> poison, <8 x i32> zeroinitializer
  %1582 = fdiv <8 x float> %1567, %1581
  %1583 = fptrunc <8 x float> %1582 to <8 x half>
  %1584 = getelementptr half, ptr addrspace(1) %3, i64 %74
  %1585 = getelementptr half, ptr addrspace(1) %1584, i64 %20
  store <8 x half> %1583, ptr addrspace(1) %1585, align 16
  %1586 = getelementptr float, ptr addrspace(3) @global_smem, i32 %90
  %1587 = load float, ptr addrspace(3) %1586, align 4
  %1588 = insertelement <8 x float> poison, float %1587, i64 0
  %1589 = shufflevector <8 x float> %1588, <8 x float> poison, <8 x i32> zeroinitializer
  %1590 = fdiv <8 x float> %1568, %1589
  %1591 = fptrunc <8 x float> %1590 to <8 x half>
  %1592 = getelementptr half, ptr addrspace(1) %3, i64 %93
  %1593 = getelementptr half, ptr addrspace(1) %1592, i64 %20
  store <8 x half> %1591, ptr addrspace(1) %1593, align 16
  %1594 = getelementptr float, ptr addrspace(3) @global_smem, i32 %109
  %1595 = load float, ptr addrspace(3) %1594, align 4
  %1596 = insertelement <8 x float> poison, float %1595, i64 0
  %1597 = shufflevector <8 x float> %1596, <8 x float> poison, <8 x i32> zeroinitializer
  %1598 = fdiv <8 x float> %1569, %1597
  %1599 = fptrunc <8 x float> %1598 to <8 x half>
  %1600 = getelementptr half, ptr addrspace(1) %3, i64 %112
  %1601 = getelementptr half, ptr addrspace(1) %1600, i64 %20
  store <8 x half> %1599, ptr addrspace(1) %1601, align 16
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
