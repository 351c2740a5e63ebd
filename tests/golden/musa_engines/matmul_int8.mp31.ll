; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.smma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

define cc 102 void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 4
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = add i32 %17, %21
  %23 = mul i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr i8, ptr addrspace(1) %0, i64 %24
  %26 = trunc i64 %19 to i32
  %27 = and i32 %26, 16
  %28 = lshr i64 %19, 8
  %29 = xor i64 %28, %14
  %30 = and i64 %19, 4294967040
  %31 = shl nsw i64 %29, 4
  %32 = and i64 %31, 240
  %33 = or i64 %32, %30
  %34 = trunc i64 %33 to i32
  %35 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %34
  %36 = icmp slt i32 %22, %3
  %37 = and i64 %19, 48
  %38 = lshr i64 %19, 6
  %39 = trunc i64 %38 to i32
  %40 = trunc i64 %37 to i32
  %41 = or i32 %18, %40
  %42 = icmp slt i32 %41, %4
  %43 = and i64 %19, -2048
  %44 = and i64 %38, 31
  %45 = shl nuw nsw i64 %37, 5
  %46 = add nsw i64 %43, 2048
  %47 = or i64 %46, %45
  %48 = lshr exact i64 %47, 4
  %49 = and i64 %48, 224
  %50 = or i64 %47, %44
  %51 = or i64 %50, %49
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %52
  %54 = and i64 %38, 16
  %55 = or i64 %54, 32
  %56 = and i64 %38, 15
  %57 = xor i64 %49, %55
  %58 = or i64 %56, %57
  %59 = or i64 %58, %47
  %60 = trunc i64 %59 to i32
  %61 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %60
  %62 = or i64 %54, 64
  %63 = xor i64 %49, %62
  %64 = or i64 %56, %63
  %65 = or i64 %64, %47
  %66 = trunc i64 %65 to i32
  %67 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %66
  %68 = or i64 %54, 96
  %69 = xor i64 %49, %68
  %70 = or i64 %56, %69
  %71 = or i64 %70, %47
  %72 = trunc i64 %71 to i32
  %73 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = or i64 %37, 4
  %75 = or i64 %54, 128
  %76 = xor i64 %49, %75
  %77 = or i64 %56, %76
  %78 = or i64 %77, %47
  %79 = trunc i64 %78 to i32
  %80 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %79
  %81 = or i64 %54, 160
  %82 = xor i64 %49, %81
  %83 = or i64 %56, %82
  %84 = or i64 %83, %47
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = or i64 %54, 192
  %88 = xor i64 %49, %87
  %89 = or i64 %56, %88
  %90 = or i64 %89, %47
  %91 = trunc i64 %90 to i32
  %92 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %91
  %93 = or i64 %54, 224
  %94 = xor i64 %49, %93
  %95 = or i64 %56, %94
  %96 = or i64 %95, %47
  %97 = trunc i64 %96 to i32
  %98 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %97
  %99 = or i64 %37, 8
  %100 = shl nuw nsw i64 %99, 5
  %101 = or i64 %46, %100
  %102 = lshr exact i64 %101, 4
  %103 = and i64 %102, 240
  %104 = xor i64 %103, %54
  %105 = or i64 %56, %104
  %106 = or i64 %105, %101
  %107 = trunc i64 %106 to i32
  %108 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = shl nuw nsw i64 %37, 5
  %110 = or i64 %109, 288
  %111 = or i64 %46, %110
  %112 = lshr i64 %111, 8
  %113 = lshr i64 %44, 4
  %114 = or i64 %113, 2
  %115 = and i64 %112, 15
  %116 = xor i64 %115, %114
  %117 = and i64 %111, 4294967040
  %118 = shl nuw nsw i64 %116, 4
  %119 = or i64 %118, %117
  %120 = or i64 %119, %56
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = shl nuw nsw i64 %37, 5
  %124 = or i64 %123, 320
  %125 = or i64 %46, %124
  %126 = lshr i64 %125, 8
  %127 = or i64 %113, 4
  %128 = and i64 %126, 15
  %129 = xor i64 %128, %127
  %130 = and i64 %125, 4294967040
  %131 = shl nuw nsw i64 %129, 4
  %132 = or i64 %131, %130
  %133 = or i64 %132, %56
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %134
  %136 = shl nuw nsw i64 %37, 5
  %137 = or i64 %136, 352
  %138 = or i64 %46, %137
  %139 = lshr i64 %138, 8
  %140 = or i64 %113, 6
  %141 = and i64 %139, 15
  %142 = xor i64 %141, %140
  %143 = and i64 %138, 4294967040
  %144 = shl nuw nsw i64 %142, 4
  %145 = or i64 %144, %143
  %146 = or i64 %145, %56
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = or i64 %37, 12
  %150 = shl nuw nsw i64 %149, 5
  %151 = or i64 %46, %150
  %152 = lshr i64 %151, 8
  %153 = or i64 %113, 8
  %154 = and i64 %152, 15
  %155 = xor i64 %154, %153
  %156 = and i64 %151, 4294967040
  %157 = shl nuw nsw i64 %155, 4
  %158 = or i64 %157, %156
  %159 = or i64 %158, %56
  %160 = trunc i64 %159 to i32
  %161 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %160
  %162 = shl nuw nsw i64 %37, 5
  %163 = or i64 %162, 416
  %164 = or i64 %46, %163
  %165 = lshr i64 %164, 8
  %166 = or i64 %113, 10
  %167 = and i64 %165, 15
  %168 = xor i64 %167, %166
  %169 = and i64 %164, 4294967040
  %170 = shl nuw nsw i64 %168, 4
  %171 = or i64 %170, %169
  %172 = or i64 %171, %56
  %173 = trunc i64 %172 to i32
  %174 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %173
  %175 = shl nuw nsw i64 %37, 5
  %176 = or i64 %175, 448
  %177 = or i64 %46, %176
  %178 = lshr i64 %177, 8
  %179 = or i64 %113, 12
  %180 = and i64 %178, 15
  %181 = xor i64 %180, %179
  %182 = and i64 %177, 4294967040
  %183 = shl nuw nsw i64 %181, 4
  %184 = or i64 %183, %182
  %185 = or i64 %184, %56
  %186 = trunc i64 %185 to i32
  %187 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %186
  %188 = shl nuw nsw i64 %37, 5
  %189 = or i64 %188, 480
  %190 = or i64 %46, %189
  %191 = lshr i64 %190, 8
  %192 = lshr i64 %19, 10
  %193 = and i64 %192, 1
  %194 = or i64 %193, 14
  %195 = and i64 %191, 15
  %196 = xor i64 %195, %194
  %197 = and i64 %190, 4294967040
  %198 = shl nuw nsw i64 %196, 4
  %199 = or i64 %198, %197
  %200 = or i64 %199, %56
  %201 = trunc i64 %200 to i32
  %202 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %201
  %203 = icmp ult i32 %13, 128
  %204 = and i64 %19, -64
  %205 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %26
  %206 = or i64 %74, %204
  %207 = trunc i64 %206 to i32
  %208 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %207
  %209 = or i32 %26, 5
  %210 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %209
  %211 = or i32 %26, 6
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %211
  %213 = or i64 %99, %204
  %214 = trunc i64 %213 to i32
  %215 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %214
  %216 = or i64 %149, %204
  %217 = trunc i64 %216 to i32
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %217
  %219 = add nsw i64 %19, 2048
  %220 = lshr i64 %219, 6
  %221 = and i64 %219, -64
  %222 = or i64 %221, %37
  %223 = trunc i64 %222 to i32
  %224 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %223
  %225 = or i64 %74, %221
  %226 = trunc i64 %225 to i32
  %227 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %226
  %228 = or i64 %99, %221
  %229 = trunc i64 %228 to i32
  %230 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %229
  %231 = or i64 %149, %221
  %232 = trunc i64 %231 to i32
  %233 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %232
  %234 = icmp sgt i32 %5, 0
  br i1 %234, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %235 = and i64 %14, 7
  %236 = sext i32 %41 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %236
  %237 = or i64 %235, 8
  %238 = or i64 %235, 16
  %239 = or i64 %235, 24
  %240 = or i64 %235, 32
  %241 = or i64 %235, 40
  %242 = or i64 %235, 48
  %243 = or i64 %235, 56
  %244 = shl nuw nsw i64 %14, 3
  %245 = and i64 %244, 960
  %246 = or i64 %245, %235
  %247 = trunc i64 %246 to i32
  %248 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %247
  %249 = or i64 %237, %245
  %250 = trunc i64 %249 to i32
  %251 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %250
  %252 = or i64 %238, %245
  %253 = trunc i64 %252 to i32
  %254 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %253
  %255 = or i64 %239, %245
  %256 = trunc i64 %255 to i32
  %257 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %256
  %258 = or i64 %240, %245
  %259 = trunc i64 %258 to i32
  %260 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %259
  %261 = or i64 %241, %245
  %262 = trunc i64 %261 to i32
  %263 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %262
  %264 = or i64 %242, %245
  %265 = trunc i64 %264 to i32
  %266 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %265
  %267 = or i64 %243, %245
  %268 = trunc i64 %267 to i32
  %269 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %268
  %270 = or i64 %245, 1024
  %271 = or i64 %270, %235
  %272 = trunc i64 %271 to i32
  %273 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %272
  %274 = or i64 %270, %237
  %275 = trunc i64 %274 to i32
  %276 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %275
  %277 = or i64 %270, %238
  %278 = trunc i64 %277 to i32
  %279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %278
  %280 = or i64 %270, %239
  %281 = trunc i64 %280 to i32
  %282 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %281
  %283 = or i64 %270, %240
  %284 = trunc i64 %283 to i32
  %285 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %284
  %286 = or i64 %270, %241
  %287 = trunc i64 %286 to i32
  %288 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %287
  %289 = or i64 %270, %242
  %290 = trunc i64 %289 to i32
  %291 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %290
  %292 = or i64 %270, %243
  %293 = trunc i64 %292 to i32
  %294 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %293
  %295 = or i64 %245, 2048
  %296 = or i64 %295, %235
  %297 = trunc i64 %296 to i32
  %298 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %297
  %299 = or i64 %295, %237
  %300 = trunc i64 %299 to i32
  %301 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %300
  %302 = or i64 %295, %238
  %303 = trunc i64 %302 to i32
  %304 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %303
  %305 = or i64 %295, %239
  %306 = trunc i64 %305 to i32
  %307 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %306
  %308 = or i64 %295, %240
  %309 = trunc i64 %308 to i32
  %310 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %309
  %311 = or i64 %295, %241
  %312 = trunc i64 %311 to i32
  %313 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %312
  %314 = or i64 %295, %242
  %315 = trunc i64 %314 to i32
  %316 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %315
  %317 = or i64 %295, %243
  %318 = trunc i64 %317 to i32
  %319 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %318
  %320 = or i64 %245, 3072
  %321 = or i64 %320, %235
  %322 = trunc i64 %321 to i32
  %323 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %322
  %324 = or i64 %320, %237
  %325 = trunc i64 %324 to i32
  %326 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %325
  %327 = or i64 %320, %238
  %328 = trunc i64 %327 to i32
  %329 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %328
  %330 = or i64 %320, %239
  %331 = trunc i64 %330 to i32
  %332 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %331
  %333 = or i64 %320, %240
  %334 = trunc i64 %333 to i32
  %335 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %334
  %336 = or i64 %320, %241
  %337 = trunc i64 %336 to i32
  %338 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %337
  %339 = or i64 %320, %242
  %340 = trunc i64 %339 to i32
  %341 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %340
  %342 = or i64 %320, %243
  %343 = trunc i64 %342 to i32
  %344 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %343
  br label %345

