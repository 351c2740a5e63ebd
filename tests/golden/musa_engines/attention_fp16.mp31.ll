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
  %26 = getelementptr half, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x half>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x half> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nuw nsw i64 %21, 16
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %11, label %34, label %39

34: ; preds = %29
  %35 = sext i32 %33 to i64
  %36 = getelementptr half, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr half, ptr addrspace(1) %36, i64 %20
  %38 = load <8 x half>, ptr addrspace(1) %37, align 16
  br label %39

39: ; preds = %34, %29
  %40 = phi <8 x half> [ %38, %34 ], [ zeroinitializer, %29 ]
  br i1 %11, label %41, label %46

41: ; preds = %39
  %42 = sext i32 %23 to i64
  %43 = getelementptr half, ptr addrspace(1) %2, i64 %42
  %44 = getelementptr half, ptr addrspace(1) %43, i64 %20
  %45 = load <8 x half>, ptr addrspace(1) %44, align 16
  br label %46

46: ; preds = %41, %39
  %47 = phi <8 x half> [ %45, %41 ], [ zeroinitializer, %39 ]
  br i1 %11, label %48, label %53

48: ; preds = %46
  %49 = sext i32 %33 to i64
  %50 = getelementptr half, ptr addrspace(1) %2, i64 %49
  %51 = getelementptr half, ptr addrspace(1) %50, i64 %20
  %52 = load <8 x half>, ptr addrspace(1) %51, align 16
  br label %53

