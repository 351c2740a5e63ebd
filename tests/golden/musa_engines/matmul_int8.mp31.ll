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

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

declare <32 x i32> @llvm.musa.sqmma.smma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32)

declare void @llvm.musa.sqmma.wait()

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
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
  %28 = icmp slt i32 %22, %3
  %29 = lshr i64 %19, 8
  %30 = xor i64 %29, %14
  %31 = and i64 %19, 4294967040
  %32 = shl nsw i64 %30, 4
  %33 = and i64 %32, 240
  %34 = or i64 %33, %31
  %35 = trunc i64 %34 to i32
  %36 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %35
  %37 = or i32 %35, 1
  %38 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %37
  %39 = or i32 %35, 2
  %40 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %39
  %41 = or i32 %35, 3
  %42 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %41
  %43 = or i32 %35, 4
  %44 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %43
  %45 = or i32 %35, 5
  %46 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %45
  %47 = or i32 %35, 6
  %48 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %47
  %49 = or i32 %35, 7
  %50 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %49
  %51 = or i32 %35, 8
  %52 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %51
  %53 = or i32 %35, 9
  %54 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %53
  %55 = or i32 %35, 10
  %56 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %55
  %57 = or i32 %35, 11
  %58 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %57
  %59 = or i32 %35, 12
  %60 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %59
  %61 = or i32 %35, 13
  %62 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %61
  %63 = or i32 %35, 14
  %64 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %63
  %65 = or i32 %35, 15
  %66 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %65
  %67 = and i64 %19, 48
  %68 = lshr i64 %19, 6
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %67 to i32
  %71 = or i32 %18, %70
  %72 = icmp slt i32 %71, %4
  %73 = and i64 %19, -2048
  %74 = and i64 %68, 31
  %75 = shl nuw nsw i64 %67, 5
  %76 = add nsw i64 %73, 2048
  %77 = or i64 %76, %75
  %78 = lshr exact i64 %77, 4
  %79 = and i64 %78, 224
  %80 = or i64 %77, %74
  %81 = or i64 %80, %79
  %82 = trunc i64 %81 to i32
  %83 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = and i64 %68, 16
  %85 = or i64 %84, 32
  %86 = and i64 %68, 15
  %87 = xor i64 %79, %85
  %88 = or i64 %86, %87
  %89 = or i64 %88, %77
  %90 = trunc i64 %89 to i32
  %91 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %90
  %92 = or i64 %84, 64
  %93 = xor i64 %79, %92
  %94 = or i64 %86, %93
  %95 = or i64 %94, %77
  %96 = trunc i64 %95 to i32
  %97 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %96
  %98 = or i64 %84, 96
  %99 = xor i64 %79, %98
  %100 = or i64 %86, %99
  %101 = or i64 %100, %77
  %102 = trunc i64 %101 to i32
  %103 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %102
  %104 = or i64 %67, 4
  %105 = or i64 %84, 128
  %106 = xor i64 %79, %105
  %107 = or i64 %86, %106
  %108 = or i64 %107, %77
  %109 = trunc i64 %108 to i32
  %110 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = or i64 %84, 160
  %112 = xor i64 %79, %111
  %113 = or i64 %86, %112
  %114 = or i64 %113, %77
  %115 = trunc i64 %114 to i32
  %116 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %115
  %117 = or i64 %84, 192
  %118 = xor i64 %79, %117
  %119 = or i64 %86, %118
  %120 = or i64 %119, %77
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = or i64 %84, 224
  %124 = xor i64 %79, %123
  %125 = or i64 %86, %124
  %126 = or i64 %125, %77
  %127 = trunc i64 %126 to i32
  %128 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %127
  %129 = or i64 %67, 8
  %130 = shl nuw nsw i64 %129, 5
  %131 = or i64 %76, %130
  %132 = lshr exact i64 %131, 4
  %133 = and i64 %132, 240
  %134 = xor i64 %133, %84
  %135 = or i64 %86, %134
  %136 = or i64 %135, %131
  %137 = trunc i64 %136 to i32
  %138 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %137
  %139 = shl nuw nsw i64 %67, 5
  %140 = or i64 %139, 288
  %141 = or i64 %76, %140
  %142 = lshr i64 %141, 8
  %143 = lshr i64 %74, 4
  %144 = or i64 %143, 2
  %145 = and i64 %142, 15
  %146 = xor i64 %145, %144
  %147 = and i64 %141, 4294967040
  %148 = shl nuw nsw i64 %146, 4
  %149 = or i64 %148, %147
  %150 = or i64 %149, %86
  %151 = trunc i64 %150 to i32
  %152 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %151
  %153 = shl nuw nsw i64 %67, 5
  %154 = or i64 %153, 320
  %155 = or i64 %76, %154
  %156 = lshr i64 %155, 8
  %157 = or i64 %143, 4
  %158 = and i64 %156, 15
  %159 = xor i64 %158, %157
  %160 = and i64 %155, 4294967040
  %161 = shl nuw nsw i64 %159, 4
  %162 = or i64 %161, %160
  %163 = or i64 %162, %86
  %164 = trunc i64 %163 to i32
  %165 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %164
  %166 = shl nuw nsw i64 %67, 5
  %167 = or i64 %166, 352
  %168 = or i64 %76, %167
  %169 = lshr i64 %168, 8
  %170 = or i64 %143, 6
  %171 = and i64 %169, 15
  %172 = xor i64 %171, %170
  %173 = and i64 %168, 4294967040
  %174 = shl nuw nsw i64 %172, 4
  %175 = or i64 %174, %173
  %176 = or i64 %175, %86
  %177 = trunc i64 %176 to i32
  %178 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %177
  %179 = or i64 %67, 12
  %180 = shl nuw nsw i64 %179, 5
  %181 = or i64 %76, %180
  %182 = lshr i64 %181, 8
  %183 = or i64 %143, 8
  %184 = and i64 %182, 15
  %185 = xor i64 %184, %183
  %186 = and i64 %181, 4294967040
  %187 = shl nuw nsw i64 %185, 4
  %188 = or i64 %187, %186
  %189 = or i64 %188, %86
  %190 = trunc i64 %189 to i32
  %191 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %190
  %192 = shl nuw nsw i64 %67, 5
  %193 = or i64 %192, 416
  %194 = or i64 %76, %193
  %195 = lshr i64 %194, 8
  %196 = or i64 %143, 10
  %197 = and i64 %195, 15
  %198 = xor i64 %197, %196
  %199 = and i64 %194, 4294967040
  %200 = shl nuw nsw i64 %198, 4
  %201 = or i64 %200, %199
  %202 = or i64 %201, %86
  %203 = trunc i64 %202 to i32
  %204 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %203
  %205 = shl nuw nsw i64 %67, 5
  %206 = or i64 %205, 448
  %207 = or i64 %76, %206
  %208 = lshr i64 %207, 8
  %209 = or i64 %143, 12
  %210 = and i64 %208, 15
  %211 = xor i64 %210, %209
  %212 = and i64 %207, 4294967040
  %213 = shl nuw nsw i64 %211, 4
  %214 = or i64 %213, %212
  %215 = or i64 %214, %86
  %216 = trunc i64 %215 to i32
  %217 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = shl nuw nsw i64 %67, 5
  %219 = or i64 %218, 480
  %220 = or i64 %76, %219
  %221 = lshr i64 %220, 8
  %222 = lshr i64 %19, 10
  %223 = and i64 %222, 1
  %224 = or i64 %223, 14
  %225 = and i64 %221, 15
  %226 = xor i64 %225, %224
  %227 = and i64 %220, 4294967040
  %228 = shl nuw nsw i64 %226, 4
  %229 = or i64 %228, %227
  %230 = or i64 %229, %86
  %231 = trunc i64 %230 to i32
  %232 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %231
  %233 = icmp ult i32 %13, 128
  %234 = and i64 %19, -64
  %235 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %26
  %236 = or i64 %104, %234
  %237 = trunc i64 %236 to i32
  %238 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %237
  %239 = or i32 %26, 5
  %240 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %239
  %241 = or i32 %26, 6
  %242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %241
  %243 = or i64 %129, %234
  %244 = trunc i64 %243 to i32
  %245 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %244
  %246 = or i64 %179, %234
  %247 = trunc i64 %246 to i32
  %248 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %247
  %249 = add nsw i64 %19, 2048
  %250 = lshr i64 %249, 6
  %251 = and i64 %249, -64
  %252 = or i64 %251, %67
  %253 = trunc i64 %252 to i32
  %254 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %253
  %255 = or i64 %104, %251
  %256 = trunc i64 %255 to i32
  %257 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %256
  %258 = or i64 %129, %251
  %259 = trunc i64 %258 to i32
  %260 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %259
  %261 = or i64 %179, %251
  %262 = trunc i64 %261 to i32
  %263 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %262
  %264 = icmp sgt i32 %5, 0
  br i1 %264, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %265 = and i64 %14, 7
  %266 = sext i32 %71 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %266
  %267 = shl nuw nsw i64 %14, 3
  %268 = and i64 %267, 960
  %269 = or i64 %268, %265
  %270 = trunc i64 %269 to i32
  %271 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %270
  %272 = or i64 %265, 8
  %273 = or i64 %272, %268
  %274 = trunc i64 %273 to i32
  %275 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %274
  %276 = or i64 %265, 16
  %277 = or i64 %276, %268
  %278 = trunc i64 %277 to i32
  %279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %278
  %280 = or i64 %265, 24
  %281 = or i64 %280, %268
  %282 = trunc i64 %281 to i32
  %283 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %282
  %284 = or i64 %265, 32
  %285 = or i64 %284, %268
  %286 = trunc i64 %285 to i32
  %287 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %286
  %288 = or i64 %265, 40
  %289 = or i64 %288, %268
  %290 = trunc i64 %289 to i32
  %291 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %290
  %292 = or i64 %265, 48
  %293 = or i64 %292, %268
  %294 = trunc i64 %293 to i32
  %295 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %294
  %296 = or i64 %265, 56
  %297 = or i64 %296, %268
  %298 = trunc i64 %297 to i32
  %299 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %298
  %300 = or i64 %268, 1024
  %301 = or i64 %300, %265
  %302 = trunc i64 %301 to i32
  %303 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %302
  %304 = or i64 %300, %272
  %305 = trunc i64 %304 to i32
  %306 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %305
  %307 = or i64 %300, %276
  %308 = trunc i64 %307 to i32
  %309 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %308
  %310 = or i64 %300, %280
  %311 = trunc i64 %310 to i32
  %312 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %311
  %313 = or i64 %300, %284
  %314 = trunc i64 %313 to i32
  %315 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %314
  %316 = or i64 %300, %288
  %317 = trunc i64 %316 to i32
  %318 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %317
  %319 = or i64 %300, %292
  %320 = trunc i64 %319 to i32
  %321 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %320
  %322 = or i64 %300, %296
  %323 = trunc i64 %322 to i32
  %324 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %323
  %325 = or i64 %268, 2048
  %326 = or i64 %325, %265
  %327 = trunc i64 %326 to i32
  %328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %327
  %329 = or i64 %325, %272
  %330 = trunc i64 %329 to i32
  %331 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %330
  %332 = or i64 %325, %276
  %333 = trunc i64 %332 to i32
  %334 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %333
  %335 = or i64 %325, %280
  %336 = trunc i64 %335 to i32
  %337 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %336
  %338 = or i64 %325, %284
  %339 = trunc i64 %338 to i32
  %340 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %339
  %341 = or i64 %325, %288
  %342 = trunc i64 %341 to i32
  %343 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %342
  %344 = or i64 %325, %292
  %345 = trunc i64 %344 to i32
  %346 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %345
  %347 = or i64 %325, %296
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %348
  %350 = or i64 %268, 3072
  %351 = or i64 %350, %265
  %352 = trunc i64 %351 to i32
  %353 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %352
  %354 = or i64 %350, %272
  %355 = trunc i64 %354 to i32
  %356 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %355
  %357 = or i64 %350, %276
  %358 = trunc i64 %357 to i32
  %359 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %358
  %360 = or i64 %350, %280
  %361 = trunc i64 %360 to i32
  %362 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %361
  %363 = or i64 %350, %284
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %364
  %366 = or i64 %350, %288
  %367 = trunc i64 %366 to i32
  %368 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %367
  %369 = or i64 %350, %292
  %370 = trunc i64 %369 to i32
  %371 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %370
  %372 = or i64 %350, %296
  %373 = trunc i64 %372 to i32
  %374 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %373
  br label %375