345: ; preds = %.lr.ph, %426
  %346 = phi i32 [ 0, %.lr.ph ], [ %457, %426 ]
  %347 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %456, %426 ]
  %348 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %453, %426 ]
  %349 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %450, %426 ]
  %350 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %447, %426 ]
  %351 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %444, %426 ]
  %352 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %441, %426 ]
  %353 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %438, %426 ]
  %354 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %429, %426 ]
  %355 = or i32 %346, %27
  %356 = icmp slt i32 %355, %5
  %357 = and i1 %36, %356
  br i1 %357, label %358, label %361

358: ; preds = %345
  %359 = sext i32 %355 to i64
  %360 = getelementptr i8, ptr addrspace(1) %25, i64 %359
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %35, ptr addrspace(1) %360, i32 16, i32 0)
  br label %362

361: ; preds = %345
  store <16 x i8> zeroinitializer, ptr addrspace(3) %35, align 16
  br label %362

362: ; preds = %358, %361
  %363 = add i32 %346, %39
  %364 = icmp slt i32 %363, %5
  %365 = and i1 %42, %364
  br i1 %365, label %366, label %370

366: ; preds = %362
  %367 = mul i32 %363, %8
  %368 = sext i32 %367 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %368
  %369 = load <16 x i8>, ptr addrspace(1) %gep, align 16
  br label %370