53: ; preds = %48, %46
  %54 = phi <8 x half> [ %52, %48 ], [ zeroinitializer, %46 ]
  %55 = add i32 %10, %22
  %56 = shl i32 %55, 6
  %57 = sext i32 %56 to i64
  %58 = getelementptr half, ptr addrspace(1) %0, i64 %57
  %59 = getelementptr half, ptr addrspace(1) %58, i64 %20
  %60 = and i64 %19, -64
  %61 = shl nsw i64 %8, 4
  %62 = lshr i64 %61, 8
  %63 = xor i64 %62, %8
  %64 = and i64 %61, 4294967040
  %65 = add nuw nsw i64 %64, 16384
  %66 = shl nsw i64 %63, 4
  %67 = and i64 %66, 240
  %68 = or i64 %67, %65
  %69 = trunc i64 %68 to i32
  %70 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %69
  %71 = add i32 %10, %32
  %72 = shl i32 %71, 6
  %73 = sext i32 %72 to i64
  %74 = getelementptr half, ptr addrspace(1) %0, i64 %73
  %75 = getelementptr half, ptr addrspace(1) %74, i64 %20
  %76 = shl i64 %31, 6
  %77 = or i64 %76, %20
  %78 = shl i64 %77, 1
  %79 = and i64 %78, 4294967040
  %80 = add nuw nsw i64 %79, 16384
  %81 = lshr exact i64 %78, 4
  %82 = xor i64 %81, %78
  %83 = and i64 %82, 240
  %84 = or i64 %83, %80
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = add nuw nsw i64 %21, 32
  %88 = trunc i64 %87 to i32
  %89 = add i32 %10, %88
  %90 = shl i32 %89, 6
  %91 = sext i32 %90 to i64
  %92 = getelementptr half, ptr addrspace(1) %0, i64 %91
  %93 = getelementptr half, ptr addrspace(1) %92, i64 %20
  %94 = shl i64 %87, 6
  %95 = or i64 %94, %20
  %96 = shl i64 %95, 1
  %97 = and i64 %96, 4294967040
  %98 = add nuw nsw i64 %97, 16384
  %99 = lshr exact i64 %96, 4
  %100 = xor i64 %99, %96
  %101 = and i64 %100, 240
  %102 = or i64 %101, %98
  %103 = trunc i64 %102 to i32
  %104 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %103
  %105 = add nuw nsw i64 %21, 48
  %106 = trunc i64 %105 to i32
  %107 = add i32 %10, %106
  %108 = shl i32 %107, 6
  %109 = sext i32 %108 to i64
  %110 = getelementptr half, ptr addrspace(1) %0, i64 %109
  %111 = getelementptr half, ptr addrspace(1) %110, i64 %20
  %112 = shl i64 %105, 6
  %113 = or i64 %112, %20
  %114 = shl i64 %113, 1
  %115 = and i64 %114, 4294967040
  %116 = add nuw nsw i64 %115, 16384
  %117 = lshr exact i64 %114, 4
  %118 = xor i64 %117, %114
  %119 = and i64 %118, 240
  %120 = or i64 %119, %116
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = add nuw nsw i64 %64, 40960
  %124 = or i64 %67, %123
  %125 = trunc i64 %124 to i32
  %126 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %125
  %127 = or i64 %20, 1
  %128 = or i64 %127, %60
  %129 = shl nsw i64 %128, 1
  %130 = and i64 %129, 4294967040
  %131 = add nuw nsw i64 %130, 40960
  %132 = lshr i64 %129, 4
  %133 = xor i64 %132, %129
  %134 = and i64 %133, 240
  %135 = or i64 %134, %131
  %136 = trunc i64 %135 to i32
  %137 = or i32 %136, 2
  %138 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %137
  %139 = or i64 %20, 2
  %140 = or i64 %139, %60
  %141 = shl nsw i64 %140, 1
  %142 = and i64 %141, 4294967040
  %143 = add nuw nsw i64 %142, 40960
  %144 = lshr i64 %141, 4
  %145 = xor i64 %144, %141
  %146 = and i64 %145, 240
  %147 = or i64 %146, %143
  %148 = trunc i64 %147 to i32
  %149 = or i32 %148, 4
  %150 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %149
  %151 = or i64 %20, 3
  %152 = or i64 %151, %60
  %153 = shl nsw i64 %152, 1
  %154 = and i64 %153, 4294967040
  %155 = add nuw nsw i64 %154, 40960
  %156 = lshr i64 %153, 4
  %157 = xor i64 %156, %153
  %158 = and i64 %157, 240
  %159 = or i64 %158, %155
  %160 = trunc i64 %159 to i32
  %161 = or i32 %160, 6
  %162 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %161
  %163 = or i64 %20, 4
  %164 = or i64 %163, %60
  %165 = shl nsw i64 %164, 1
  %166 = and i64 %165, 4294967040
  %167 = add nuw nsw i64 %166, 40960
  %168 = lshr i64 %165, 4
  %169 = xor i64 %168, %165
  %170 = and i64 %169, 240
  %171 = or i64 %170, %167
  %172 = trunc i64 %171 to i32
  %173 = or i32 %172, 8
  %174 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %173
  %175 = or i64 %20, 5
  %176 = or i64 %175, %60
  %177 = shl nsw i64 %176, 1
  %178 = and i64 %177, 4294967040
  %179 = add nuw nsw i64 %178, 40960
  %180 = lshr i64 %177, 4
  %181 = xor i64 %180, %177
  %182 = and i64 %181, 240
  %183 = or i64 %182, %179
  %184 = trunc i64 %183 to i32
  %185 = or i32 %184, 10
  %186 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %185
  %187 = or i64 %20, 6
  %188 = or i64 %187, %60
  %189 = shl nsw i64 %188, 1
  %190 = and i64 %189, 4294967040
  %191 = add nuw nsw i64 %190, 40960
  %192 = lshr i64 %189, 4
  %193 = xor i64 %192, %189
  %194 = and i64 %193, 240
  %195 = or i64 %194, %191
  %196 = trunc i64 %195 to i32
  %197 = or i32 %196, 12
  %198 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %197
  %199 = or i64 %20, 7
  %200 = or i64 %199, %60
  %201 = shl nsw i64 %200, 1
  %202 = and i64 %201, 4294967040
  %203 = add nuw nsw i64 %202, 40960
  %204 = lshr i64 %201, 4
  %205 = xor i64 %204, %201
  %206 = and i64 %205, 240
  %207 = or i64 %206, %203
  %208 = trunc i64 %207 to i32
  %209 = or i32 %208, 14
  %210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %209
  %211 = add nuw nsw i64 %79, 40960
  %212 = or i64 %83, %211
  %213 = trunc i64 %212 to i32
  %214 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %213
  %215 = or i64 %76, %127
  %216 = shl i64 %215, 1
  %217 = and i64 %216, 4294967040
  %218 = add nuw nsw i64 %217, 40960
  %219 = lshr i64 %216, 4
  %220 = xor i64 %219, %216
  %221 = and i64 %220, 240
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  %224 = or i32 %223, 2
  %225 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %224
  %226 = or i64 %76, %139
  %227 = shl i64 %226, 1
  %228 = and i64 %227, 4294967040
  %229 = add nuw nsw i64 %228, 40960
  %230 = lshr i64 %227, 4
  %231 = xor i64 %230, %227
  %232 = and i64 %231, 240
  %233 = or i64 %232, %229
  %234 = trunc i64 %233 to i32
  %235 = or i32 %234, 4
  %236 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %235
  %237 = or i64 %76, %151
  %238 = shl i64 %237, 1
  %239 = and i64 %238, 4294967040
  %240 = add nuw nsw i64 %239, 40960
  %241 = lshr i64 %238, 4
  %242 = xor i64 %241, %238
  %243 = and i64 %242, 240
  %244 = or i64 %243, %240
  %245 = trunc i64 %244 to i32
  %246 = or i32 %245, 6
  %247 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %246
  %248 = or i64 %76, %163
  %249 = shl i64 %248, 1
  %250 = and i64 %249, 4294967040
  %251 = add nuw nsw i64 %250, 40960
  %252 = lshr i64 %249, 4
  %253 = xor i64 %252, %249
  %254 = and i64 %253, 240
  %255 = or i64 %254, %251
  %256 = trunc i64 %255 to i32
  %257 = or i32 %256, 8
  %258 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %257
  %259 = or i64 %76, %175
  %260 = shl i64 %259, 1
  %261 = and i64 %260, 4294967040
  %262 = add nuw nsw i64 %261, 40960
  %263 = lshr i64 %260, 4
  %264 = xor i64 %263, %260
  %265 = and i64 %264, 240
  %266 = or i64 %265, %262
  %267 = trunc i64 %266 to i32
  %268 = or i32 %267, 10
  %269 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %268
  %270 = or i64 %76, %187
  %271 = shl i64 %270, 1
  %272 = and i64 %271, 4294967040
  %273 = add nuw nsw i64 %272, 40960
  %274 = lshr i64 %271, 4
  %275 = xor i64 %274, %271
  %276 = and i64 %275, 240
  %277 = or i64 %276, %273
  %278 = trunc i64 %277 to i32
  %279 = or i32 %278, 12
  %280 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %279
  %281 = or i64 %76, %199
  %282 = shl i64 %281, 1
  %283 = and i64 %282, 4294967040
  %284 = add nuw nsw i64 %283, 40960
  %285 = lshr i64 %282, 4
  %286 = xor i64 %285, %282
  %287 = and i64 %286, 240
  %288 = or i64 %287, %284
  %289 = trunc i64 %288 to i32
  %290 = or i32 %289, 14
  %291 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %290
  %292 = icmp ult i32 %7, 128
  %293 = and i64 %8, 1
  %294 = icmp eq i64 %293, 0
  %295 = and i1 %292, %294
  %296 = and i64 %19, 24
  %297 = lshr i64 %19, 5
  %298 = or i64 %296, 1
  %299 = or i64 %296, 2
  %300 = or i64 %296, 3
  %301 = or i64 %296, 4
  %302 = or i64 %296, 5
  %303 = or i64 %296, 6
  %304 = or i64 %296, 7
  %305 = and i64 %19, -32
  %306 = trunc i64 %19 to i32
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %306
  %308 = trunc i64 %297 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %308
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %308
  %311 = or i64 %298, %305
  %312 = trunc i64 %311 to i32
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %312
  %314 = or i64 %299, %305
  %315 = trunc i64 %314 to i32
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %315
  %317 = or i64 %300, %305
  %318 = trunc i64 %317 to i32
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %318
  %320 = or i64 %301, %305
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %321
  %323 = or i64 %302, %305
  %324 = trunc i64 %323 to i32
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %324
  %326 = or i64 %303, %305
  %327 = trunc i64 %326 to i32
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %327
  %329 = or i64 %304, %305
  %330 = trunc i64 %329 to i32
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %330
  %332 = add nuw nsw i64 %297, 32
  %333 = shl i64 %332, 5
  %334 = or i64 %333, %296
  %335 = trunc i64 %334 to i32
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %335
  %337 = trunc i64 %332 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %337
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %337
  %340 = or i64 %333, %298
  %341 = trunc i64 %340 to i32
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %341
  %343 = or i64 %333, %299
  %344 = trunc i64 %343 to i32
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %344
  %346 = or i64 %333, %300
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %347
  %349 = or i64 %333, %301
  %350 = trunc i64 %349 to i32
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %350
  %352 = or i64 %333, %302
  %353 = trunc i64 %352 to i32
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %353
  %355 = or i64 %333, %303
  %356 = trunc i64 %355 to i32
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %356
  %358 = or i64 %333, %304
  %359 = trunc i64 %358 to i32
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %359
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %306
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %312
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %315
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %318
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %321
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %324
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %327
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %330
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %335
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %341
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %344
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %347
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %350
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %353
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %356
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %359
  %377 = add nuw nsw i64 %64, 45056
  %378 = or i64 %67, %377
  %379 = trunc i64 %378 to i32
  %380 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %379
  %381 = shl nsw i64 %311, 1
  %382 = and i64 %381, 4294967040
  %383 = add nuw nsw i64 %382, 45056
  %384 = lshr i64 %381, 4
  %385 = xor i64 %384, %381
  %386 = and i64 %385, 240
  %387 = or i64 %386, %383
  %388 = trunc i64 %387 to i32
  %389 = or i32 %388, 2
  %390 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %389
  %391 = shl nsw i64 %314, 1
  %392 = and i64 %391, 4294967040
  %393 = add nuw nsw i64 %392, 45056
  %394 = lshr i64 %391, 4
  %395 = xor i64 %394, %391
  %396 = and i64 %395, 240
  %397 = or i64 %396, %393
  %398 = trunc i64 %397 to i32
  %399 = or i32 %398, 4
  %400 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %399
  %401 = shl nsw i64 %317, 1
  %402 = and i64 %401, 4294967040
  %403 = add nuw nsw i64 %402, 45056
  %404 = lshr i64 %401, 4
  %405 = xor i64 %404, %401
  %406 = and i64 %405, 240
  %407 = or i64 %406, %403
  %408 = trunc i64 %407 to i32
  %409 = or i32 %408, 6
  %410 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %409
  %411 = shl nsw i64 %320, 1
  %412 = and i64 %411, 4294967040
  %413 = add nuw nsw i64 %412, 45056
  %414 = lshr i64 %411, 4
  %415 = xor i64 %414, %411
  %416 = and i64 %415, 240
  %417 = or i64 %416, %413
  %418 = trunc i64 %417 to i32
  %419 = or i32 %418, 8
  %420 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %419
  %421 = shl nsw i64 %323, 1
  %422 = and i64 %421, 4294967040
  %423 = add nuw nsw i64 %422, 45056
  %424 = lshr i64 %421, 4
  %425 = xor i64 %424, %421
  %426 = and i64 %425, 240
  %427 = or i64 %426, %423
  %428 = trunc i64 %427 to i32
  %429 = or i32 %428, 10
  %430 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %429
  %431 = shl nsw i64 %326, 1
  %432 = and i64 %431, 4294967040
  %433 = add nuw nsw i64 %432, 45056
  %434 = lshr i64 %431, 4
  %435 = xor i64 %434, %431
  %436 = and i64 %435, 240
  %437 = or i64 %436, %433
  %438 = trunc i64 %437 to i32
  %439 = or i32 %438, 12
  %440 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %439
  %441 = shl nsw i64 %329, 1
  %442 = and i64 %441, 4294967040
  %443 = add nuw nsw i64 %442, 45056
  %444 = lshr i64 %441, 4
  %445 = xor i64 %444, %441
  %446 = and i64 %445, 240
  %447 = or i64 %446, %443
  %448 = trunc i64 %447 to i32
  %449 = or i32 %448, 14
  %450 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %449
  %451 = shl i64 %334, 1
  %452 = and i64 %451, 4294967040
  %453 = add nuw nsw i64 %452, 45056
  %454 = lshr exact i64 %451, 4
  %455 = xor i64 %454, %451
  %456 = and i64 %455, 240
  %457 = or i64 %456, %453
  %458 = trunc i64 %457 to i32
  %459 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %458
  %460 = shl i64 %340, 1
  %461 = and i64 %460, 4294967040
  %462 = add nuw nsw i64 %461, 45056
  %463 = lshr i64 %460, 4
  %464 = xor i64 %463, %460
  %465 = and i64 %464, 240
  %466 = or i64 %465, %462
  %467 = trunc i64 %466 to i32
  %468 = or i32 %467, 2
  %469 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %468
  %470 = shl i64 %343, 1
  %471 = and i64 %470, 4294967040
  %472 = add nuw nsw i64 %471, 45056
  %473 = lshr i64 %470, 4
  %474 = xor i64 %473, %470
  %475 = and i64 %474, 240
  %476 = or i64 %475, %472
  %477 = trunc i64 %476 to i32
  %478 = or i32 %477, 4
  %479 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %478
  %480 = shl i64 %346, 1
  %481 = and i64 %480, 4294967040
  %482 = add nuw nsw i64 %481, 45056
  %483 = lshr i64 %480, 4
  %484 = xor i64 %483, %480
  %485 = and i64 %484, 240
  %486 = or i64 %485, %482
  %487 = trunc i64 %486 to i32
  %488 = or i32 %487, 6
  %489 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %488
  %490 = shl i64 %349, 1
  %491 = and i64 %490, 4294967040
  %492 = add nuw nsw i64 %491, 45056
  %493 = lshr i64 %490, 4
  %494 = xor i64 %493, %490
  %495 = and i64 %494, 240
  %496 = or i64 %495, %492
  %497 = trunc i64 %496 to i32
  %498 = or i32 %497, 8
  %499 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %498
  %500 = shl i64 %352, 1
  %501 = and i64 %500, 4294967040
  %502 = add nuw nsw i64 %501, 45056
  %503 = lshr i64 %500, 4
  %504 = xor i64 %503, %500
  %505 = and i64 %504, 240
  %506 = or i64 %505, %502
  %507 = trunc i64 %506 to i32
  %508 = or i32 %507, 10
  %509 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %508
  %510 = shl i64 %355, 1
  %511 = and i64 %510, 4294967040
  %512 = add nuw nsw i64 %511, 45056
  %513 = lshr i64 %510, 4
  %514 = xor i64 %513, %510
  %515 = and i64 %514, 240
  %516 = or i64 %515, %512
  %517 = trunc i64 %516 to i32
  %518 = or i32 %517, 12
  %519 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %518
  %520 = shl i64 %358, 1
  %521 = and i64 %520, 4294967040
  %522 = add nuw nsw i64 %521, 45056
  %523 = lshr i64 %520, 4
  %524 = xor i64 %523, %520
  %525 = and i64 %524, 240
  %526 = or i64 %525, %522
  %527 = trunc i64 %526 to i32
  %528 = or i32 %527, 14
  %529 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %528
  %530 = and i64 %19, -2048
  %531 = and i64 %21, 31
  %532 = shl nuw nsw i64 %20, 5
  %533 = or i64 %531, %530
  %534 = or i64 %533, %532
  %535 = shl nsw i64 %534, 1
  %536 = and i64 %535, 14
  %537 = and i64 %535, 4294966784
  %538 = add nuw nsw i64 %537, 49152
  %539 = lshr i64 %535, 4
  %540 = and i64 %539, 224
  %.mask = and i64 %535, 48
  %541 = xor i64 %540, %.mask
  %542 = or i64 %541, %538
  %543 = or i64 %542, %536
  %544 = trunc i64 %543 to i32
  %545 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %544
  %546 = shl nuw nsw i64 %127, 5
  %547 = or i64 %533, %546
  %548 = shl nsw i64 %547, 1
  %549 = and i64 %548, 14
  %550 = and i64 %548, 4294966784
  %551 = add nuw nsw i64 %550, 49152
  %552 = lshr i64 %548, 4
  %553 = xor i64 %552, %548
  %554 = and i64 %553, 240
  %555 = or i64 %554, %551
  %556 = or i64 %555, %549
  %557 = trunc i64 %556 to i32
  %558 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %557
  %559 = shl nuw nsw i64 %139, 5
  %560 = or i64 %533, %559
  %561 = shl nsw i64 %560, 1
  %562 = and i64 %561, 14
  %563 = and i64 %561, 4294966784
  %564 = add nuw nsw i64 %563, 49152
  %565 = lshr i64 %561, 4
  %566 = xor i64 %565, %561
  %567 = and i64 %566, 240
  %568 = or i64 %567, %564
  %569 = or i64 %568, %562
  %570 = trunc i64 %569 to i32
  %571 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %570
  %572 = shl nuw nsw i64 %151, 5
  %573 = or i64 %533, %572
  %574 = shl nsw i64 %573, 1
  %575 = and i64 %574, 14
  %576 = and i64 %574, 4294966784
  %577 = add nuw nsw i64 %576, 49152
  %578 = lshr i64 %574, 4
  %579 = xor i64 %578, %574
  %580 = and i64 %579, 240
  %581 = or i64 %580, %577
  %582 = or i64 %581, %575
  %583 = trunc i64 %582 to i32
  %584 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %583
  %585 = shl nuw nsw i64 %163, 5
  %586 = or i64 %533, %585
  %587 = shl nsw i64 %586, 1
  %588 = and i64 %587, 14
  %589 = and i64 %587, 4294967040
  %590 = add nuw nsw i64 %589, 49152
  %591 = lshr i64 %587, 4
  %592 = xor i64 %591, %587
  %593 = and i64 %592, 240
  %594 = or i64 %593, %590
  %595 = or i64 %594, %588
  %596 = trunc i64 %595 to i32
  %597 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %596
  %598 = shl nuw nsw i64 %175, 5
  %599 = or i64 %533, %598
  %600 = shl nsw i64 %599, 1
  %601 = and i64 %600, 14
  %602 = and i64 %600, 4294967040
  %603 = add nuw nsw i64 %602, 49152
  %604 = lshr i64 %600, 4
  %605 = xor i64 %604, %600
  %606 = and i64 %605, 240
  %607 = or i64 %606, %603
  %608 = or i64 %607, %601
  %609 = trunc i64 %608 to i32
  %610 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %609
  %611 = shl nuw nsw i64 %187, 5
  %612 = or i64 %533, %611
  %613 = shl nsw i64 %612, 1
  %614 = and i64 %613, 14
  %615 = and i64 %613, 4294967040
  %616 = add nuw nsw i64 %615, 49152
  %617 = lshr i64 %613, 4
  %618 = xor i64 %617, %613
  %619 = and i64 %618, 240
  %620 = or i64 %619, %616
  %621 = or i64 %620, %614
  %622 = trunc i64 %621 to i32
  %623 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %622
  %624 = shl nuw nsw i64 %199, 5
  %625 = or i64 %533, %624
  %626 = shl nsw i64 %625, 1
  %627 = and i64 %626, 14
  %628 = and i64 %626, 4294967040
  %629 = add nuw nsw i64 %628, 49152
  %630 = lshr i64 %626, 4
  %631 = xor i64 %630, %626
  %632 = and i64 %631, 240
  %633 = or i64 %632, %629
  %634 = or i64 %633, %627
  %635 = trunc i64 %634 to i32
  %636 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %635
  %637 = and i64 %31, 31
  %638 = and i64 %76, -2048
  %639 = or i64 %638, %637
  %640 = or i64 %639, %532
  %641 = shl i64 %640, 1
  %642 = and i64 %641, 14
  %643 = and i64 %641, 4294966784
  %644 = add nuw nsw i64 %643, 49152
  %645 = lshr i64 %641, 4
  %646 = and i64 %645, 224
  %.mask5 = and i64 %641, 48
  %647 = xor i64 %646, %.mask5
  %648 = or i64 %647, %644
  %649 = or i64 %648, %642
  %650 = trunc i64 %649 to i32
  %651 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %650
  %652 = or i64 %639, %546
  %653 = shl i64 %652, 1
  %654 = and i64 %653, 14
  %655 = and i64 %653, 4294966784
  %656 = add nuw nsw i64 %655, 49152
  %657 = lshr i64 %653, 4
  %658 = xor i64 %657, %653
  %659 = and i64 %658, 240
  %660 = or i64 %659, %656
  %661 = or i64 %660, %654
  %662 = trunc i64 %661 to i32
  %663 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %662
  %664 = or i64 %639, %559
  %665 = shl i64 %664, 1
  %666 = and i64 %665, 14
  %667 = and i64 %665, 4294966784
  %668 = add nuw nsw i64 %667, 49152
  %669 = lshr i64 %665, 4
  %670 = xor i64 %669, %665
  %671 = and i64 %670, 240
  %672 = or i64 %671, %668
  %673 = or i64 %672, %666
  %674 = trunc i64 %673 to i32
  %675 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %674
  %676 = or i64 %639, %572
  %677 = shl i64 %676, 1
  %678 = and i64 %677, 14
  %679 = and i64 %677, 4294966784
  %680 = add nuw nsw i64 %679, 49152
  %681 = lshr i64 %677, 4
  %682 = xor i64 %681, %677
  %683 = and i64 %682, 240
  %684 = or i64 %683, %680
  %685 = or i64 %684, %678
  %686 = trunc i64 %685 to i32
  %687 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %686
  %688 = or i64 %639, %585
  %689 = shl i64 %688, 1
  %690 = and i64 %689, 14
  %691 = and i64 %689, 4294967040
  %692 = add nuw nsw i64 %691, 49152
  %693 = lshr i64 %689, 4
  %694 = xor i64 %693, %689
  %695 = and i64 %694, 240
  %696 = or i64 %695, %692
  %697 = or i64 %696, %690
  %698 = trunc i64 %697 to i32
  %699 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %698
  %700 = or i64 %639, %598
  %701 = shl i64 %700, 1
  %702 = and i64 %701, 14
  %703 = and i64 %701, 4294967040
  %704 = add nuw nsw i64 %703, 49152
  %705 = lshr i64 %701, 4
  %706 = xor i64 %705, %701
  %707 = and i64 %706, 240
  %708 = or i64 %707, %704
  %709 = or i64 %708, %702
  %710 = trunc i64 %709 to i32
  %711 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %710
  %712 = or i64 %639, %611
  %713 = shl i64 %712, 1
  %714 = and i64 %713, 14
  %715 = and i64 %713, 4294967040
  %716 = add nuw nsw i64 %715, 49152
  %717 = lshr i64 %713, 4
  %718 = xor i64 %717, %713
  %719 = and i64 %718, 240
  %720 = or i64 %719, %716
  %721 = or i64 %720, %714
  %722 = trunc i64 %721 to i32
  %723 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %722
  %724 = or i64 %639, %624
  %725 = shl i64 %724, 1
  %726 = and i64 %725, 14
  %727 = and i64 %725, 4294967040
  %728 = add nuw nsw i64 %727, 49152
  %729 = lshr i64 %725, 4
  %730 = xor i64 %729, %725
  %731 = and i64 %730, 240
  %732 = or i64 %731, %728
  %733 = or i64 %732, %726
  %734 = trunc i64 %733 to i32
  %735 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %734
  %736 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %22
  %737 = getelementptr float, ptr addrspace(3) @global_smem, i32 %306
  %738 = trunc i64 %128 to i32
  %739 = getelementptr float, ptr addrspace(3) @global_smem, i32 %738
  %740 = trunc i64 %140 to i32
  %741 = getelementptr float, ptr addrspace(3) @global_smem, i32 %740
  %742 = trunc i64 %152 to i32
  %743 = getelementptr float, ptr addrspace(3) @global_smem, i32 %742
  %744 = trunc i64 %164 to i32
  %745 = getelementptr float, ptr addrspace(3) @global_smem, i32 %744
  %746 = trunc i64 %176 to i32
  %747 = getelementptr float, ptr addrspace(3) @global_smem, i32 %746
  %748 = trunc i64 %188 to i32
  %749 = getelementptr float, ptr addrspace(3) @global_smem, i32 %748
  %750 = trunc i64 %200 to i32
  %751 = getelementptr float, ptr addrspace(3) @global_smem, i32 %750
  %752 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %32
  %753 = trunc i64 %77 to i32
  %754 = getelementptr float, ptr addrspace(3) @global_smem, i32 %753
  %755 = trunc i64 %215 to i32
  %756 = getelementptr float, ptr addrspace(3) @global_smem, i32 %755
  %757 = trunc i64 %226 to i32
  %758 = getelementptr float, ptr addrspace(3) @global_smem, i32 %757
  %759 = trunc i64 %237 to i32
  %760 = getelementptr float, ptr addrspace(3) @global_smem, i32 %759
  %761 = trunc i64 %248 to i32
  %762 = getelementptr float, ptr addrspace(3) @global_smem, i32 %761
  %763 = trunc i64 %259 to i32
  %764 = getelementptr float, ptr addrspace(3) @global_smem, i32 %763
  %765 = trunc i64 %270 to i32
  %766 = getelementptr float, ptr addrspace(3) @global_smem, i32 %765
  %767 = trunc i64 %281 to i32
  %768 = getelementptr float, ptr addrspace(3) @global_smem, i32 %767
  %769 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %88
  %770 = trunc i64 %95 to i32
  %771 = getelementptr float, ptr addrspace(3) @global_smem, i32 %770
  %772 = or i64 %94, %127
  %773 = trunc i64 %772 to i32
  %774 = getelementptr float, ptr addrspace(3) @global_smem, i32 %773
  %775 = or i64 %94, %139
  %776 = trunc i64 %775 to i32
  %777 = getelementptr float, ptr addrspace(3) @global_smem, i32 %776
  %778 = or i64 %94, %151
  %779 = trunc i64 %778 to i32
  %780 = getelementptr float, ptr addrspace(3) @global_smem, i32 %779
  %781 = or i64 %94, %163
  %782 = trunc i64 %781 to i32
  %783 = getelementptr float, ptr addrspace(3) @global_smem, i32 %782
  %784 = or i64 %94, %175
  %785 = trunc i64 %784 to i32
  %786 = getelementptr float, ptr addrspace(3) @global_smem, i32 %785
  %787 = or i64 %94, %187
  %788 = trunc i64 %787 to i32
  %789 = getelementptr float, ptr addrspace(3) @global_smem, i32 %788
  %790 = or i64 %94, %199
  %791 = trunc i64 %790 to i32
  %792 = getelementptr float, ptr addrspace(3) @global_smem, i32 %791
  %793 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %106
  %794 = trunc i64 %113 to i32
  %795 = getelementptr float, ptr addrspace(3) @global_smem, i32 %794
  %796 = or i64 %112, %127
  %797 = trunc i64 %796 to i32
  %798 = getelementptr float, ptr addrspace(3) @global_smem, i32 %797
  %799 = or i64 %112, %139
  %800 = trunc i64 %799 to i32
  %801 = getelementptr float, ptr addrspace(3) @global_smem, i32 %800
  %802 = or i64 %112, %151
  %803 = trunc i64 %802 to i32
  %804 = getelementptr float, ptr addrspace(3) @global_smem, i32 %803
  %805 = or i64 %112, %163
  %806 = trunc i64 %805 to i32
  %807 = getelementptr float, ptr addrspace(3) @global_smem, i32 %806
  %808 = or i64 %112, %175
  %809 = trunc i64 %808 to i32
  %810 = getelementptr float, ptr addrspace(3) @global_smem, i32 %809
  %811 = or i64 %112, %187
  %812 = trunc i64 %811 to i32
  %813 = getelementptr float, ptr addrspace(3) @global_smem, i32 %812
  %814 = or i64 %112, %199
  %815 = trunc i64 %814 to i32
  %816 = getelementptr float, ptr addrspace(3) @global_smem, i32 %815
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %20
  %invariant.gep88 = getelementptr half, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %53
  %817 = and i64 %61, -32
  %818 = select i1 %292, i64 %817, i64 0
  %819 = shl nuw nsw i64 %293, 3
  %820 = lshr i64 %8, 3
  %821 = and i64 %8, 7
  %822 = or i64 %821, 8
  %823 = or i64 %821, 16
  %824 = or i64 %821, 24
  %825 = shl nuw nsw i64 %820, 5
  %826 = or i64 %825, %821
  %827 = trunc i64 %826 to i32
  %828 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %827
  %829 = or i64 %822, %825
  %830 = trunc i64 %829 to i32
  %831 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %830
  %832 = or i64 %823, %825
  %833 = trunc i64 %832 to i32
  %834 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %833
  %835 = or i64 %824, %825
  %836 = trunc i64 %835 to i32
  %837 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %836
  %838 = or i64 %825, 512
  %839 = or i64 %838, %821
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %840
  %842 = or i64 %838, %822
  %843 = trunc i64 %842 to i32
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %843
  %845 = or i64 %838, %823
  %846 = trunc i64 %845 to i32
  %847 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %846
  %848 = or i64 %838, %824
  %849 = trunc i64 %848 to i32
  %850 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %849
  %851 = or i64 %825, 1024
  %852 = or i64 %851, %821
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %853
  %855 = or i64 %851, %822
  %856 = trunc i64 %855 to i32
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %856
  %858 = or i64 %851, %823
  %859 = trunc i64 %858 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %859
  %861 = or i64 %851, %824
  %862 = trunc i64 %861 to i32
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %862
  %864 = or i64 %825, 1536
  %865 = or i64 %864, %821
  %866 = trunc i64 %865 to i32
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %866
  %868 = or i64 %864, %822
  %869 = trunc i64 %868 to i32
  %870 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %869
  %871 = or i64 %864, %823
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %872
  %874 = or i64 %864, %824
  %875 = trunc i64 %874 to i32
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %875
  %877 = lshr i32 %7, 1
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %877
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53504), i32 %7
  %880 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53760), i32 %7
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54016), i32 %7
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54272), i32 %877
  %883 = or i64 %821, 32
  %884 = or i64 %821, 40
  %885 = or i64 %821, 48
  %886 = or i64 %821, 56
  %887 = shl nuw nsw i64 %820, 6
  %888 = or i64 %887, %821
  %889 = trunc i64 %888 to i32
  %890 = getelementptr float, ptr addrspace(3) @global_smem, i32 %889
  %891 = or i64 %822, %887
  %892 = trunc i64 %891 to i32
  %893 = getelementptr float, ptr addrspace(3) @global_smem, i32 %892
  %894 = or i64 %823, %887
  %895 = trunc i64 %894 to i32
  %896 = getelementptr float, ptr addrspace(3) @global_smem, i32 %895
  %897 = or i64 %824, %887
  %898 = trunc i64 %897 to i32
  %899 = getelementptr float, ptr addrspace(3) @global_smem, i32 %898
  %900 = or i64 %883, %887
  %901 = trunc i64 %900 to i32
  %902 = getelementptr float, ptr addrspace(3) @global_smem, i32 %901
  %903 = or i64 %884, %887
  %904 = trunc i64 %903 to i32
  %905 = getelementptr float, ptr addrspace(3) @global_smem, i32 %904
  %906 = or i64 %885, %887
  %907 = trunc i64 %906 to i32
  %908 = getelementptr float, ptr addrspace(3) @global_smem, i32 %907
  %909 = or i64 %886, %887
  %910 = trunc i64 %909 to i32
  %911 = getelementptr float, ptr addrspace(3) @global_smem, i32 %910
  %912 = or i64 %887, 1024
  %913 = or i64 %912, %821
  %914 = trunc i64 %913 to i32
  %915 = getelementptr float, ptr addrspace(3) @global_smem, i32 %914
  %916 = or i64 %912, %822
  %917 = trunc i64 %916 to i32
  %918 = getelementptr float, ptr addrspace(3) @global_smem, i32 %917
  %919 = or i64 %912, %823
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) @global_smem, i32 %920
  %922 = or i64 %912, %824
  %923 = trunc i64 %922 to i32
  %924 = getelementptr float, ptr addrspace(3) @global_smem, i32 %923
  %925 = or i64 %912, %883
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) @global_smem, i32 %926
  %928 = or i64 %912, %884
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) @global_smem, i32 %929
  %931 = or i64 %912, %885
  %932 = trunc i64 %931 to i32
  %933 = getelementptr float, ptr addrspace(3) @global_smem, i32 %932
  %934 = or i64 %912, %886
  %935 = trunc i64 %934 to i32
  %936 = getelementptr float, ptr addrspace(3) @global_smem, i32 %935
  %937 = or i64 %887, 2048
  %938 = or i64 %937, %821
  %939 = trunc i64 %938 to i32
  %940 = getelementptr float, ptr addrspace(3) @global_smem, i32 %939
  %941 = or i64 %937, %822
  %942 = trunc i64 %941 to i32
  %943 = getelementptr float, ptr addrspace(3) @global_smem, i32 %942
  %944 = or i64 %937, %823
  %945 = trunc i64 %944 to i32
  %946 = getelementptr float, ptr addrspace(3) @global_smem, i32 %945
  %947 = or i64 %937, %824
  %948 = trunc i64 %947 to i32
  %949 = getelementptr float, ptr addrspace(3) @global_smem, i32 %948
  %950 = or i64 %937, %883
  %951 = trunc i64 %950 to i32
  %952 = getelementptr float, ptr addrspace(3) @global_smem, i32 %951
  %953 = or i64 %937, %884
  %954 = trunc i64 %953 to i32
  %955 = getelementptr float, ptr addrspace(3) @global_smem, i32 %954
  %956 = or i64 %937, %885
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) @global_smem, i32 %957
  %959 = or i64 %937, %886
  %960 = trunc i64 %959 to i32
  %961 = getelementptr float, ptr addrspace(3) @global_smem, i32 %960
  %962 = or i64 %887, 3072
  %963 = or i64 %962, %821
  %964 = trunc i64 %963 to i32
  %965 = getelementptr float, ptr addrspace(3) @global_smem, i32 %964
  %966 = or i64 %962, %822
  %967 = trunc i64 %966 to i32
  %968 = getelementptr float, ptr addrspace(3) @global_smem, i32 %967
  %969 = or i64 %962, %823
  %970 = trunc i64 %969 to i32
  %971 = getelementptr float, ptr addrspace(3) @global_smem, i32 %970
  %972 = or i64 %962, %824
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) @global_smem, i32 %973
  %975 = or i64 %962, %883
  %976 = trunc i64 %975 to i32
  %977 = getelementptr float, ptr addrspace(3) @global_smem, i32 %976
  %978 = or i64 %962, %884
  %979 = trunc i64 %978 to i32
  %980 = getelementptr float, ptr addrspace(3) @global_smem, i32 %979
  %981 = or i64 %962, %885
  %982 = trunc i64 %981 to i32
  %983 = getelementptr float, ptr addrspace(3) @global_smem, i32 %982
  %984 = or i64 %962, %886
  %985 = trunc i64 %984 to i32
  %986 = getelementptr float, ptr addrspace(3) @global_smem, i32 %985
  %987 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %7
  %988 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54272), i32 %7
  %989 = or i64 %819, %818
  %990 = trunc i64 %989 to i32
  %991 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %990
  %992 = or i32 %990, 1
  %993 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %992
  %994 = or i32 %990, 2
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %994
  %996 = or i32 %990, 3
  %997 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %996
  %998 = or i32 %990, 4
  %999 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %998
  %1000 = or i32 %990, 5
  %1001 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1000
  %1002 = or i32 %990, 6
  %1003 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1002
  %1004 = or i32 %990, 7
  %1005 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1004
  %1006 = or i64 %819, %818
  %1007 = trunc i64 %1006 to i32
  %1008 = or i32 %1007, 16
  %1009 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1008
  %1010 = or i32 %1007, 17
  %1011 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1010
  %1012 = or i32 %1007, 18
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1012
  %1014 = or i32 %1007, 19
  %1015 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1014
  %1016 = or i32 %1007, 20
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1016
  %1018 = or i32 %1007, 21
  %1019 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1018
  %1020 = or i32 %1007, 22
  %1021 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1020
  %1022 = or i32 %1007, 23
  %1023 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1022
  %1024 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %990
  %1025 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %992
  %1026 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %994
  %1027 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %996
  %1028 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %998
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1000
  %1030 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1002
  %1031 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1004
  %1032 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1008
  %1033 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1010
  %1034 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1012
  %1035 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1014
  %1036 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1016
  %1037 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1018
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1020
  %1039 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1022
  br label %1040

