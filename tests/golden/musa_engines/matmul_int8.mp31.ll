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
  %206 = trunc i64 %19 to i32
  %207 = or i32 %206, 1
  %208 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %207
  %209 = trunc i64 %19 to i32
  %210 = or i32 %209, 2
  %211 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %210
  %212 = or i64 %74, %204
  %213 = trunc i64 %212 to i32
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %213
  %215 = or i64 %99, %204
  %216 = trunc i64 %215 to i32
  %217 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %216
  %218 = or i64 %149, %204
  %219 = trunc i64 %218 to i32
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %219
  %221 = add nuw nsw i64 %38, 32
  %222 = shl i64 %221, 6
  %223 = or i64 %222, %37
  %224 = trunc i64 %223 to i32
  %225 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %224
  %226 = or i64 %222, %74
  %227 = trunc i64 %226 to i32
  %228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %227
  %229 = or i64 %222, %99
  %230 = trunc i64 %229 to i32
  %231 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %230
  %232 = or i64 %222, %149
  %233 = trunc i64 %232 to i32
  %234 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %233
  %235 = icmp sgt i32 %5, 0
  br i1 %235, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %236 = and i64 %14, 7
  %237 = sext i32 %41 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %237
  %238 = or i64 %236, 8
  %239 = or i64 %236, 16
  %240 = or i64 %236, 24
  %241 = or i64 %236, 32
  %242 = or i64 %236, 40
  %243 = or i64 %236, 48
  %244 = or i64 %236, 56
  %245 = shl nuw nsw i64 %14, 3
  %246 = and i64 %245, 960
  %247 = or i64 %246, %236
  %248 = trunc i64 %247 to i32
  %249 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %248
  %250 = or i64 %238, %246
  %251 = trunc i64 %250 to i32
  %252 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %251
  %253 = or i64 %239, %246
  %254 = trunc i64 %253 to i32
  %255 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %254
  %256 = or i64 %240, %246
  %257 = trunc i64 %256 to i32
  %258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %257
  %259 = or i64 %241, %246
  %260 = trunc i64 %259 to i32
  %261 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %260
  %262 = or i64 %242, %246
  %263 = trunc i64 %262 to i32
  %264 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %263
  %265 = or i64 %243, %246
  %266 = trunc i64 %265 to i32
  %267 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %266
  %268 = or i64 %244, %246
  %269 = trunc i64 %268 to i32
  %270 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %269
  %271 = or i64 %246, 1024
  %272 = or i64 %271, %236
  %273 = trunc i64 %272 to i32
  %274 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %273
  %275 = or i64 %271, %238
  %276 = trunc i64 %275 to i32
  %277 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %276
  %278 = or i64 %271, %239
  %279 = trunc i64 %278 to i32
  %280 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %279
  %281 = or i64 %271, %240
  %282 = trunc i64 %281 to i32
  %283 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %282
  %284 = or i64 %271, %241
  %285 = trunc i64 %284 to i32
  %286 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %285
  %287 = or i64 %271, %242
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %288
  %290 = or i64 %271, %243
  %291 = trunc i64 %290 to i32
  %292 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %291
  %293 = or i64 %271, %244
  %294 = trunc i64 %293 to i32
  %295 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %294
  %296 = or i64 %246, 2048
  %297 = or i64 %296, %236
  %298 = trunc i64 %297 to i32
  %299 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %298
  %300 = or i64 %296, %238
  %301 = trunc i64 %300 to i32
  %302 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %301
  %303 = or i64 %296, %239
  %304 = trunc i64 %303 to i32
  %305 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %304
  %306 = or i64 %296, %240
  %307 = trunc i64 %306 to i32
  %308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %307
  %309 = or i64 %296, %241
  %310 = trunc i64 %309 to i32
  %311 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %310
  %312 = or i64 %296, %242
  %313 = trunc i64 %312 to i32
  %314 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %313
  %315 = or i64 %296, %243
  %316 = trunc i64 %315 to i32
  %317 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %316
  %318 = or i64 %296, %244
  %319 = trunc i64 %318 to i32
  %320 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %319
  %321 = or i64 %246, 3072
  %322 = or i64 %321, %236
  %323 = trunc i64 %322 to i32
  %324 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %323
  %325 = or i64 %321, %238
  %326 = trunc i64 %325 to i32
  %327 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %326
  %328 = or i64 %321, %239
  %329 = trunc i64 %328 to i32
  %330 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %329
  %331 = or i64 %321, %240
  %332 = trunc i64 %331 to i32
  %333 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %332
  %334 = or i64 %321, %241
  %335 = trunc i64 %334 to i32
  %336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %335
  %337 = or i64 %321, %242
  %338 = trunc i64 %337 to i32
  %339 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %338
  %340 = or i64 %321, %243
  %341 = trunc i64 %340 to i32
  %342 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %341
  %343 = or i64 %321, %244
  %344 = trunc i64 %343 to i32
  %345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %344
  br label %346