375: ; preds = %.lr.ph, %473
  %376 = phi i32 [ 0, %.lr.ph ], [ %504, %473 ]
  %377 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %503, %473 ]
  %378 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %500, %473 ]
  %379 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %497, %473 ]
  %380 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %494, %473 ]
  %381 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %491, %473 ]
  %382 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %488, %473 ]
  %383 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %485, %473 ]
  %384 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %476, %473 ]
  %385 = or i32 %376, %27
  %386 = icmp slt i32 %385, %5
  %387 = and i1 %28, %386
  br i1 %387, label %388, label %392

388: ; preds = %375
  %389 = sext i32 %385 to i64
  %390 = getelementptr i8, ptr addrspace(1) %25, i64 %389
  %391 = load <16 x i8>, ptr addrspace(1) %390, align 16
  br label %392

392: ; preds = %388, %375
  %393 = phi <16 x i8> [ %391, %388 ], [ zeroinitializer, %375 ]
  %394 = extractelement <16 x i8> %393, i64 0
  %395 = extractelement <16 x i8> %393, i64 1
  %396 = extractelement <16 x i8> %393, i64 2
  %397 = extractelement <16 x i8> %393, i64 3
  %398 = extractelement <16 x i8> %393, i64 4
  %399 = extractelement <16 x i8> %393, i64 5
  %400 = extractelement <16 x i8> %393, i64 6
  %401 = extractelement <16 x i8> %393, i64 7
  %402 = extractelement <16 x i8> %393, i64 8
  %403 = extractelement <16 x i8> %393, i64 9
  %404 = extractelement <16 x i8> %393, i64 10
  %405 = extractelement <16 x i8> %393, i64 11
  %406 = extractelement <16 x i8> %393, i64 12
  %407 = extractelement <16 x i8> %393, i64 13
  %408 = extractelement <16 x i8> %393, i64 14
  %409 = extractelement <16 x i8> %393, i64 15
  store i8 %394, ptr addrspace(3) %36, align 16
  store i8 %395, ptr addrspace(3) %38, align 1
  store i8 %396, ptr addrspace(3) %40, align 2
  store i8 %397, ptr addrspace(3) %42, align 1
  store i8 %398, ptr addrspace(3) %44, align 4
  store i8 %399, ptr addrspace(3) %46, align 1
  store i8 %400, ptr addrspace(3) %48, align 2
  store i8 %401, ptr addrspace(3) %50, align 1
  store i8 %402, ptr addrspace(3) %52, align 8
  store i8 %403, ptr addrspace(3) %54, align 1
  store i8 %404, ptr addrspace(3) %56, align 2
  store i8 %405, ptr addrspace(3) %58, align 1
  store i8 %406, ptr addrspace(3) %60, align 4
  store i8 %407, ptr addrspace(3) %62, align 1
  store i8 %408, ptr addrspace(3) %64, align 2
  store i8 %409, ptr addrspace(3) %66, align 1
  %410 = add i32 %376, %69
  %411 = icmp slt i32 %410, %5
  %412 = and i1 %72, %411
  br i1 %412, label %413, label %417