1040: ; preds = %.lr.ph, %1559
  %1041 = phi float [ 0.000000e+00, %.lr.ph ], [ %1583, %1559 ]
  %1042 = phi float [ 0.000000e+00, %.lr.ph ], [ %1582, %1559 ]
  %1043 = phi float [ 0.000000e+00, %.lr.ph ], [ %1581, %1559 ]
  %1044 = phi float [ 0.000000e+00, %.lr.ph ], [ %1580, %1559 ]
  %1045 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %1559 ]
  %1046 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %1559 ]
  %1047 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %1559 ]
  %1048 = phi float [ 0.000000e+00, %.lr.ph ], [ %1576, %1559 ]
  %1049 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %1559 ]
  %1050 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %1559 ]
  %1051 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %1559 ]
  %1052 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %1559 ]
  %1053 = phi float [ 0.000000e+00, %.lr.ph ], [ %1571, %1559 ]
  %1054 = phi float [ 0.000000e+00, %.lr.ph ], [ %1570, %1559 ]
  %1055 = phi float [ 0.000000e+00, %.lr.ph ], [ %1569, %1559 ]
  %1056 = phi float [ 0.000000e+00, %.lr.ph ], [ %1568, %1559 ]
  %1057 = phi float [ 0.000000e+00, %.lr.ph ], [ %1567, %1559 ]
  %1058 = phi float [ 0.000000e+00, %.lr.ph ], [ %1566, %1559 ]
  %1059 = phi float [ 0.000000e+00, %.lr.ph ], [ %1565, %1559 ]
  %1060 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %1559 ]
  %1061 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %1559 ]
  %1062 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %1559 ]
  %1063 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %1559 ]
  %1064 = phi float [ 0.000000e+00, %.lr.ph ], [ %1560, %1559 ]
  %1065 = phi float [ 0.000000e+00, %.lr.ph ], [ %1544, %1559 ]
  %1066 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %1559 ]
  %1067 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %1559 ]
  %1068 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %1559 ]
  %1069 = phi float [ 0.000000e+00, %.lr.ph ], [ %1540, %1559 ]
  %1070 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %1559 ]
  %1071 = phi float [ 0.000000e+00, %.lr.ph ], [ %1538, %1559 ]
  %1072 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %1559 ]
  %1073 = phi i32 [ 0, %.lr.ph ], [ %1078, %1559 ]
  %1074 = phi <8 x half> [ %30, %.lr.ph ], [ %1086, %1559 ]
  %1075 = phi <8 x half> [ %40, %.lr.ph ], [ %1093, %1559 ]
  %1076 = phi <8 x half> [ %47, %.lr.ph ], [ %1098, %1559 ]
  %1077 = phi <8 x half> [ %54, %.lr.ph ], [ %1103, %1559 ]
  %1078 = add i32 %1073, 32
  %1079 = icmp slt i32 %1078, %5
  %1080 = add i32 %1078, %22
  %1081 = shl i32 %1080, 6
  br i1 %1079, label %1082, label %1085