346: ; preds = %.lr.ph, %427
  %347 = phi i32 [ 0, %.lr.ph ], [ %458, %427 ]
  %348 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %457, %427 ]
  %349 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %454, %427 ]
  %350 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %451, %427 ]
  %351 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %448, %427 ]
  %352 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %445, %427 ]
  %353 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %442, %427 ]
  %354 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %439, %427 ]
  %355 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %436, %427 ]
  %356 = or i32 %347, %27
  %357 = icmp slt i32 %356, %5
  %358 = and i1 %36, %357
  br i1 %358, label %359, label %362

359: ; preds = %346
  %360 = sext i32 %356 to i64
  %361 = getelementptr i8, ptr addrspace(1) %25, i64 %360
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %35, ptr addrspace(1) %361, i32 16, i32 0)
  br label %363

362: ; preds = %346
  store <16 x i8> zeroinitializer, ptr addrspace(3) %35, align 16
  br label %363

363: ; preds = %359, %362
  %364 = add i32 %347, %39
  %365 = icmp slt i32 %364, %5
  %366 = and i1 %42, %365
  br i1 %366, label %367, label %371

367: ; preds = %363
  %368 = mul i32 %364, %8
  %369 = sext i32 %368 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %369
  %370 = load <16 x i8>, ptr addrspace(1) %gep, align 16
  br label %371

371: ; preds = %367, %363
  %372 = phi <16 x i8> [ %370, %367 ], [ zeroinitializer, %363 ]
  %373 = extractelement <16 x i8> %372, i64 0
  %374 = extractelement <16 x i8> %372, i64 1
  %375 = extractelement <16 x i8> %372, i64 2
  %376 = extractelement <16 x i8> %372, i64 3
  %377 = extractelement <16 x i8> %372, i64 4
  %378 = extractelement <16 x i8> %372, i64 5
  %379 = extractelement <16 x i8> %372, i64 6
  %380 = extractelement <16 x i8> %372, i64 7
  %381 = extractelement <16 x i8> %372, i64 8
  %382 = extractelement <16 x i8> %372, i64 9
  %383 = extractelement <16 x i8> %372, i64 10
  %384 = extractelement <16 x i8> %372, i64 11
  %385 = extractelement <16 x i8> %372, i64 12
  %386 = extractelement <16 x i8> %372, i64 13
  %387 = extractelement <16 x i8> %372, i64 14
  %388 = extractelement <16 x i8> %372, i64 15
  store i8 %373, ptr addrspace(3) %53, align 1
  store i8 %374, ptr addrspace(3) %61, align 1
  store i8 %375, ptr addrspace(3) %67, align 1
  store i8 %376, ptr addrspace(3) %73, align 1
  store i8 %377, ptr addrspace(3) %80, align 1
  store i8 %378, ptr addrspace(3) %86, align 1
  store i8 %379, ptr addrspace(3) %92, align 1
  store i8 %380, ptr addrspace(3) %98, align 1
  store i8 %381, ptr addrspace(3) %108, align 1
  store i8 %382, ptr addrspace(3) %122, align 1
  store i8 %383, ptr addrspace(3) %135, align 1
  store i8 %384, ptr addrspace(3) %148, align 1
  store i8 %385, ptr addrspace(3) %161, align 1
  store i8 %386, ptr addrspace(3) %174, align 1
  store i8 %387, ptr addrspace(3) %187, align 1
  store i8 %388, ptr addrspace(3) %202, align 1
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %203, label %389, label %427