370: ; preds = %366, %362
  %371 = phi <16 x i8> [ %369, %366 ], [ zeroinitializer, %362 ]
  %372 = extractelement <16 x i8> %371, i64 0
  %373 = extractelement <16 x i8> %371, i64 1
  %374 = extractelement <16 x i8> %371, i64 2
  %375 = extractelement <16 x i8> %371, i64 3
  %376 = extractelement <16 x i8> %371, i64 4
  %377 = extractelement <16 x i8> %371, i64 5
  %378 = extractelement <16 x i8> %371, i64 6
  %379 = extractelement <16 x i8> %371, i64 7
  %380 = extractelement <16 x i8> %371, i64 8
  %381 = extractelement <16 x i8> %371, i64 9
  %382 = extractelement <16 x i8> %371, i64 10
  %383 = extractelement <16 x i8> %371, i64 11
  %384 = extractelement <16 x i8> %371, i64 12
  %385 = extractelement <16 x i8> %371, i64 13
  %386 = extractelement <16 x i8> %371, i64 14
  %387 = extractelement <16 x i8> %371, i64 15
  store i8 %372, ptr addrspace(3) %53, align 1
  store i8 %373, ptr addrspace(3) %61, align 1
  store i8 %374, ptr addrspace(3) %67, align 1
  store i8 %375, ptr addrspace(3) %73, align 1
  store i8 %376, ptr addrspace(3) %80, align 1
  store i8 %377, ptr addrspace(3) %86, align 1
  store i8 %378, ptr addrspace(3) %92, align 1
  store i8 %379, ptr addrspace(3) %98, align 1
  store i8 %380, ptr addrspace(3) %108, align 1
  store i8 %381, ptr addrspace(3) %122, align 1
  store i8 %382, ptr addrspace(3) %135, align 1
  store i8 %383, ptr addrspace(3) %148, align 1
  store i8 %384, ptr addrspace(3) %161, align 1
  store i8 %385, ptr addrspace(3) %174, align 1
  store i8 %386, ptr addrspace(3) %187, align 1
  store i8 %387, ptr addrspace(3) %202, align 1
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %203, label %388, label %426