1082: ; preds = %1040
  %1083 = sext i32 %1081 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1083
  %1084 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %1085

1085: ; preds = %1082, %1040
  %1086 = phi <8 x half> [ %1084, %1082 ], [ zeroinitializer, %1040 ]
  %1087 = add i32 %1078, %32
  %1088 = shl i32 %1087, 6
  br i1 %1079, label %1089, label %1092

1089: ; preds = %1085
  %1090 = sext i32 %1088 to i64
  %gep87 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1090
  %1091 = load <8 x half>, ptr addrspace(1) %gep87, align 16
  br label %1092

1092: ; preds = %1089, %1085
  %1093 = phi <8 x half> [ %1091, %1089 ], [ zeroinitializer, %1085 ]
  br i1 %1079, label %1094, label %1097

1094: ; preds = %1092
  %1095 = sext i32 %1081 to i64
  %gep89 = getelementptr half, ptr addrspace(1) %invariant.gep88, i64 %1095
  %1096 = load <8 x half>, ptr addrspace(1) %gep89, align 16
  br label %1097

1097: ; preds = %1094, %1092
  %1098 = phi <8 x half> [ %1096, %1094 ], [ zeroinitializer, %1092 ]
  br i1 %1079, label %1099, label %1102

1099: ; preds = %1097
  %1100 = sext i32 %1088 to i64
  %gep91 = getelementptr half, ptr addrspace(1) %invariant.gep88, i64 %1100
  %1101 = load <8 x half>, ptr addrspace(1) %gep91, align 16
  br label %1102