389: ; preds = %371
  %390 = load i8, ptr addrspace(3) @global_smem, align 4096
  %391 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %390, i32 32, i32 1, i32 3)
  %392 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), align 2048
  %393 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %392, i32 32, i32 1, i32 3)
  %394 = tail call <32 x i32> @llvm.musa.sqmma.smma.m64n64k32.mma(i32 %391, i32 %393, <32 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %395 = extractelement <32 x i32> %394, i64 0
  store i32 %395, ptr addrspace(3) %249, align 4
  %396 = extractelement <32 x i32> %394, i64 1
  store i32 %396, ptr addrspace(3) %252, align 4
  %397 = extractelement <32 x i32> %394, i64 2
  store i32 %397, ptr addrspace(3) %255, align 4
  %398 = extractelement <32 x i32> %394, i64 3
  store i32 %398, ptr addrspace(3) %258, align 4
  %399 = extractelement <32 x i32> %394, i64 4
  store i32 %399, ptr addrspace(3) %261, align 4
  %400 = extractelement <32 x i32> %394, i64 5
  store i32 %400, ptr addrspace(3) %264, align 4
  %401 = extractelement <32 x i32> %394, i64 6
  store i32 %401, ptr addrspace(3) %267, align 4
  %402 = extractelement <32 x i32> %394, i64 7
  store i32 %402, ptr addrspace(3) %270, align 4
  %403 = extractelement <32 x i32> %394, i64 8
  store i32 %403, ptr addrspace(3) %274, align 4
  %404 = extractelement <32 x i32> %394, i64 9
  store i32 %404, ptr addrspace(3) %277, align 4
  %405 = extractelement <32 x i32> %394, i64 10
  store i32 %405, ptr addrspace(3) %280, align 4
  %406 = extractelement <32 x i32> %394, i64 11
  store i32 %406, ptr addrspace(3) %283, align 4
  %407 = extractelement <32 x i32> %394, i64 12
  store i32 %407, ptr addrspace(3) %286, align 4
  %408 = extractelement <32 x i32> %394, i64 13
  store i32 %408, ptr addrspace(3) %289, align 4
  %409 = extractelement <32 x i32> %394, i64 14
  store i32 %409, ptr addrspace(3) %292, align 4
  %410 = extractelement <32 x i32> %394, i64 15
  store i32 %410, ptr addrspace(3) %295, align 4
  %411 = extractelement <32 x i32> %394, i64 16
  store i32 %411, ptr addrspace(3) %299, align 4
  %412 = extractelement <32 x i32> %394, i64 17
  store i32 %412, ptr addrspace(3) %302, align 4
  %413 = extractelement <32 x i32> %394, i64 18
  store i32 %413, ptr addrspace(3) %305, align 4
  %414 = extractelement <32 x i32> %394, i64 19
  store i32 %414, ptr addrspace(3) %308, align 4
  %415 = extractelement <32 x i32> %394, i64 20
  store i32 %415, ptr addrspace(3) %311, align 4
  %416 = extractelement <32 x i32> %394, i64 21
  store i32 %416, ptr addrspace(3) %314, align 4
  %417 = extractelement <32 x i32> %394, i64 22
  store i32 %417, ptr addrspace(3) %317, align 4
  %418 = extractelement <32 x i32> %394, i64 23
  store i32 %418, ptr addrspace(3) %320, align 4
  %419 = extractelement <32 x i32> %394, i64 24
  store i32 %419, ptr addrspace(3) %324, align 4
  %420 = extractelement <32 x i32> %394, i64 25
  store i32 %420, ptr addrspace(3) %327, align 4
  %421 = extractelement <32 x i32> %394, i64 26
  store i32 %421, ptr addrspace(3) %330, align 4
  %422 = extractelement <32 x i32> %394, i64 27
  store i32 %422, ptr addrspace(3) %333, align 4
  %423 = extractelement <32 x i32> %394, i64 28
  store i32 %423, ptr addrspace(3) %336, align 4
  %424 = extractelement <32 x i32> %394, i64 29
  store i32 %424, ptr addrspace(3) %339, align 4
  %425 = extractelement <32 x i32> %394, i64 30
  store i32 %425, ptr addrspace(3) %342, align 4
  %426 = extractelement <32 x i32> %394, i64 31
  store i32 %426, ptr addrspace(3) %345, align 4
  br label %427

427: ; preds = %389, %371
  tail call void @llvm.musa.syncthreads.lm()
  %428 = load i32, ptr addrspace(3) %205, align 64
  %429 = load i32, ptr addrspace(3) %208, align 4
  %430 = load <2 x i32>, ptr addrspace(3) %211, align 8
  %431 = insertelement <4 x i32> poison, i32 %428, i64 0
  %432 = insertelement <4 x i32> %431, i32 %429, i64 1
  %433 = shufflevector <2 x i32> %430, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %434 = shufflevector <4 x i32> %432, <4 x i32> %433, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %435 = sitofp <4 x i32> %434 to <4 x float>
  %436 = fadd contract <4 x float> %355, %435
  %437 = load <4 x i32>, ptr addrspace(3) %214, align 16
  %438 = sitofp <4 x i32> %437 to <4 x float>
  %439 = fadd contract <4 x float> %354, %438
  %440 = load <4 x i32>, ptr addrspace(3) %217, align 32
  %441 = sitofp <4 x i32> %440 to <4 x float>
  %442 = fadd contract <4 x float> %353, %441
  %443 = load <4 x i32>, ptr addrspace(3) %220, align 16
  %444 = sitofp <4 x i32> %443 to <4 x float>
  %445 = fadd contract <4 x float> %352, %444
  %446 = load <4 x i32>, ptr addrspace(3) %225, align 64
  %447 = sitofp <4 x i32> %446 to <4 x float>
  %448 = fadd contract <4 x float> %351, %447
  %449 = load <4 x i32>, ptr addrspace(3) %228, align 16
  %450 = sitofp <4 x i32> %449 to <4 x float>
  %451 = fadd contract <4 x float> %350, %450
  %452 = load <4 x i32>, ptr addrspace(3) %231, align 32
  %453 = sitofp <4 x i32> %452 to <4 x float>
  %454 = fadd contract <4 x float> %349, %453
  %455 = load <4 x i32>, ptr addrspace(3) %234, align 16
  %456 = sitofp <4 x i32> %455 to <4 x float>
  %457 = fadd contract <4 x float> %348, %456
  tail call void @llvm.musa.syncthreads.lm()
  %458 = add i32 %347, 32
  %459 = icmp slt i32 %458, %5
  br i1 %459, label %346, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %427
  %460 = fptosi <4 x float> %436 to <4 x i32>
  %461 = fptosi <4 x float> %439 to <4 x i32>
  %462 = fptosi <4 x float> %442 to <4 x i32>
  %463 = fptosi <4 x float> %445 to <4 x i32>
  %464 = fptosi <4 x float> %448 to <4 x i32>
  %465 = fptosi <4 x float> %451 to <4 x i32>
  %466 = fptosi <4 x float> %454 to <4 x i32>
  %467 = fptosi <4 x float> %457 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %468 = phi <4 x i32> [ zeroinitializer, %12 ], [ %467, %._crit_edge.loopexit ]
  %469 = phi <4 x i32> [ zeroinitializer, %12 ], [ %466, %._crit_edge.loopexit ]
  %470 = phi <4 x i32> [ zeroinitializer, %12 ], [ %465, %._crit_edge.loopexit ]
  %471 = phi <4 x i32> [ zeroinitializer, %12 ], [ %464, %._crit_edge.loopexit ]
  %472 = phi <4 x i32> [ zeroinitializer, %12 ], [ %463, %._crit_edge.loopexit ]
  %473 = phi <4 x i32> [ zeroinitializer, %12 ], [ %462, %._crit_edge.loopexit ]
  %474 = phi <4 x i32> [ zeroinitializer, %12 ], [ %461, %._crit_edge.loopexit ]
  %475 = phi <4 x i32> [ zeroinitializer, %12 ], [ %460, %._crit_edge.loopexit ]
  %476 = add i32 %17, %39
  %477 = mul i32 %476, %10
  %478 = sext i32 %477 to i64
  %479 = getelementptr i32, ptr addrspace(1) %2, i64 %478
  %480 = icmp slt i32 %476, %3
  %481 = and i1 %480, %42
  br i1 %481, label %482, label %485

482: ; preds = %._crit_edge
  %483 = sext i32 %41 to i64
  %484 = getelementptr i32, ptr addrspace(1) %479, i64 %483
  store <4 x i32> %475, ptr addrspace(1) %484, align 16
  br label %485

485: ; preds = %482, %._crit_edge
  %486 = trunc i64 %74 to i32
  %487 = or i32 %18, %486
  %488 = icmp slt i32 %487, %4
  %489 = and i1 %480, %488
  br i1 %489, label %490, label %493

490: ; preds = %485
  %491 = sext i32 %487 to i64
  %492 = getelementptr i32, ptr addrspace(1) %479, i64 %491
  store <4 x i32> %474, ptr addrspace(1) %492, align 16
  br label %493

493: ; preds = %490, %485
  %494 = trunc i64 %99 to i32
  %495 = or i32 %18, %494
  %496 = icmp slt i32 %495, %4
  %497 = and i1 %480, %496
  br i1 %497, label %498, label %501

498: ; preds = %493
  %499 = sext i32 %495 to i64
  %500 = getelementptr i32, ptr addrspace(1) %479, i64 %499
  store <4 x i32> %473, ptr addrspace(1) %500, align 16
  br label %501

501: ; preds = %498, %493
  %502 = trunc i64 %149 to i32
  %503 = or i32 %18, %502
  %504 = icmp slt i32 %503, %4
  %505 = and i1 %480, %504
  br i1 %505, label %506, label %509

506: ; preds = %501
  %507 = sext i32 %503 to i64
  %508 = getelementptr i32, ptr addrspace(1) %479, i64 %507
  store <4 x i32> %472, ptr addrspace(1) %508, align 16
  br label %509

509: ; preds = %506, %501
  %510 = trunc i64 %221 to i32
  %511 = add i32 %17, %510
  %512 = mul i32 %511, %10
  %513 = sext i32 %512 to i64
  %514 = getelementptr i32, ptr addrspace(1) %2, i64 %513
  %515 = icmp slt i32 %511, %3
  %516 = and i1 %42, %515
  br i1 %516, label %517, label %520

517: ; preds = %509
  %518 = sext i32 %41 to i64
  %519 = getelementptr i32, ptr addrspace(1) %514, i64 %518
  store <4 x i32> %471, ptr addrspace(1) %519, align 16
  br label %520

520: ; preds = %517, %509
  %521 = and i1 %515, %488
  br i1 %521, label %522, label %525

522: ; preds = %520
  %523 = sext i32 %487 to i64
  %524 = getelementptr i32, ptr addrspace(1) %514, i64 %523
  store <4 x i32> %470, ptr addrspace(1) %524, align 16
  br label %525

525: ; preds = %522, %520
  %526 = and i1 %515, %496
  br i1 %526, label %527, label %530

527: ; preds = %525
  %528 = sext i32 %495 to i64
  %529 = getelementptr i32, ptr addrspace(1) %514, i64 %528
  store <4 x i32> %469, ptr addrspace(1) %529, align 16
  br label %530

530: ; preds = %527, %525
  %531 = and i1 %515, %504
  br i1 %531, label %532, label %535

532: ; preds = %530
  %533 = sext i32 %503 to i64
  %534 = getelementptr i32, ptr addrspace(1) %514, i64 %533
  store <4 x i32> %468, ptr addrspace(1) %534, align 16
  br label %535

535: ; preds = %532, %530
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