413: ; preds = %392
  %414 = mul i32 %410, %8
  %415 = sext i32 %414 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %415
  %416 = load <16 x i8>, ptr addrspace(1) %gep, align 16
  br label %417

417: ; preds = %413, %392
  %418 = phi <16 x i8> [ %416, %413 ], [ zeroinitializer, %392 ]
  %419 = extractelement <16 x i8> %418, i64 0
  %420 = extractelement <16 x i8> %418, i64 1
  %421 = extractelement <16 x i8> %418, i64 2
  %422 = extractelement <16 x i8> %418, i64 3
  %423 = extractelement <16 x i8> %418, i64 4
  %424 = extractelement <16 x i8> %418, i64 5
  %425 = extractelement <16 x i8> %418, i64 6
  %426 = extractelement <16 x i8> %418, i64 7
  %427 = extractelement <16 x i8> %418, i64 8
  %428 = extractelement <16 x i8> %418, i64 9
  %429 = extractelement <16 x i8> %418, i64 10
  %430 = extractelement <16 x i8> %418, i64 11
  %431 = extractelement <16 x i8> %418, i64 12
  %432 = extractelement <16 x i8> %418, i64 13
  %433 = extractelement <16 x i8> %418, i64 14
  %434 = extractelement <16 x i8> %418, i64 15
  store i8 %419, ptr addrspace(3) %83, align 1
  store i8 %420, ptr addrspace(3) %91, align 1
  store i8 %421, ptr addrspace(3) %97, align 1
  store i8 %422, ptr addrspace(3) %103, align 1
  store i8 %423, ptr addrspace(3) %110, align 1
  store i8 %424, ptr addrspace(3) %116, align 1
  store i8 %425, ptr addrspace(3) %122, align 1
  store i8 %426, ptr addrspace(3) %128, align 1
  store i8 %427, ptr addrspace(3) %138, align 1
  store i8 %428, ptr addrspace(3) %152, align 1
  store i8 %429, ptr addrspace(3) %165, align 1
  store i8 %430, ptr addrspace(3) %178, align 1
  store i8 %431, ptr addrspace(3) %191, align 1
  store i8 %432, ptr addrspace(3) %204, align 1
  store i8 %433, ptr addrspace(3) %217, align 1
  store i8 %434, ptr addrspace(3) %232, align 1
  tail call void @llvm.musa.barrier0()
  br i1 %233, label %435, label %473