1102: ; preds = %1099, %1097
  %1103 = phi <8 x half> [ %1101, %1099 ], [ zeroinitializer, %1097 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %70, ptr addrspace(1) %59, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %86, ptr addrspace(1) %75, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %104, ptr addrspace(1) %93, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %122, ptr addrspace(1) %111, i32 16, i32 0)
  %1104 = extractelement <8 x half> %1074, i64 0
  store half %1104, ptr addrspace(3) %126, align 16
  %1105 = extractelement <8 x half> %1074, i64 1
  store half %1105, ptr addrspace(3) %138, align 2
  %1106 = extractelement <8 x half> %1074, i64 2
  store half %1106, ptr addrspace(3) %150, align 4
  %1107 = extractelement <8 x half> %1074, i64 3
  store half %1107, ptr addrspace(3) %162, align 2
  %1108 = extractelement <8 x half> %1074, i64 4
  store half %1108, ptr addrspace(3) %174, align 8
  %1109 = extractelement <8 x half> %1074, i64 5
  store half %1109, ptr addrspace(3) %186, align 2
  %1110 = extractelement <8 x half> %1074, i64 6
  store half %1110, ptr addrspace(3) %198, align 4
  %1111 = extractelement <8 x half> %1074, i64 7
  store half %1111, ptr addrspace(3) %210, align 2
  %1112 = extractelement <8 x half> %1075, i64 0
  store half %1112, ptr addrspace(3) %214, align 16
  %1113 = extractelement <8 x half> %1075, i64 1
  store half %1113, ptr addrspace(3) %225, align 2
  %1114 = extractelement <8 x half> %1075, i64 2
  store half %1114, ptr addrspace(3) %236, align 4
  %1115 = extractelement <8 x half> %1075, i64 3
  store half %1115, ptr addrspace(3) %247, align 2
  %1116 = extractelement <8 x half> %1075, i64 4
  store half %1116, ptr addrspace(3) %258, align 8
  %1117 = extractelement <8 x half> %1075, i64 5
  store half %1117, ptr addrspace(3) %269, align 2
  %1118 = extractelement <8 x half> %1075, i64 6
  store half %1118, ptr addrspace(3) %280, align 4
  %1119 = extractelement <8 x half> %1075, i64 7
  store half %1119, ptr addrspace(3) %291, align 2
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %292, label %1120, label %1142