388: ; preds = %370
  %389 = load i8, ptr addrspace(3) @global_smem, align 4096
  %390 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %389, i32 32, i32 1, i32 3)
  %391 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), align 2048
  %392 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %391, i32 32, i32 1, i32 3)
  %393 = tail call <32 x i32> @llvm.musa.sqmma.smma.m64n64k32.mma(i32 %390, i32 %392, <32 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %394 = extractelement <32 x i32> %393, i64 0
  store i32 %394, ptr addrspace(3) %248, align 4
  %395 = extractelement <32 x i32> %393, i64 1
  store i32 %395, ptr addrspace(3) %251, align 4
  %396 = extractelement <32 x i32> %393, i64 2
  store i32 %396, ptr addrspace(3) %254, align 4
  %397 = extractelement <32 x i32> %393, i64 3
  store i32 %397, ptr addrspace(3) %257, align 4
  %398 = extractelement <32 x i32> %393, i64 4
  store i32 %398, ptr addrspace(3) %260, align 4
  %399 = extractelement <32 x i32> %393, i64 5
  store i32 %399, ptr addrspace(3) %263, align 4
  %400 = extractelement <32 x i32> %393, i64 6
  store i32 %400, ptr addrspace(3) %266, align 4
  %401 = extractelement <32 x i32> %393, i64 7
  store i32 %401, ptr addrspace(3) %269, align 4
  %402 = extractelement <32 x i32> %393, i64 8
  store i32 %402, ptr addrspace(3) %273, align 4
  %403 = extractelement <32 x i32> %393, i64 9
  store i32 %403, ptr addrspace(3) %276, align 4
  %404 = extractelement <32 x i32> %393, i64 10
  store i32 %404, ptr addrspace(3) %279, align 4
  %405 = extractelement <32 x i32> %393, i64 11
  store i32 %405, ptr addrspace(3) %282, align 4
  %406 = extractelement <32 x i32> %393, i64 12
  store i32 %406, ptr addrspace(3) %285, align 4
  %407 = extractelement <32 x i32> %393, i64 13
  store i32 %407, ptr addrspace(3) %288, align 4
  %408 = extractelement <32 x i32> %393, i64 14
  store i32 %408, ptr addrspace(3) %291, align 4
  %409 = extractelement <32 x i32> %393, i64 15
  store i32 %409, ptr addrspace(3) %294, align 4
  %410 = extractelement <32 x i32> %393, i64 16
  store i32 %410, ptr addrspace(3) %298, align 4
  %411 = extractelement <32 x i32> %393, i64 17
  store i32 %411, ptr addrspace(3) %301, align 4
  %412 = extractelement <32 x i32> %393, i64 18
  store i32 %412, ptr addrspace(3) %304, align 4
  %413 = extractelement <32 x i32> %393, i64 19
  store i32 %413, ptr addrspace(3) %307, align 4
  %414 = extractelement <32 x i32> %393, i64 20
  store i32 %414, ptr addrspace(3) %310, align 4
  %415 = extractelement <32 x i32> %393, i64 21
  store i32 %415, ptr addrspace(3) %313, align 4
  %416 = extractelement <32 x i32> %393, i64 22
  store i32 %416, ptr addrspace(3) %316, align 4
  %417 = extractelement <32 x i32> %393, i64 23
  store i32 %417, ptr addrspace(3) %319, align 4
  %418 = extractelement <32 x i32> %393, i64 24
  store i32 %418, ptr addrspace(3) %323, align 4
  %419 = extractelement <32 x i32> %393, i64 25
  store i32 %419, ptr addrspace(3) %326, align 4
  %420 = extractelement <32 x i32> %393, i64 26
  store i32 %420, ptr addrspace(3) %329, align 4
  %421 = extractelement <32 x i32> %393, i64 27
  store i32 %421, ptr addrspace(3) %332, align 4
  %422 = extractelement <32 x i32> %393, i64 28
  store i32 %422, ptr addrspace(3) %335, align 4
  %423 = extractelement <32 x i32> %393, i64 29
  store i32 %423, ptr addrspace(3) %338, align 4
  %424 = extractelement <32 x i32> %393, i64 30
  store i32 %424, ptr addrspace(3) %341, align 4
  %425 = extractelement <32 x i32> %393, i64 31
  store i32 %425, ptr addrspace(3) %344, align 4
  br label %426

426: ; preds = %388, %370
  tail call void @llvm.musa.syncthreads.lm()
  %427 = load <4 x i32>, ptr addrspace(3) %205, align 64
  %428 = sitofp <4 x i32> %427 to <4 x float>
  %429 = fadd contract <4 x float> %354, %428
  %430 = load i32, ptr addrspace(3) %208, align 16
  %431 = load i32, ptr addrspace(3) %210, align 4
  %432 = load <2 x i32>, ptr addrspace(3) %212, align 8
  %433 = insertelement <4 x i32> poison, i32 %430, i64 0
  %434 = insertelement <4 x i32> %433, i32 %431, i64 1
  %435 = shufflevector <2 x i32> %432, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %436 = shufflevector <4 x i32> %434, <4 x i32> %435, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %437 = sitofp <4 x i32> %436 to <4 x float>
  %438 = fadd contract <4 x float> %353, %437
  %439 = load <4 x i32>, ptr addrspace(3) %215, align 32
  %440 = sitofp <4 x i32> %439 to <4 x float>
  %441 = fadd contract <4 x float> %352, %440
  %442 = load <4 x i32>, ptr addrspace(3) %218, align 16
  %443 = sitofp <4 x i32> %442 to <4 x float>
  %444 = fadd contract <4 x float> %351, %443
  %445 = load <4 x i32>, ptr addrspace(3) %224, align 64
  %446 = sitofp <4 x i32> %445 to <4 x float>
  %447 = fadd contract <4 x float> %350, %446
  %448 = load <4 x i32>, ptr addrspace(3) %227, align 16
  %449 = sitofp <4 x i32> %448 to <4 x float>
  %450 = fadd contract <4 x float> %349, %449
  %451 = load <4 x i32>, ptr addrspace(3) %230, align 32
  %452 = sitofp <4 x i32> %451 to <4 x float>
  %453 = fadd contract <4 x float> %348, %452
  %454 = load <4 x i32>, ptr addrspace(3) %233, align 16
  %455 = sitofp <4 x i32> %454 to <4 x float>
  %456 = fadd contract <4 x float> %347, %455
  tail call void @llvm.musa.syncthreads.lm()
  %457 = add i32 %346, 32
  %458 = icmp slt i32 %457, %5
  br i1 %458, label %345, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %426
  %459 = fptosi <4 x float> %429 to <4 x i32>
  %460 = fptosi <4 x float> %438 to <4 x i32>
  %461 = fptosi <4 x float> %441 to <4 x i32>
  %462 = fptosi <4 x float> %444 to <4 x i32>
  %463 = fptosi <4 x float> %447 to <4 x i32>
  %464 = fptosi <4 x float> %450 to <4 x i32>
  %465 = fptosi <4 x float> %453 to <4 x i32>
  %466 = fptosi <4 x float> %456 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %467 = phi <4 x i32> [ zeroinitializer, %12 ], [ %466, %._crit_edge.loopexit ]
  %468 = phi <4 x i32> [ zeroinitializer, %12 ], [ %465, %._crit_edge.loopexit ]
  %469 = phi <4 x i32> [ zeroinitializer, %12 ], [ %464, %._crit_edge.loopexit ]
  %470 = phi <4 x i32> [ zeroinitializer, %12 ], [ %463, %._crit_edge.loopexit ]
  %471 = phi <4 x i32> [ zeroinitializer, %12 ], [ %462, %._crit_edge.loopexit ]
  %472 = phi <4 x i32> [ zeroinitializer, %12 ], [ %461, %._crit_edge.loopexit ]
  %473 = phi <4 x i32> [ zeroinitializer, %12 ], [ %460, %._crit_edge.loopexit ]
  %474 = phi <4 x i32> [ zeroinitializer, %12 ], [ %459, %._crit_edge.loopexit ]
  %475 = add i32 %17, %39
  %476 = mul i32 %475, %10
  %477 = sext i32 %476 to i64
  %478 = getelementptr i32, ptr addrspace(1) %2, i64 %477
  %479 = icmp slt i32 %475, %3
  %480 = and i1 %479, %42
  br i1 %480, label %481, label %484

481: ; preds = %._crit_edge
  %482 = sext i32 %41 to i64
  %483 = getelementptr i32, ptr addrspace(1) %478, i64 %482
  store <4 x i32> %474, ptr addrspace(1) %483, align 16
  br label %484

484: ; preds = %481, %._crit_edge
  %485 = trunc i64 %74 to i32
  %486 = or i32 %18, %485
  %487 = icmp slt i32 %486, %4
  %488 = and i1 %479, %487
  br i1 %488, label %489, label %492

489: ; preds = %484
  %490 = sext i32 %486 to i64
  %491 = getelementptr i32, ptr addrspace(1) %478, i64 %490
  store <4 x i32> %473, ptr addrspace(1) %491, align 16
  br label %492

492: ; preds = %489, %484
  %493 = trunc i64 %99 to i32
  %494 = or i32 %18, %493
  %495 = icmp slt i32 %494, %4
  %496 = and i1 %479, %495
  br i1 %496, label %497, label %500

497: ; preds = %492
  %498 = sext i32 %494 to i64
  %499 = getelementptr i32, ptr addrspace(1) %478, i64 %498
  store <4 x i32> %472, ptr addrspace(1) %499, align 16
  br label %500

500: ; preds = %497, %492
  %501 = trunc i64 %149 to i32
  %502 = or i32 %18, %501
  %503 = icmp slt i32 %502, %4
  %504 = and i1 %479, %503
  br i1 %504, label %505, label %508

505: ; preds = %500
  %506 = sext i32 %502 to i64
  %507 = getelementptr i32, ptr addrspace(1) %478, i64 %506
  store <4 x i32> %471, ptr addrspace(1) %507, align 16
  br label %508

508: ; preds = %505, %500
  %509 = trunc i64 %220 to i32
  %510 = add i32 %17, %509
  %511 = mul i32 %510, %10
  %512 = sext i32 %511 to i64
  %513 = getelementptr i32, ptr addrspace(1) %2, i64 %512
  %514 = icmp slt i32 %510, %3
  %515 = and i1 %42, %514
  br i1 %515, label %516, label %519

516: ; preds = %508
  %517 = sext i32 %41 to i64
  %518 = getelementptr i32, ptr addrspace(1) %513, i64 %517
  store <4 x i32> %470, ptr addrspace(1) %518, align 16
  br label %519

519: ; preds = %516, %508
  %520 = and i1 %514, %487
  br i1 %520, label %521, label %524

521: ; preds = %519
  %522 = sext i32 %486 to i64
  %523 = getelementptr i32, ptr addrspace(1) %513, i64 %522
  store <4 x i32> %469, ptr addrspace(1) %523, align 16
  br label %524

524: ; preds = %521, %519
  %525 = and i1 %514, %495
  br i1 %525, label %526, label %529

526: ; preds = %524
  %527 = sext i32 %494 to i64
  %528 = getelementptr i32, ptr addrspace(1) %513, i64 %527
  store <4 x i32> %468, ptr addrspace(1) %528, align 16
  br label %529

529: ; preds = %526, %524
  %530 = and i1 %514, %503
  br i1 %530, label %531, label %534

531: ; preds = %529
  %532 = sext i32 %502 to i64
  %533 = getelementptr i32, ptr addrspace(1) %513, i64 %532
  store <4 x i32> %467, ptr addrspace(1) %533, align 16
  br label %534

534: ; preds = %531, %529
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