435: ; preds = %417
  %436 = load i8, ptr addrspace(3) @global_smem, align 4096
  %437 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %436, i32 32, i32 1, i32 3)
  %438 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), align 2048
  %439 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %438, i32 32, i32 1, i32 3)
  %440 = tail call <32 x i32> @llvm.musa.sqmma.smma.m64n64k32.mma(i32 %437, i32 %439, <32 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %441 = extractelement <32 x i32> %440, i64 0
  store i32 %441, ptr addrspace(3) %271, align 4
  %442 = extractelement <32 x i32> %440, i64 1
  store i32 %442, ptr addrspace(3) %275, align 4
  %443 = extractelement <32 x i32> %440, i64 2
  store i32 %443, ptr addrspace(3) %279, align 4
  %444 = extractelement <32 x i32> %440, i64 3
  store i32 %444, ptr addrspace(3) %283, align 4
  %445 = extractelement <32 x i32> %440, i64 4
  store i32 %445, ptr addrspace(3) %287, align 4
  %446 = extractelement <32 x i32> %440, i64 5
  store i32 %446, ptr addrspace(3) %291, align 4
  %447 = extractelement <32 x i32> %440, i64 6
  store i32 %447, ptr addrspace(3) %295, align 4
  %448 = extractelement <32 x i32> %440, i64 7
  store i32 %448, ptr addrspace(3) %299, align 4
  %449 = extractelement <32 x i32> %440, i64 8
  store i32 %449, ptr addrspace(3) %303, align 4
  %450 = extractelement <32 x i32> %440, i64 9
  store i32 %450, ptr addrspace(3) %306, align 4
  %451 = extractelement <32 x i32> %440, i64 10
  store i32 %451, ptr addrspace(3) %309, align 4
  %452 = extractelement <32 x i32> %440, i64 11
  store i32 %452, ptr addrspace(3) %312, align 4
  %453 = extractelement <32 x i32> %440, i64 12
  store i32 %453, ptr addrspace(3) %315, align 4
  %454 = extractelement <32 x i32> %440, i64 13
  store i32 %454, ptr addrspace(3) %318, align 4
  %455 = extractelement <32 x i32> %440, i64 14
  store i32 %455, ptr addrspace(3) %321, align 4
  %456 = extractelement <32 x i32> %440, i64 15
  store i32 %456, ptr addrspace(3) %324, align 4
  %457 = extractelement <32 x i32> %440, i64 16
  store i32 %457, ptr addrspace(3) %328, align 4
  %458 = extractelement <32 x i32> %440, i64 17
  store i32 %458, ptr addrspace(3) %331, align 4
  %459 = extractelement <32 x i32> %440, i64 18
  store i32 %459, ptr addrspace(3) %334, align 4
  %460 = extractelement <32 x i32> %440, i64 19
  store i32 %460, ptr addrspace(3) %337, align 4
  %461 = extractelement <32 x i32> %440, i64 20
  store i32 %461, ptr addrspace(3) %340, align 4
  %462 = extractelement <32 x i32> %440, i64 21
  store i32 %462, ptr addrspace(3) %343, align 4
  %463 = extractelement <32 x i32> %440, i64 22
  store i32 %463, ptr addrspace(3) %346, align 4
  %464 = extractelement <32 x i32> %440, i64 23
  store i32 %464, ptr addrspace(3) %349, align 4
  %465 = extractelement <32 x i32> %440, i64 24
  store i32 %465, ptr addrspace(3) %353, align 4
  %466 = extractelement <32 x i32> %440, i64 25
  store i32 %466, ptr addrspace(3) %356, align 4
  %467 = extractelement <32 x i32> %440, i64 26
  store i32 %467, ptr addrspace(3) %359, align 4
  %468 = extractelement <32 x i32> %440, i64 27
  store i32 %468, ptr addrspace(3) %362, align 4
  %469 = extractelement <32 x i32> %440, i64 28
  store i32 %469, ptr addrspace(3) %365, align 4
  %470 = extractelement <32 x i32> %440, i64 29
  store i32 %470, ptr addrspace(3) %368, align 4
  %471 = extractelement <32 x i32> %440, i64 30
  store i32 %471, ptr addrspace(3) %371, align 4
  %472 = extractelement <32 x i32> %440, i64 31
  store i32 %472, ptr addrspace(3) %374, align 4
  br label %473

473: ; preds = %435, %417
  tail call void @llvm.musa.syncthreads.lm()
  %474 = load <4 x i32>, ptr addrspace(3) %235, align 64
  %475 = sitofp <4 x i32> %474 to <4 x float>
  %476 = fadd contract <4 x float> %384, %475
  %477 = load i32, ptr addrspace(3) %238, align 16
  %478 = load i32, ptr addrspace(3) %240, align 4
  %479 = load <2 x i32>, ptr addrspace(3) %242, align 8
  %480 = insertelement <4 x i32> poison, i32 %477, i64 0
  %481 = insertelement <4 x i32> %480, i32 %478, i64 1
  %482 = shufflevector <2 x i32> %479, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %483 = shufflevector <4 x i32> %481, <4 x i32> %482, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %484 = sitofp <4 x i32> %483 to <4 x float>
  %485 = fadd contract <4 x float> %383, %484
  %486 = load <4 x i32>, ptr addrspace(3) %245, align 32
  %487 = sitofp <4 x i32> %486 to <4 x float>
  %488 = fadd contract <4 x float> %382, %487
  %489 = load <4 x i32>, ptr addrspace(3) %248, align 16
  %490 = sitofp <4 x i32> %489 to <4 x float>
  %491 = fadd contract <4 x float> %381, %490
  %492 = load <4 x i32>, ptr addrspace(3) %254, align 64
  %493 = sitofp <4 x i32> %492 to <4 x float>
  %494 = fadd contract <4 x float> %380, %493
  %495 = load <4 x i32>, ptr addrspace(3) %257, align 16
  %496 = sitofp <4 x i32> %495 to <4 x float>
  %497 = fadd contract <4 x float> %379, %496
  %498 = load <4 x i32>, ptr addrspace(3) %260, align 32
  %499 = sitofp <4 x i32> %498 to <4 x float>
  %500 = fadd contract <4 x float> %378, %499
  %501 = load <4 x i32>, ptr addrspace(3) %263, align 16
  %502 = sitofp <4 x i32> %501 to <4 x float>
  %503 = fadd contract <4 x float> %377, %502
  tail call void @llvm.musa.syncthreads.lm()
  %504 = add i32 %376, 32
  %505 = icmp slt i32 %504, %5
  br i1 %505, label %375, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %473
  %506 = fptosi <4 x float> %476 to <4 x i32>
  %507 = fptosi <4 x float> %485 to <4 x i32>
  %508 = fptosi <4 x float> %488 to <4 x i32>
  %509 = fptosi <4 x float> %491 to <4 x i32>
  %510 = fptosi <4 x float> %494 to <4 x i32>
  %511 = fptosi <4 x float> %497 to <4 x i32>
  %512 = fptosi <4 x float> %500 to <4 x i32>
  %513 = fptosi <4 x float> %503 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %514 = phi <4 x i32> [ zeroinitializer, %12 ], [ %513, %._crit_edge.loopexit ]
  %515 = phi <4 x i32> [ zeroinitializer, %12 ], [ %512, %._crit_edge.loopexit ]
  %516 = phi <4 x i32> [ zeroinitializer, %12 ], [ %511, %._crit_edge.loopexit ]
  %517 = phi <4 x i32> [ zeroinitializer, %12 ], [ %510, %._crit_edge.loopexit ]
  %518 = phi <4 x i32> [ zeroinitializer, %12 ], [ %509, %._crit_edge.loopexit ]
  %519 = phi <4 x i32> [ zeroinitializer, %12 ], [ %508, %._crit_edge.loopexit ]
  %520 = phi <4 x i32> [ zeroinitializer, %12 ], [ %507, %._crit_edge.loopexit ]
  %521 = phi <4 x i32> [ zeroinitializer, %12 ], [ %506, %._crit_edge.loopexit ]
  %522 = add i32 %17, %69
  %523 = mul i32 %522, %10
  %524 = sext i32 %523 to i64
  %525 = getelementptr i32, ptr addrspace(1) %2, i64 %524
  %526 = icmp slt i32 %522, %3
  %527 = and i1 %526, %72
  br i1 %527, label %528, label %531

528: ; preds = %._crit_edge
  %529 = sext i32 %71 to i64
  %530 = getelementptr i32, ptr addrspace(1) %525, i64 %529
  store <4 x i32> %521, ptr addrspace(1) %530, align 16
  br label %531

531: ; preds = %528, %._crit_edge
  %532 = trunc i64 %104 to i32
  %533 = or i32 %18, %532
  %534 = icmp slt i32 %533, %4
  %535 = and i1 %526, %534
  br i1 %535, label %536, label %539

536: ; preds = %531
  %537 = sext i32 %533 to i64
  %538 = getelementptr i32, ptr addrspace(1) %525, i64 %537
  store <4 x i32> %520, ptr addrspace(1) %538, align 16
  br label %539

539: ; preds = %536, %531
  %540 = trunc i64 %129 to i32
  %541 = or i32 %18, %540
  %542 = icmp slt i32 %541, %4
  %543 = and i1 %526, %542
  br i1 %543, label %544, label %547

544: ; preds = %539
  %545 = sext i32 %541 to i64
  %546 = getelementptr i32, ptr addrspace(1) %525, i64 %545
  store <4 x i32> %519, ptr addrspace(1) %546, align 16
  br label %547

547: ; preds = %544, %539
  %548 = trunc i64 %179 to i32
  %549 = or i32 %18, %548
  %550 = icmp slt i32 %549, %4
  %551 = and i1 %526, %550
  br i1 %551, label %552, label %555

552: ; preds = %547
  %553 = sext i32 %549 to i64
  %554 = getelementptr i32, ptr addrspace(1) %525, i64 %553
  store <4 x i32> %518, ptr addrspace(1) %554, align 16
  br label %555

555: ; preds = %552, %547
  %556 = trunc i64 %250 to i32
  %557 = add i32 %17, %556
  %558 = mul i32 %557, %10
  %559 = sext i32 %558 to i64
  %560 = getelementptr i32, ptr addrspace(1) %2, i64 %559
  %561 = icmp slt i32 %557, %3
  %562 = and i1 %72, %561
  br i1 %562, label %563, label %566

563: ; preds = %555
  %564 = sext i32 %71 to i64
  %565 = getelementptr i32, ptr addrspace(1) %560, i64 %564
  store <4 x i32> %517, ptr addrspace(1) %565, align 16
  br label %566

566: ; preds = %563, %555
  %567 = and i1 %561, %534
  br i1 %567, label %568, label %571

568: ; preds = %566
  %569 = sext i32 %533 to i64
  %570 = getelementptr i32, ptr addrspace(1) %560, i64 %569
  store <4 x i32> %516, ptr addrspace(1) %570, align 16
  br label %571

571: ; preds = %568, %566
  %572 = and i1 %561, %542
  br i1 %572, label %573, label %576

573: ; preds = %571
  %574 = sext i32 %541 to i64
  %575 = getelementptr i32, ptr addrspace(1) %560, i64 %574
  store <4 x i32> %515, ptr addrspace(1) %575, align 16
  br label %576

576: ; preds = %573, %571
  %577 = and i1 %561, %550
  br i1 %577, label %578, label %581

578: ; preds = %576
  %579 = sext i32 %549 to i64
  %580 = getelementptr i32, ptr addrspace(1) %560, i64 %579
  store <4 x i32> %514, ptr addrspace(1) %580, align 16
  br label %581

581: ; preds = %578, %576
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