1120: ; preds = %1102
  %1121 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), align 4096
  %1122 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1121, i32 128, i32 1, i32 3)
  %1123 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), align 4096
  %1124 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1123, i32 128, i32 1, i32 3)
  %1125 = tail call <16 x i32> @llvm.musa.sqmma.fmma.m64n32k64.mma(i32 %1122, i32 %1124, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1125 to <16 x float>
  %1126 = extractelement <16 x float> %bc, i64 0
  store float %1126, ptr addrspace(3) %828, align 4
  %1127 = extractelement <16 x float> %bc, i64 1
  store float %1127, ptr addrspace(3) %831, align 4
  %1128 = extractelement <16 x float> %bc, i64 2
  store float %1128, ptr addrspace(3) %834, align 4
  %1129 = extractelement <16 x float> %bc, i64 3
  store float %1129, ptr addrspace(3) %837, align 4
  %1130 = extractelement <16 x float> %bc, i64 4
  store float %1130, ptr addrspace(3) %841, align 4
  %1131 = extractelement <16 x float> %bc, i64 5
  store float %1131, ptr addrspace(3) %844, align 4
  %1132 = extractelement <16 x float> %bc, i64 6
  store float %1132, ptr addrspace(3) %847, align 4
  %1133 = extractelement <16 x float> %bc, i64 7
  store float %1133, ptr addrspace(3) %850, align 4
  %1134 = extractelement <16 x float> %bc, i64 8
  store float %1134, ptr addrspace(3) %854, align 4
  %1135 = extractelement <16 x float> %bc, i64 9
  store float %1135, ptr addrspace(3) %857, align 4
  %1136 = extractelement <16 x float> %bc, i64 10
  store float %1136, ptr addrspace(3) %860, align 4
  %1137 = extractelement <16 x float> %bc, i64 11
  store float %1137, ptr addrspace(3) %863, align 4
  %1138 = extractelement <16 x float> %bc, i64 12
  store float %1138, ptr addrspace(3) %867, align 4
  %1139 = extractelement <16 x float> %bc, i64 13
  store float %1139, ptr addrspace(3) %870, align 4
  %1140 = extractelement <16 x float> %bc, i64 14
  store float %1140, ptr addrspace(3) %873, align 4
  %1141 = extractelement <16 x float> %bc, i64 15
  store float %1141, ptr addrspace(3) %876, align 4
  br label %1142

1142: ; preds = %1120, %1102
  tail call void @llvm.musa.syncthreads.lm()
  %1143 = load float, ptr addrspace(3) %991, align 32
  %1144 = fmul contract float %1143, %4
  %1145 = tail call float @llvm.maxnum.f32(float %1144, float 0xFFF0000000000000)
  %1146 = load float, ptr addrspace(3) %993, align 4
  %1147 = fmul contract float %1146, %4
  %1148 = tail call float @llvm.maxnum.f32(float %1145, float %1147)
  %1149 = load float, ptr addrspace(3) %995, align 8
  %1150 = fmul contract float %1149, %4
  %1151 = tail call float @llvm.maxnum.f32(float %1148, float %1150)
  %1152 = load float, ptr addrspace(3) %997, align 4
  %1153 = fmul contract float %1152, %4
  %1154 = tail call float @llvm.maxnum.f32(float %1151, float %1153)
  %1155 = load float, ptr addrspace(3) %999, align 16
  %1156 = fmul contract float %1155, %4
  %1157 = tail call float @llvm.maxnum.f32(float %1154, float %1156)
  %1158 = load float, ptr addrspace(3) %1001, align 4
  %1159 = fmul contract float %1158, %4
  %1160 = tail call float @llvm.maxnum.f32(float %1157, float %1159)
  %1161 = load float, ptr addrspace(3) %1003, align 8
  %1162 = fmul contract float %1161, %4
  %1163 = tail call float @llvm.maxnum.f32(float %1160, float %1162)
  %1164 = load float, ptr addrspace(3) %1005, align 4
  %1165 = fmul contract float %1164, %4
  %1166 = tail call float @llvm.maxnum.f32(float %1163, float %1165)
  %1167 = load float, ptr addrspace(3) %1009, align 32
  %1168 = fmul contract float %1167, %4
  %1169 = tail call float @llvm.maxnum.f32(float %1166, float %1168)
  %1170 = load float, ptr addrspace(3) %1011, align 4
  %1171 = fmul contract float %1170, %4
  %1172 = tail call float @llvm.maxnum.f32(float %1169, float %1171)
  %1173 = load float, ptr addrspace(3) %1013, align 8
  %1174 = fmul contract float %1173, %4
  %1175 = tail call float @llvm.maxnum.f32(float %1172, float %1174)
  %1176 = load float, ptr addrspace(3) %1015, align 4
  %1177 = fmul contract float %1176, %4
  %1178 = tail call float @llvm.maxnum.f32(float %1175, float %1177)
  %1179 = load float, ptr addrspace(3) %1017, align 16
  %1180 = fmul contract float %1179, %4
  %1181 = tail call float @llvm.maxnum.f32(float %1178, float %1180)
  %1182 = load float, ptr addrspace(3) %1019, align 4
  %1183 = fmul contract float %1182, %4
  %1184 = tail call float @llvm.maxnum.f32(float %1181, float %1183)
  %1185 = load float, ptr addrspace(3) %1021, align 8
  %1186 = fmul contract float %1185, %4
  %1187 = tail call float @llvm.maxnum.f32(float %1184, float %1186)
  %1188 = load float, ptr addrspace(3) %1023, align 4
  %1189 = fmul contract float %1188, %4
  %1190 = tail call float @llvm.maxnum.f32(float %1187, float %1189)
  %1191 = bitcast float %1190 to i32
  %1192 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1191, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %295, label %1193, label %1196

1193: ; preds = %1142
  %1194 = bitcast i32 %1192 to float
  %1195 = tail call float @llvm.maxnum.f32(float %1190, float %1194)
  store float %1195, ptr addrspace(3) %878, align 4
  br label %1196

1196: ; preds = %1193, %1142
  tail call void @llvm.musa.syncthreads.lm()
  %1197 = load float, ptr addrspace(3) %307, align 32
  %1198 = fmul contract float %1197, %4
  %1199 = load float, ptr addrspace(3) %309, align 4
  %1200 = load float, ptr addrspace(3) %310, align 4
  %1201 = tail call float @llvm.maxnum.f32(float %1199, float %1200)
  %1202 = fsub contract float %1198, %1201
  %1203 = fmul float %1202, 0x3FF7154760000000
  %1204 = tail call float @llvm.exp2.f32(float %1203)
  %1205 = load float, ptr addrspace(3) %313, align 4
  %1206 = fmul contract float %1205, %4
  %1207 = fsub contract float %1206, %1201
  %1208 = fmul float %1207, 0x3FF7154760000000
  %1209 = tail call float @llvm.exp2.f32(float %1208)
  %1210 = load float, ptr addrspace(3) %316, align 8
  %1211 = fmul contract float %1210, %4
  %1212 = fsub contract float %1211, %1201
  %1213 = fmul float %1212, 0x3FF7154760000000
  %1214 = tail call float @llvm.exp2.f32(float %1213)
  %1215 = load float, ptr addrspace(3) %319, align 4
  %1216 = fmul contract float %1215, %4
  %1217 = fsub contract float %1216, %1201
  %1218 = fmul float %1217, 0x3FF7154760000000
  %1219 = tail call float @llvm.exp2.f32(float %1218)
  %1220 = load float, ptr addrspace(3) %322, align 16
  %1221 = fmul contract float %1220, %4
  %1222 = fsub contract float %1221, %1201
  %1223 = fmul float %1222, 0x3FF7154760000000
  %1224 = tail call float @llvm.exp2.f32(float %1223)
  %1225 = load float, ptr addrspace(3) %325, align 4
  %1226 = fmul contract float %1225, %4
  %1227 = fsub contract float %1226, %1201
  %1228 = fmul float %1227, 0x3FF7154760000000
  %1229 = tail call float @llvm.exp2.f32(float %1228)
  %1230 = load float, ptr addrspace(3) %328, align 8
  %1231 = fmul contract float %1230, %4
  %1232 = fsub contract float %1231, %1201
  %1233 = fmul float %1232, 0x3FF7154760000000
  %1234 = tail call float @llvm.exp2.f32(float %1233)
  %1235 = load float, ptr addrspace(3) %331, align 4
  %1236 = fmul contract float %1235, %4
  %1237 = fsub contract float %1236, %1201
  %1238 = fmul float %1237, 0x3FF7154760000000
  %1239 = tail call float @llvm.exp2.f32(float %1238)
  %1240 = load float, ptr addrspace(3) %336, align 32
  %1241 = fmul contract float %1240, %4
  %1242 = load float, ptr addrspace(3) %338, align 4
  %1243 = load float, ptr addrspace(3) %339, align 4
  %1244 = tail call float @llvm.maxnum.f32(float %1242, float %1243)
  %1245 = fsub contract float %1241, %1244
  %1246 = fmul float %1245, 0x3FF7154760000000
  %1247 = tail call float @llvm.exp2.f32(float %1246)
  %1248 = load float, ptr addrspace(3) %342, align 4
  %1249 = fmul contract float %1248, %4
  %1250 = fsub contract float %1249, %1244
  %1251 = fmul float %1250, 0x3FF7154760000000
  %1252 = tail call float @llvm.exp2.f32(float %1251)
  %1253 = load float, ptr addrspace(3) %345, align 8
  %1254 = fmul contract float %1253, %4
  %1255 = fsub contract float %1254, %1244
  %1256 = fmul float %1255, 0x3FF7154760000000
  %1257 = tail call float @llvm.exp2.f32(float %1256)
  %1258 = load float, ptr addrspace(3) %348, align 4
  %1259 = fmul contract float %1258, %4
  %1260 = fsub contract float %1259, %1244
  %1261 = fmul float %1260, 0x3FF7154760000000
  %1262 = tail call float @llvm.exp2.f32(float %1261)
  %1263 = load float, ptr addrspace(3) %351, align 16
  %1264 = fmul contract float %1263, %4
  %1265 = fsub contract float %1264, %1244
  %1266 = fmul float %1265, 0x3FF7154760000000
  %1267 = tail call float @llvm.exp2.f32(float %1266)
  %1268 = load float, ptr addrspace(3) %354, align 4
  %1269 = fmul contract float %1268, %4
  %1270 = fsub contract float %1269, %1244
  %1271 = fmul float %1270, 0x3FF7154760000000
  %1272 = tail call float @llvm.exp2.f32(float %1271)
  %1273 = load float, ptr addrspace(3) %357, align 8
  %1274 = fmul contract float %1273, %4
  %1275 = fsub contract float %1274, %1244
  %1276 = fmul float %1275, 0x3FF7154760000000
  %1277 = tail call float @llvm.exp2.f32(float %1276)
  %1278 = load float, ptr addrspace(3) %360, align 4
  %1279 = fmul contract float %1278, %4
  %1280 = fsub contract float %1279, %1244
  %1281 = fmul float %1280, 0x3FF7154760000000
  %1282 = tail call float @llvm.exp2.f32(float %1281)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1204, ptr addrspace(3) %361, align 32
  store float %1209, ptr addrspace(3) %362, align 4
  store float %1214, ptr addrspace(3) %363, align 8
  store float %1219, ptr addrspace(3) %364, align 4
  store float %1224, ptr addrspace(3) %365, align 16
  store float %1229, ptr addrspace(3) %366, align 4
  store float %1234, ptr addrspace(3) %367, align 8
  store float %1239, ptr addrspace(3) %368, align 4
  store float %1247, ptr addrspace(3) %369, align 32
  store float %1252, ptr addrspace(3) %370, align 4
  store float %1257, ptr addrspace(3) %371, align 8
  store float %1262, ptr addrspace(3) %372, align 4
  store float %1267, ptr addrspace(3) %373, align 16
  store float %1272, ptr addrspace(3) %374, align 4
  store float %1277, ptr addrspace(3) %375, align 8
  store float %1282, ptr addrspace(3) %376, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1283, label %1290

1283: ; preds = %1196
  %1284 = load float, ptr addrspace(3) %879, align 4
  %1285 = load float, ptr addrspace(3) %880, align 4
  %1286 = tail call float @llvm.maxnum.f32(float %1284, float %1285)
  %1287 = fsub contract float %1284, %1286
  %1288 = fmul float %1287, 0x3FF7154760000000
  %1289 = tail call float @llvm.exp2.f32(float %1288)
  store float %1289, ptr addrspace(3) %881, align 4
  br label %1290

1290: ; preds = %1283, %1196
  tail call void @llvm.musa.syncthreads.lm()
  %1291 = load float, ptr addrspace(3) %1024, align 32
  %1292 = fadd reassoc float %1291, 0.000000e+00
  %1293 = load float, ptr addrspace(3) %1025, align 4
  %1294 = fadd reassoc float %1292, %1293
  %1295 = load float, ptr addrspace(3) %1026, align 8
  %1296 = fadd reassoc float %1294, %1295
  %1297 = load float, ptr addrspace(3) %1027, align 4
  %1298 = fadd reassoc float %1296, %1297
  %1299 = load float, ptr addrspace(3) %1028, align 16
  %1300 = fadd reassoc float %1298, %1299
  %1301 = load float, ptr addrspace(3) %1029, align 4
  %1302 = fadd reassoc float %1300, %1301
  %1303 = load float, ptr addrspace(3) %1030, align 8
  %1304 = fadd reassoc float %1302, %1303
  %1305 = load float, ptr addrspace(3) %1031, align 4
  %1306 = fadd reassoc float %1304, %1305
  %1307 = load float, ptr addrspace(3) %1032, align 32
  %1308 = fadd reassoc float %1306, %1307
  %1309 = load float, ptr addrspace(3) %1033, align 4
  %1310 = fadd reassoc float %1308, %1309
  %1311 = load float, ptr addrspace(3) %1034, align 8
  %1312 = fadd reassoc float %1310, %1311
  %1313 = load float, ptr addrspace(3) %1035, align 4
  %1314 = fadd reassoc float %1312, %1313
  %1315 = load float, ptr addrspace(3) %1036, align 16
  %1316 = fadd reassoc float %1314, %1315
  %1317 = load float, ptr addrspace(3) %1037, align 4
  %1318 = fadd reassoc float %1316, %1317
  %1319 = load float, ptr addrspace(3) %1038, align 8
  %1320 = fadd reassoc float %1318, %1319
  %1321 = load float, ptr addrspace(3) %1039, align 4
  %1322 = fadd reassoc float %1320, %1321
  %1323 = bitcast float %1322 to i32
  %1324 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1323, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %295, label %1325, label %1328

1325: ; preds = %1290
  %1326 = bitcast i32 %1324 to float
  %1327 = fadd reassoc float %1322, %1326
  store float %1327, ptr addrspace(3) %882, align 4
  br label %1328

1328: ; preds = %1325, %1290
  tail call void @llvm.musa.syncthreads.lm()
  %1329 = load float, ptr addrspace(3) %361, align 32
  %1330 = fptrunc float %1329 to half
  %1331 = load float, ptr addrspace(3) %362, align 4
  %1332 = fptrunc float %1331 to half
  %1333 = load float, ptr addrspace(3) %363, align 8
  %1334 = fptrunc float %1333 to half
  %1335 = load float, ptr addrspace(3) %364, align 4
  %1336 = fptrunc float %1335 to half
  %1337 = load float, ptr addrspace(3) %365, align 16
  %1338 = fptrunc float %1337 to half
  %1339 = load float, ptr addrspace(3) %366, align 4
  %1340 = fptrunc float %1339 to half
  %1341 = load float, ptr addrspace(3) %367, align 8
  %1342 = fptrunc float %1341 to half
  %1343 = load float, ptr addrspace(3) %368, align 4
  %1344 = fptrunc float %1343 to half
  store half %1330, ptr addrspace(3) %380, align 16
  store half %1332, ptr addrspace(3) %390, align 2
  store half %1334, ptr addrspace(3) %400, align 4
  store half %1336, ptr addrspace(3) %410, align 2
  store half %1338, ptr addrspace(3) %420, align 8
  store half %1340, ptr addrspace(3) %430, align 2
  store half %1342, ptr addrspace(3) %440, align 4
  store half %1344, ptr addrspace(3) %450, align 2
  %1345 = load float, ptr addrspace(3) %369, align 32
  %1346 = fptrunc float %1345 to half
  %1347 = load float, ptr addrspace(3) %370, align 4
  %1348 = fptrunc float %1347 to half
  %1349 = load float, ptr addrspace(3) %371, align 8
  %1350 = fptrunc float %1349 to half
  %1351 = load float, ptr addrspace(3) %372, align 4
  %1352 = fptrunc float %1351 to half
  %1353 = load float, ptr addrspace(3) %373, align 16
  %1354 = fptrunc float %1353 to half
  %1355 = load float, ptr addrspace(3) %374, align 4
  %1356 = fptrunc float %1355 to half
  %1357 = load float, ptr addrspace(3) %375, align 8
  %1358 = fptrunc float %1357 to half
  %1359 = load float, ptr addrspace(3) %376, align 4
  %1360 = fptrunc float %1359 to half
  store half %1346, ptr addrspace(3) %459, align 16
  store half %1348, ptr addrspace(3) %469, align 2
  store half %1350, ptr addrspace(3) %479, align 4
  store half %1352, ptr addrspace(3) %489, align 2
  store half %1354, ptr addrspace(3) %499, align 8
  store half %1356, ptr addrspace(3) %509, align 2
  store half %1358, ptr addrspace(3) %519, align 4
  store half %1360, ptr addrspace(3) %529, align 2
  %1361 = extractelement <8 x half> %1076, i64 0
  store half %1361, ptr addrspace(3) %545, align 2
  %1362 = extractelement <8 x half> %1076, i64 1
  store half %1362, ptr addrspace(3) %558, align 2
  %1363 = extractelement <8 x half> %1076, i64 2
  store half %1363, ptr addrspace(3) %571, align 2
  %1364 = extractelement <8 x half> %1076, i64 3
  store half %1364, ptr addrspace(3) %584, align 2
  %1365 = extractelement <8 x half> %1076, i64 4
  store half %1365, ptr addrspace(3) %597, align 2
  %1366 = extractelement <8 x half> %1076, i64 5
  store half %1366, ptr addrspace(3) %610, align 2
  %1367 = extractelement <8 x half> %1076, i64 6
  store half %1367, ptr addrspace(3) %623, align 2
  %1368 = extractelement <8 x half> %1076, i64 7
  store half %1368, ptr addrspace(3) %636, align 2
  %1369 = extractelement <8 x half> %1077, i64 0
  store half %1369, ptr addrspace(3) %651, align 2
  %1370 = extractelement <8 x half> %1077, i64 1
  store half %1370, ptr addrspace(3) %663, align 2
  %1371 = extractelement <8 x half> %1077, i64 2
  store half %1371, ptr addrspace(3) %675, align 2
  %1372 = extractelement <8 x half> %1077, i64 3
  store half %1372, ptr addrspace(3) %687, align 2
  %1373 = extractelement <8 x half> %1077, i64 4
  store half %1373, ptr addrspace(3) %699, align 2
  %1374 = extractelement <8 x half> %1077, i64 5
  store half %1374, ptr addrspace(3) %711, align 2
  %1375 = extractelement <8 x half> %1077, i64 6
  store half %1375, ptr addrspace(3) %723, align 2
  %1376 = extractelement <8 x half> %1077, i64 7
  store half %1376, ptr addrspace(3) %735, align 2
  %1377 = load float, ptr addrspace(3) %736, align 4
  %1378 = fmul contract float %1072, %1377
  store float %1378, ptr addrspace(3) %737, align 32
  %1379 = fmul contract float %1071, %1377
  store float %1379, ptr addrspace(3) %739, align 4
  %1380 = fmul contract float %1070, %1377
  store float %1380, ptr addrspace(3) %741, align 8
  %1381 = fmul contract float %1069, %1377
  store float %1381, ptr addrspace(3) %743, align 4
  %1382 = fmul contract float %1068, %1377
  store float %1382, ptr addrspace(3) %745, align 16
  %1383 = fmul contract float %1067, %1377
  store float %1383, ptr addrspace(3) %747, align 4
  %1384 = fmul contract float %1066, %1377
  store float %1384, ptr addrspace(3) %749, align 8
  %1385 = fmul contract float %1065, %1377
  store float %1385, ptr addrspace(3) %751, align 4
  %1386 = load float, ptr addrspace(3) %752, align 4
  %1387 = fmul contract float %1064, %1386
  store float %1387, ptr addrspace(3) %754, align 32
  %1388 = load float, ptr addrspace(3) %752, align 4
  %1389 = fmul contract float %1063, %1388
  store float %1389, ptr addrspace(3) %756, align 4
  %1390 = load float, ptr addrspace(3) %752, align 4
  %1391 = fmul contract float %1062, %1390
  store float %1391, ptr addrspace(3) %758, align 8
  %1392 = load float, ptr addrspace(3) %752, align 4
  %1393 = fmul contract float %1061, %1392
  store float %1393, ptr addrspace(3) %760, align 4
  %1394 = load float, ptr addrspace(3) %752, align 4
  %1395 = fmul contract float %1060, %1394
  store float %1395, ptr addrspace(3) %762, align 16
  %1396 = load float, ptr addrspace(3) %752, align 4
  %1397 = fmul contract float %1059, %1396
  store float %1397, ptr addrspace(3) %764, align 4
  %1398 = load float, ptr addrspace(3) %752, align 4
  %1399 = fmul contract float %1058, %1398
  store float %1399, ptr addrspace(3) %766, align 8
  %1400 = load float, ptr addrspace(3) %752, align 4
  %1401 = fmul contract float %1057, %1400
  store float %1401, ptr addrspace(3) %768, align 4
  %1402 = load float, ptr addrspace(3) %769, align 4
  %1403 = fmul contract float %1056, %1402
  store float %1403, ptr addrspace(3) %771, align 32
  %1404 = load float, ptr addrspace(3) %769, align 4
  %1405 = fmul contract float %1055, %1404
  store float %1405, ptr addrspace(3) %774, align 4
  %1406 = load float, ptr addrspace(3) %769, align 4
  %1407 = fmul contract float %1054, %1406
  store float %1407, ptr addrspace(3) %777, align 8
  %1408 = load float, ptr addrspace(3) %769, align 4
  %1409 = fmul contract float %1053, %1408
  store float %1409, ptr addrspace(3) %780, align 4
  %1410 = load float, ptr addrspace(3) %769, align 4
  %1411 = fmul contract float %1052, %1410
  store float %1411, ptr addrspace(3) %783, align 16
  %1412 = load float, ptr addrspace(3) %769, align 4
  %1413 = fmul contract float %1051, %1412
  store float %1413, ptr addrspace(3) %786, align 4
  %1414 = load float, ptr addrspace(3) %769, align 4
  %1415 = fmul contract float %1050, %1414
  store float %1415, ptr addrspace(3) %789, align 8
  %1416 = load float, ptr addrspace(3) %769, align 4
  %1417 = fmul contract float %1049, %1416
  store float %1417, ptr addrspace(3) %792, align 4
  %1418 = load float, ptr addrspace(3) %793, align 4
  %1419 = fmul contract float %1048, %1418
  store float %1419, ptr addrspace(3) %795, align 32
  %1420 = load float, ptr addrspace(3) %793, align 4
  %1421 = fmul contract float %1047, %1420
  store float %1421, ptr addrspace(3) %798, align 4
  %1422 = load float, ptr addrspace(3) %793, align 4
  %1423 = fmul contract float %1046, %1422
  store float %1423, ptr addrspace(3) %801, align 8
  %1424 = load float, ptr addrspace(3) %793, align 4
  %1425 = fmul contract float %1045, %1424
  store float %1425, ptr addrspace(3) %804, align 4
  %1426 = load float, ptr addrspace(3) %793, align 4
  %1427 = fmul contract float %1044, %1426
  store float %1427, ptr addrspace(3) %807, align 16
  %1428 = load float, ptr addrspace(3) %793, align 4
  %1429 = fmul contract float %1043, %1428
  store float %1429, ptr addrspace(3) %810, align 4
  %1430 = load float, ptr addrspace(3) %793, align 4
  %1431 = fmul contract float %1042, %1430
  store float %1431, ptr addrspace(3) %813, align 8
  %1432 = load float, ptr addrspace(3) %793, align 4
  %1433 = fmul contract float %1041, %1432
  store float %1433, ptr addrspace(3) %816, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %292, label %1434, label %1536

1434: ; preds = %1328
  %1435 = load i32, ptr addrspace(3) %890, align 4
  %1436 = load i32, ptr addrspace(3) %893, align 4
  %1437 = load i32, ptr addrspace(3) %896, align 4
  %1438 = load i32, ptr addrspace(3) %899, align 4
  %1439 = load i32, ptr addrspace(3) %902, align 4
  %1440 = load i32, ptr addrspace(3) %905, align 4
  %1441 = load i32, ptr addrspace(3) %908, align 4
  %1442 = load i32, ptr addrspace(3) %911, align 4
  %1443 = load i32, ptr addrspace(3) %915, align 4
  %1444 = load i32, ptr addrspace(3) %918, align 4
  %1445 = load i32, ptr addrspace(3) %921, align 4
  %1446 = load i32, ptr addrspace(3) %924, align 4
  %1447 = load i32, ptr addrspace(3) %927, align 4
  %1448 = load i32, ptr addrspace(3) %930, align 4
  %1449 = load i32, ptr addrspace(3) %933, align 4
  %1450 = load i32, ptr addrspace(3) %936, align 4
  %1451 = load i32, ptr addrspace(3) %940, align 4
  %1452 = load i32, ptr addrspace(3) %943, align 4
  %1453 = load i32, ptr addrspace(3) %946, align 4
  %1454 = load i32, ptr addrspace(3) %949, align 4
  %1455 = load i32, ptr addrspace(3) %952, align 4
  %1456 = load i32, ptr addrspace(3) %955, align 4
  %1457 = load i32, ptr addrspace(3) %958, align 4
  %1458 = load i32, ptr addrspace(3) %961, align 4
  %1459 = load i32, ptr addrspace(3) %965, align 4
  %1460 = load i32, ptr addrspace(3) %968, align 4
  %1461 = load i32, ptr addrspace(3) %971, align 4
  %1462 = load i32, ptr addrspace(3) %974, align 4
  %1463 = load i32, ptr addrspace(3) %977, align 4
  %1464 = load i32, ptr addrspace(3) %980, align 4
  %1465 = load i32, ptr addrspace(3) %983, align 4
  %1466 = load i32, ptr addrspace(3) %986, align 4
  %1467 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1435, i64 0
  %1468 = insertelement <32 x i32> %1467, i32 %1436, i64 1
  %1469 = insertelement <32 x i32> %1468, i32 %1437, i64 2
  %1470 = insertelement <32 x i32> %1469, i32 %1438, i64 3
  %1471 = insertelement <32 x i32> %1470, i32 %1439, i64 4
  %1472 = insertelement <32 x i32> %1471, i32 %1440, i64 5
  %1473 = insertelement <32 x i32> %1472, i32 %1441, i64 6
  %1474 = insertelement <32 x i32> %1473, i32 %1442, i64 7
  %1475 = insertelement <32 x i32> %1474, i32 %1443, i64 8
  %1476 = insertelement <32 x i32> %1475, i32 %1444, i64 9
  %1477 = insertelement <32 x i32> %1476, i32 %1445, i64 10
  %1478 = insertelement <32 x i32> %1477, i32 %1446, i64 11
  %1479 = insertelement <32 x i32> %1478, i32 %1447, i64 12
  %1480 = insertelement <32 x i32> %1479, i32 %1448, i64 13
  %1481 = insertelement <32 x i32> %1480, i32 %1449, i64 14
  %1482 = insertelement <32 x i32> %1481, i32 %1450, i64 15
  %1483 = insertelement <32 x i32> %1482, i32 %1451, i64 16
  %1484 = insertelement <32 x i32> %1483, i32 %1452, i64 17
  %1485 = insertelement <32 x i32> %1484, i32 %1453, i64 18
  %1486 = insertelement <32 x i32> %1485, i32 %1454, i64 19
  %1487 = insertelement <32 x i32> %1486, i32 %1455, i64 20
  %1488 = insertelement <32 x i32> %1487, i32 %1456, i64 21
  %1489 = insertelement <32 x i32> %1488, i32 %1457, i64 22
  %1490 = insertelement <32 x i32> %1489, i32 %1458, i64 23
  %1491 = insertelement <32 x i32> %1490, i32 %1459, i64 24
  %1492 = insertelement <32 x i32> %1491, i32 %1460, i64 25
  %1493 = insertelement <32 x i32> %1492, i32 %1461, i64 26
  %1494 = insertelement <32 x i32> %1493, i32 %1462, i64 27
  %1495 = insertelement <32 x i32> %1494, i32 %1463, i64 28
  %1496 = insertelement <32 x i32> %1495, i32 %1464, i64 29
  %1497 = insertelement <32 x i32> %1496, i32 %1465, i64 30
  %1498 = insertelement <32 x i32> %1497, i32 %1466, i64 31
  %1499 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45056), align 4096
  %1500 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1499, i32 64, i32 1, i32 3)
  %1501 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), align 4096
  %1502 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1501, i32 64, i32 1, i32 3)
  %1503 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1500, i32 %1502, <32 x i32> %1498, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc21 = bitcast <32 x i32> %1503 to <32 x float>
  %1504 = extractelement <32 x float> %bc21, i64 0
  store float %1504, ptr addrspace(3) %890, align 4
  %1505 = extractelement <32 x float> %bc21, i64 1
  store float %1505, ptr addrspace(3) %893, align 4
  %1506 = extractelement <32 x float> %bc21, i64 2
  store float %1506, ptr addrspace(3) %896, align 4
  %1507 = extractelement <32 x float> %bc21, i64 3
  store float %1507, ptr addrspace(3) %899, align 4
  %1508 = extractelement <32 x float> %bc21, i64 4
  store float %1508, ptr addrspace(3) %902, align 4
  %1509 = extractelement <32 x float> %bc21, i64 5
  store float %1509, ptr addrspace(3) %905, align 4
  %1510 = extractelement <32 x float> %bc21, i64 6
  store float %1510, ptr addrspace(3) %908, align 4
  %1511 = extractelement <32 x float> %bc21, i64 7
  store float %1511, ptr addrspace(3) %911, align 4
  %1512 = extractelement <32 x float> %bc21, i64 8
  store float %1512, ptr addrspace(3) %915, align 4
  %1513 = extractelement <32 x float> %bc21, i64 9
  store float %1513, ptr addrspace(3) %918, align 4
  %1514 = extractelement <32 x float> %bc21, i64 10
  store float %1514, ptr addrspace(3) %921, align 4
  %1515 = extractelement <32 x float> %bc21, i64 11
  store float %1515, ptr addrspace(3) %924, align 4
  %1516 = extractelement <32 x float> %bc21, i64 12
  store float %1516, ptr addrspace(3) %927, align 4
  %1517 = extractelement <32 x float> %bc21, i64 13
  store float %1517, ptr addrspace(3) %930, align 4
  %1518 = extractelement <32 x float> %bc21, i64 14
  store float %1518, ptr addrspace(3) %933, align 4
  %1519 = extractelement <32 x float> %bc21, i64 15
  store float %1519, ptr addrspace(3) %936, align 4
  %1520 = extractelement <32 x float> %bc21, i64 16
  store float %1520, ptr addrspace(3) %940, align 4
  %1521 = extractelement <32 x float> %bc21, i64 17
  store float %1521, ptr addrspace(3) %943, align 4
  %1522 = extractelement <32 x float> %bc21, i64 18
  store float %1522, ptr addrspace(3) %946, align 4
  %1523 = extractelement <32 x float> %bc21, i64 19
  store float %1523, ptr addrspace(3) %949, align 4
  %1524 = extractelement <32 x float> %bc21, i64 20
  store float %1524, ptr addrspace(3) %952, align 4
  %1525 = extractelement <32 x float> %bc21, i64 21
  store float %1525, ptr addrspace(3) %955, align 4
  %1526 = extractelement <32 x float> %bc21, i64 22
  store float %1526, ptr addrspace(3) %958, align 4
  %1527 = extractelement <32 x float> %bc21, i64 23
  store float %1527, ptr addrspace(3) %961, align 4
  %1528 = extractelement <32 x float> %bc21, i64 24
  store float %1528, ptr addrspace(3) %965, align 4
  %1529 = extractelement <32 x float> %bc21, i64 25
  store float %1529, ptr addrspace(3) %968, align 4
  %1530 = extractelement <32 x float> %bc21, i64 26
  store float %1530, ptr addrspace(3) %971, align 4
  %1531 = extractelement <32 x float> %bc21, i64 27
  store float %1531, ptr addrspace(3) %974, align 4
  %1532 = extractelement <32 x float> %bc21, i64 28
  store float %1532, ptr addrspace(3) %977, align 4
  %1533 = extractelement <32 x float> %bc21, i64 29
  store float %1533, ptr addrspace(3) %980, align 4
  %1534 = extractelement <32 x float> %bc21, i64 30
  store float %1534, ptr addrspace(3) %983, align 4
  %1535 = extractelement <32 x float> %bc21, i64 31
  store float %1535, ptr addrspace(3) %986, align 4
  br label %1536

1536: ; preds = %1434, %1328
  tail call void @llvm.musa.syncthreads.lm()
  %1537 = load float, ptr addrspace(3) %737, align 32
  %1538 = load float, ptr addrspace(3) %739, align 4
  %1539 = load float, ptr addrspace(3) %741, align 8
  %1540 = load float, ptr addrspace(3) %743, align 4
  %1541 = load float, ptr addrspace(3) %745, align 16
  %1542 = load float, ptr addrspace(3) %747, align 4
  %1543 = load float, ptr addrspace(3) %749, align 8
  %1544 = load float, ptr addrspace(3) %751, align 4
  %1545 = load <8 x float>, ptr addrspace(3) %754, align 32
  %1546 = load <8 x float>, ptr addrspace(3) %771, align 32
  %1547 = load <8 x float>, ptr addrspace(3) %795, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1548, label %1554

1548: ; preds = %1536
  %1549 = load float, ptr addrspace(3) %987, align 4
  %1550 = load float, ptr addrspace(3) %881, align 4
  %1551 = fmul contract float %1549, %1550
  %1552 = load float, ptr addrspace(3) %988, align 4
  %1553 = fadd contract float %1551, %1552
  store float %1553, ptr addrspace(3) %987, align 4
  br label %1554

1554: ; preds = %1548, %1536
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1555, label %1559

1555: ; preds = %1554
  %1556 = load float, ptr addrspace(3) %879, align 4
  %1557 = load float, ptr addrspace(3) %880, align 4
  %1558 = tail call float @llvm.maxnum.f32(float %1556, float %1557)
  store float %1558, ptr addrspace(3) %879, align 4
  br label %1559

1559: ; preds = %1555, %1554
  tail call void @llvm.musa.syncthreads.lm()
  %1560 = extractelement <8 x float> %1545, i64 0
  %1561 = extractelement <8 x float> %1545, i64 1
  %1562 = extractelement <8 x float> %1545, i64 2
  %1563 = extractelement <8 x float> %1545, i64 3
  %1564 = extractelement <8 x float> %1545, i64 4
  %1565 = extractelement <8 x float> %1545, i64 5
  %1566 = extractelement <8 x float> %1545, i64 6
  %1567 = extractelement <8 x float> %1545, i64 7
  %1568 = extractelement <8 x float> %1546, i64 0
  %1569 = extractelement <8 x float> %1546, i64 1
  %1570 = extractelement <8 x float> %1546, i64 2
  %1571 = extractelement <8 x float> %1546, i64 3
  %1572 = extractelement <8 x float> %1546, i64 4
  %1573 = extractelement <8 x float> %1546, i64 5
  %1574 = extractelement <8 x float> %1546, i64 6
  %1575 = extractelement <8 x float> %1546, i64 7
  %1576 = extractelement <8 x float> %1547, i64 0
  %1577 = extractelement <8 x float> %1547, i64 1
  %1578 = extractelement <8 x float> %1547, i64 2
  %1579 = extractelement <8 x float> %1547, i64 3
  %1580 = extractelement <8 x float> %1547, i64 4
  %1581 = extractelement <8 x float> %1547, i64 5
  %1582 = extractelement <8 x float> %1547, i64 6
  %1583 = extractelement <8 x float> %1547, i64 7
  br i1 %1079, label %1040, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1559
  %1584 = insertelement <8 x float> poison, float %1537, i64 0
  %1585 = insertelement <8 x float> %1584, float %1538, i64 1
  %1586 = insertelement <8 x float> %1585, float %1539, i64 2
  %1587 = insertelement <8 x float> %1586, float %1540, i64 3
  %1588 = insertelement <8 x float> %1587, float %1541, i64 4
  %1589 = insertelement <8 x float> %1588, float %1542, i64 5
  %1590 = insertelement <8 x float> %1589, float %1543, i64 6
  %1591 = insertelement <8 x float> %1590, float %1544, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %53
  %1592 = phi <8 x float> [ zeroinitializer, %53 ], [ %1591, %._crit_edge.loopexit ]
  %1593 = phi <8 x float> [ zeroinitializer, %53 ], [ %1545, %._crit_edge.loopexit ]
  %1594 = phi <8 x float> [ zeroinitializer, %53 ], [ %1546, %._crit_edge.loopexit ]
  %1595 = phi <8 x float> [ zeroinitializer, %53 ], [ %1547, %._crit_edge.loopexit ]
  %1596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %22
  %1597 = load float, ptr addrspace(3) %1596, align 4
  %1598 = insertelement <8 x float> poison, float %1597, i64 0
  %1599 = shufflevector <8 x float> %1598, <8 x float> poison, <8 x i32> zeroinitializer
  %1600 = fdiv <8 x float> %1592, %1599
  %1601 = fptrunc <8 x float> %1600 to <8 x half>
  %1602 = getelementptr half, ptr addrspace(1) %3, i64 %57
  %1603 = getelementptr half, ptr addrspace(1) %1602, i64 %20
  store <8 x half> %1601, ptr addrspace(1) %1603, align 16
  %1604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %32
  %1605 = load float, ptr addrspace(3) %1604, align 4
  %1606 = insertelement <8 x float> poison, float %1605, i64 0
  %1607 = shufflevector <8 x float> %1606, <8 x float> poison, <8 x i32> zeroinitializer
  %1608 = fdiv <8 x float> %1593, %1607
  %1609 = fptrunc <8 x float> %1608 to <8 x half>
  %1610 = getelementptr half, ptr addrspace(1) %3, i64 %73
  %1611 = getelementptr half, ptr addrspace(1) %1610, i64 %20
  store <8 x half> %1609, ptr addrspace(1) %1611, align 16
  %1612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %88
  %1613 = load float, ptr addrspace(3) %1612, align 4
  %1614 = insertelement <8 x float> poison, float %1613, i64 0
  %1615 = shufflevector <8 x float> %1614, <8 x float> poison, <8 x i32> zeroinitializer
  %1616 = fdiv <8 x float> %1594, %1615
  %1617 = fptrunc <8 x float> %1616 to <8 x half>
  %1618 = getelementptr half, ptr addrspace(1) %3, i64 %91
  %1619 = getelementptr half, ptr addrspace(1) %1618, i64 %20
  store <8 x half> %1617, ptr addrspace(1) %1619, align 16
  %1620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 53248), i32 %106
  %1621 = load float, ptr addrspace(3) %1620, align 4
  %1622 = insertelement <8 x float> poison, float %1621, i64 0
  %1623 = shufflevector <8 x float> %1622, <8 x float> poison, <8 x i32> zeroinitializer
  %1624 = fdiv <8 x float> %1595, %1623
  %1625 = fptrunc <8 x float> %1624 to <8 x half>
  %1626 = getelementptr half, ptr addrspace(1) %3, i64 %109
  %1627 = getelementptr half, ptr addrspace(1) %1626, i64 %20
  store <8 x half> %1625, ptr addrspace(1) %1627, align 16
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
