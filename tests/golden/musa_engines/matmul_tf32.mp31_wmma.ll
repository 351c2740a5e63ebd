; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 2
  %21 = and i64 %20, 28
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr float, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x float> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nuw nsw i64 %22, 16
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr float, ptr addrspace(1) %43, i64 %21
  %49 = load <4 x float>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <4 x float> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = add nuw nsw i64 %22, 32
  %53 = trunc i64 %52 to i32
  %54 = add i32 %17, %53
  %55 = mul i32 %54, %6
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr addrspace(1) %0, i64 %56
  %58 = icmp slt i32 %54, %3
  %59 = and i1 %30, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %64

61: ; preds = %50
  %62 = getelementptr float, ptr addrspace(1) %57, i64 %21
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16
  br label %64

64: ; preds = %61, %50
  %65 = phi <4 x float> [ %63, %61 ], [ zeroinitializer, %50 ]
  %66 = add nuw nsw i64 %22, 48
  %67 = trunc i64 %66 to i32
  %68 = add i32 %17, %67
  %69 = mul i32 %68, %6
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr addrspace(1) %0, i64 %70
  %72 = icmp slt i32 %68, %3
  %73 = and i1 %30, %72
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %78

75: ; preds = %64
  %76 = getelementptr float, ptr addrspace(1) %71, i64 %21
  %77 = load <4 x float>, ptr addrspace(1) %76, align 16
  br label %78

78: ; preds = %75, %64
  %79 = phi <4 x float> [ %77, %75 ], [ zeroinitializer, %64 ]
  %80 = and i64 %20, 60
  %81 = lshr i64 %20, 6
  %82 = trunc i64 %81 to i32
  %83 = trunc i64 %80 to i32
  %84 = or i32 %18, %83
  %85 = icmp slt i32 %82, %5
  %86 = icmp slt i32 %84, %4
  %87 = and i1 %85, %86
  %88 = and i1 %19, %87
  br i1 %88, label %89, label %96

89: ; preds = %78
  %90 = mul i32 %82, %8
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr addrspace(1) %1, i64 %91
  %93 = sext i32 %84 to i64
  %94 = getelementptr float, ptr addrspace(1) %92, i64 %93
  %95 = load <4 x float>, ptr addrspace(1) %94, align 16
  br label %96

96: ; preds = %89, %78
  %97 = phi <4 x float> [ %95, %89 ], [ zeroinitializer, %78 ]
  %98 = add nuw nsw i64 %81, 8
  %99 = trunc i64 %98 to i32
  %100 = icmp slt i32 %99, %5
  %101 = and i1 %100, %86
  %102 = and i1 %19, %101
  br i1 %102, label %103, label %110

103: ; preds = %96
  %104 = mul i32 %99, %8
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr addrspace(1) %1, i64 %105
  %107 = sext i32 %84 to i64
  %108 = getelementptr float, ptr addrspace(1) %106, i64 %107
  %109 = load <4 x float>, ptr addrspace(1) %108, align 16
  br label %110

110: ; preds = %103, %96
  %111 = phi <4 x float> [ %109, %103 ], [ zeroinitializer, %96 ]
  %112 = add nuw nsw i64 %81, 16
  %113 = trunc i64 %112 to i32
  %114 = icmp slt i32 %113, %5
  %115 = and i1 %114, %86
  %116 = and i1 %19, %115
  br i1 %116, label %117, label %124

117: ; preds = %110
  %118 = mul i32 %113, %8
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr addrspace(1) %1, i64 %119
  %121 = sext i32 %84 to i64
  %122 = getelementptr float, ptr addrspace(1) %120, i64 %121
  %123 = load <4 x float>, ptr addrspace(1) %122, align 16
  br label %124

124: ; preds = %117, %110
  %125 = phi <4 x float> [ %123, %117 ], [ zeroinitializer, %110 ]
  %126 = add nuw nsw i64 %81, 24
  %127 = trunc i64 %126 to i32
  %128 = icmp slt i32 %127, %5
  %129 = and i1 %128, %86
  %130 = and i1 %19, %129
  br i1 %130, label %131, label %138

131: ; preds = %124
  %132 = mul i32 %127, %8
  %133 = sext i32 %132 to i64
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %133
  %135 = sext i32 %84 to i64
  %136 = getelementptr float, ptr addrspace(1) %134, i64 %135
  %137 = load <4 x float>, ptr addrspace(1) %136, align 16
  br label %138

138: ; preds = %131, %124
  %139 = phi <4 x float> [ %137, %131 ], [ zeroinitializer, %124 ]
  %140 = mul i64 %22, 40
  %141 = add i64 %140, %21
  %142 = trunc i64 %141 to i32
  %143 = getelementptr float, ptr addrspace(3) @global_smem, i32 %142
  %144 = mul i64 %38, 40
  %145 = add i64 %144, %21
  %146 = trunc i64 %145 to i32
  %147 = getelementptr float, ptr addrspace(3) @global_smem, i32 %146
  %148 = mul i64 %52, 40
  %149 = add i64 %148, %21
  %150 = trunc i64 %149 to i32
  %151 = getelementptr float, ptr addrspace(3) @global_smem, i32 %150
  %152 = mul i64 %66, 40
  %153 = add i64 %152, %21
  %154 = trunc i64 %153 to i32
  %155 = getelementptr float, ptr addrspace(3) @global_smem, i32 %154
  %156 = mul i64 %81, 72
  %157 = add i64 %156, %80
  %158 = trunc i64 %157 to i32
  %159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %158
  %160 = mul i64 %98, 72
  %161 = add i64 %160, %80
  %162 = trunc i64 %161 to i32
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %162
  %164 = mul i64 %112, 72
  %165 = add i64 %164, %80
  %166 = trunc i64 %165 to i32
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %166
  %168 = mul i64 %126, 72
  %169 = add i64 %168, %80
  %170 = trunc i64 %169 to i32
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %170
  %172 = or i64 %80, 1
  %173 = or i64 %80, 2
  %174 = or i64 %80, 3
  %175 = and i64 %20, -64
  %176 = trunc i64 %20 to i32
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %176
  %178 = or i64 %172, %175
  %179 = trunc i64 %178 to i32
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %179
  %181 = or i64 %173, %175
  %182 = trunc i64 %181 to i32
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %182
  %184 = or i64 %174, %175
  %185 = trunc i64 %184 to i32
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %185
  %187 = shl i64 %98, 6
  %188 = or i64 %187, %80
  %189 = trunc i64 %188 to i32
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %189
  %191 = or i64 %187, %172
  %192 = trunc i64 %191 to i32
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %192
  %194 = or i64 %187, %173
  %195 = trunc i64 %194 to i32
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %195
  %197 = or i64 %187, %174
  %198 = trunc i64 %197 to i32
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %198
  %200 = shl i64 %112, 6
  %201 = or i64 %200, %80
  %202 = trunc i64 %201 to i32
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %202
  %204 = or i64 %200, %172
  %205 = trunc i64 %204 to i32
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %205
  %207 = or i64 %200, %173
  %208 = trunc i64 %207 to i32
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %208
  %210 = or i64 %200, %174
  %211 = trunc i64 %210 to i32
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %211
  %213 = shl i64 %126, 6
  %214 = or i64 %213, %80
  %215 = trunc i64 %214 to i32
  %216 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %215
  %217 = or i64 %213, %172
  %218 = trunc i64 %217 to i32
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %218
  %220 = or i64 %213, %173
  %221 = trunc i64 %220 to i32
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %221
  %223 = or i64 %213, %174
  %224 = trunc i64 %223 to i32
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %224
  %226 = add nuw nsw i64 %81, 32
  %227 = shl i64 %226, 6
  %228 = or i64 %227, %80
  %229 = trunc i64 %228 to i32
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %229
  %231 = or i64 %227, %172
  %232 = trunc i64 %231 to i32
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %232
  %234 = or i64 %227, %173
  %235 = trunc i64 %234 to i32
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %235
  %237 = or i64 %227, %174
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %238
  %240 = add nuw nsw i64 %81, 40
  %241 = shl i64 %240, 6
  %242 = or i64 %241, %80
  %243 = trunc i64 %242 to i32
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %243
  %245 = or i64 %241, %172
  %246 = trunc i64 %245 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %246
  %248 = or i64 %241, %173
  %249 = trunc i64 %248 to i32
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %249
  %251 = or i64 %241, %174
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %252
  %254 = add nuw nsw i64 %81, 48
  %255 = shl i64 %254, 6
  %256 = or i64 %255, %80
  %257 = trunc i64 %256 to i32
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %257
  %259 = or i64 %255, %172
  %260 = trunc i64 %259 to i32
  %261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %260
  %262 = or i64 %255, %173
  %263 = trunc i64 %262 to i32
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %263
  %265 = or i64 %255, %174
  %266 = trunc i64 %265 to i32
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %266
  %268 = add nuw nsw i64 %81, 56
  %269 = shl i64 %268, 6
  %270 = or i64 %269, %80
  %271 = trunc i64 %270 to i32
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %271
  %273 = or i64 %269, %172
  %274 = trunc i64 %273 to i32
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %274
  %276 = or i64 %269, %173
  %277 = trunc i64 %276 to i32
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %277
  %279 = or i64 %269, %174
  %280 = trunc i64 %279 to i32
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %280
  %282 = lshr i64 %14, 5
  %283 = and i64 %14, 3
  %284 = lshr i64 %14, 2
  %285 = and i64 %284, 1
  %286 = lshr i64 %14, 3
  %287 = and i64 %286, 1
  %288 = shl nuw nsw i64 %287, 1
  %289 = lshr i64 %14, 4
  %290 = and i64 %289, 1
  %291 = shl nuw nsw i64 %290, 2
  %292 = or i64 %288, %291
  %293 = or i64 %292, %285
  %294 = shl nuw nsw i64 %290, 1
  %295 = or i64 %294, %287
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %138
  %urem = and i64 %14, 7
  %296 = sext i32 %84 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %296
  %297 = shl nuw nsw i64 %282, 4
  %298 = and i64 %297, 48
  %299 = or i64 %298, %urem
  %300 = or i64 %299, 8
  %301 = or i64 %293, %298
  %302 = or i64 %301, 8
  %303 = or i64 %283, 4
  %304 = or i64 %283, 8
  %305 = or i64 %283, 12
  %306 = mul nuw nsw i64 %283, 72
  %307 = add nuw nsw i64 %306, %301
  %308 = trunc i64 %307 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %308
  %310 = mul nuw nsw i64 %303, 72
  %311 = add nuw nsw i64 %310, %301
  %312 = trunc i64 %311 to i32
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %312
  %314 = mul nuw nsw i64 %304, 72
  %315 = add nuw nsw i64 %314, %301
  %316 = trunc i64 %315 to i32
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %316
  %318 = mul nuw nsw i64 %305, 72
  %319 = add nuw nsw i64 %318, %301
  %320 = trunc i64 %319 to i32
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %320
  %322 = add nuw nsw i64 %306, %302
  %323 = trunc i64 %322 to i32
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %323
  %325 = add nuw nsw i64 %310, %302
  %326 = trunc i64 %325 to i32
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %326
  %328 = add nuw nsw i64 %314, %302
  %329 = trunc i64 %328 to i32
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %329
  %331 = add nuw nsw i64 %318, %302
  %332 = trunc i64 %331 to i32
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %332
  %334 = or i64 %283, 16
  %335 = or i64 %283, 20
  %336 = or i64 %283, 24
  %337 = or i64 %283, 28
  %338 = mul nuw nsw i64 %334, 72
  %339 = add nuw nsw i64 %338, %301
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %340
  %342 = mul nuw nsw i64 %335, 72
  %343 = add nuw nsw i64 %342, %301
  %344 = trunc i64 %343 to i32
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %344
  %346 = mul nuw nsw i64 %336, 72
  %347 = add nuw nsw i64 %346, %301
  %348 = trunc i64 %347 to i32
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %348
  %350 = mul nuw nsw i64 %337, 72
  %351 = add nuw nsw i64 %350, %301
  %352 = trunc i64 %351 to i32
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %352
  %354 = add nuw nsw i64 %338, %302
  %355 = trunc i64 %354 to i32
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %355
  %357 = add nuw nsw i64 %342, %302
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %358
  %360 = add nuw nsw i64 %346, %302
  %361 = trunc i64 %360 to i32
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %361
  %363 = add nuw nsw i64 %350, %302
  %364 = trunc i64 %363 to i32
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %364
  br label %366

366: ; preds = %.lr.ph, %665
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %665 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %665 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %665 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %665 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %665 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %665 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %665 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %665 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %665 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %665 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %665 ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %665 ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %665 ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %665 ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %665 ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %665 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %665 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %665 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %665 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %665 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %665 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %665 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %665 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %665 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %665 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %665 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %665 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %665 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %665 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %665 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %665 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %665 ]
  %399 = phi i32 [ 0, %.lr.ph ], [ %408, %665 ]
  %400 = phi <4 x float> [ %37, %.lr.ph ], [ %419, %665 ]
  %401 = phi <4 x float> [ %51, %.lr.ph ], [ %427, %665 ]
  %402 = phi <4 x float> [ %65, %.lr.ph ], [ %435, %665 ]
  %403 = phi <4 x float> [ %79, %.lr.ph ], [ %443, %665 ]
  %404 = phi <4 x float> [ %97, %.lr.ph ], [ %453, %665 ]
  %405 = phi <4 x float> [ %111, %.lr.ph ], [ %463, %665 ]
  %406 = phi <4 x float> [ %125, %.lr.ph ], [ %473, %665 ]
  %407 = phi <4 x float> [ %139, %.lr.ph ], [ %483, %665 ]
  %408 = add i32 %399, 32
  %409 = icmp slt i32 %408, %5
  %410 = or i32 %408, %28
  %411 = icmp slt i32 %410, %5
  %412 = and i1 %29, %411
  %413 = and i1 %409, %412
  br i1 %413, label %414, label %418

414: ; preds = %366
  %415 = sext i32 %410 to i64
  %416 = getelementptr float, ptr addrspace(1) %27, i64 %415
  %417 = load <4 x float>, ptr addrspace(1) %416, align 16
  br label %418

418: ; preds = %414, %366
  %419 = phi <4 x float> [ %417, %414 ], [ zeroinitializer, %366 ]
  %420 = and i1 %44, %411
  %421 = and i1 %409, %420
  br i1 %421, label %422, label %426

422: ; preds = %418
  %423 = sext i32 %410 to i64
  %424 = getelementptr float, ptr addrspace(1) %43, i64 %423
  %425 = load <4 x float>, ptr addrspace(1) %424, align 16
  br label %426

426: ; preds = %422, %418
  %427 = phi <4 x float> [ %425, %422 ], [ zeroinitializer, %418 ]
  %428 = and i1 %58, %411
  %429 = and i1 %409, %428
  br i1 %429, label %430, label %434

430: ; preds = %426
  %431 = sext i32 %410 to i64
  %432 = getelementptr float, ptr addrspace(1) %57, i64 %431
  %433 = load <4 x float>, ptr addrspace(1) %432, align 16
  br label %434

434: ; preds = %430, %426
  %435 = phi <4 x float> [ %433, %430 ], [ zeroinitializer, %426 ]
  %436 = and i1 %72, %411
  %437 = and i1 %409, %436
  br i1 %437, label %438, label %442

438: ; preds = %434
  %439 = sext i32 %410 to i64
  %440 = getelementptr float, ptr addrspace(1) %71, i64 %439
  %441 = load <4 x float>, ptr addrspace(1) %440, align 16
  br label %442

442: ; preds = %438, %434
  %443 = phi <4 x float> [ %441, %438 ], [ zeroinitializer, %434 ]
  %444 = add i32 %408, %82
  %445 = icmp slt i32 %444, %5
  %446 = and i1 %86, %445
  %447 = and i1 %409, %446
  br i1 %447, label %448, label %452

448: ; preds = %442
  %449 = mul i32 %444, %8
  %450 = sext i32 %449 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %450
  %451 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %452

452: ; preds = %448, %442
  %453 = phi <4 x float> [ %451, %448 ], [ zeroinitializer, %442 ]
  %454 = add i32 %408, %99
  %455 = icmp slt i32 %454, %5
  %456 = and i1 %86, %455
  %457 = and i1 %409, %456
  br i1 %457, label %458, label %462

458: ; preds = %452
  %459 = mul i32 %454, %8
  %460 = sext i32 %459 to i64
  %gep76 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %460
  %461 = load <4 x float>, ptr addrspace(1) %gep76, align 16
  br label %462

462: ; preds = %458, %452
  %463 = phi <4 x float> [ %461, %458 ], [ zeroinitializer, %452 ]
  %464 = add i32 %408, %113
  %465 = icmp slt i32 %464, %5
  %466 = and i1 %86, %465
  %467 = and i1 %409, %466
  br i1 %467, label %468, label %472

468: ; preds = %462
  %469 = mul i32 %464, %8
  %470 = sext i32 %469 to i64
  %gep78 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %470
  %471 = load <4 x float>, ptr addrspace(1) %gep78, align 16
  br label %472

472: ; preds = %468, %462
  %473 = phi <4 x float> [ %471, %468 ], [ zeroinitializer, %462 ]
  %474 = add i32 %408, %127
  %475 = icmp slt i32 %474, %5
  %476 = and i1 %86, %475
  %477 = and i1 %409, %476
  br i1 %477, label %478, label %482

478: ; preds = %472
  %479 = mul i32 %474, %8
  %480 = sext i32 %479 to i64
  %gep80 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %480
  %481 = load <4 x float>, ptr addrspace(1) %gep80, align 16
  br label %482

482: ; preds = %478, %472
  %483 = phi <4 x float> [ %481, %478 ], [ zeroinitializer, %472 ]
  store <4 x float> %400, ptr addrspace(3) %143, align 16
  store <4 x float> %401, ptr addrspace(3) %147, align 16
  store <4 x float> %402, ptr addrspace(3) %151, align 16
  store <4 x float> %403, ptr addrspace(3) %155, align 16
  store <4 x float> %404, ptr addrspace(3) %159, align 16
  store <4 x float> %405, ptr addrspace(3) %163, align 16
  store <4 x float> %406, ptr addrspace(3) %167, align 16
  store <4 x float> %407, ptr addrspace(3) %171, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %398, ptr addrspace(3) %177, align 16
  store float %397, ptr addrspace(3) %180, align 4
  store float %396, ptr addrspace(3) %183, align 8
  store float %395, ptr addrspace(3) %186, align 4
  store float %394, ptr addrspace(3) %190, align 16
  store float %393, ptr addrspace(3) %193, align 4
  store float %392, ptr addrspace(3) %196, align 8
  store float %391, ptr addrspace(3) %199, align 4
  store float %390, ptr addrspace(3) %203, align 16
  store float %389, ptr addrspace(3) %206, align 4
  store float %388, ptr addrspace(3) %209, align 8
  store float %387, ptr addrspace(3) %212, align 4
  store float %386, ptr addrspace(3) %216, align 16
  store float %385, ptr addrspace(3) %219, align 4
  store float %384, ptr addrspace(3) %222, align 8
  store float %383, ptr addrspace(3) %225, align 4
  store float %382, ptr addrspace(3) %230, align 16
  store float %381, ptr addrspace(3) %233, align 4
  store float %380, ptr addrspace(3) %236, align 8
  store float %379, ptr addrspace(3) %239, align 4
  store float %378, ptr addrspace(3) %244, align 16
  store float %377, ptr addrspace(3) %247, align 4
  store float %376, ptr addrspace(3) %250, align 8
  store float %375, ptr addrspace(3) %253, align 4
  store float %374, ptr addrspace(3) %258, align 16
  store float %373, ptr addrspace(3) %261, align 4
  store float %372, ptr addrspace(3) %264, align 8
  store float %371, ptr addrspace(3) %267, align 4
  store float %370, ptr addrspace(3) %272, align 16
  store float %369, ptr addrspace(3) %275, align 4
  store float %368, ptr addrspace(3) %278, align 8
  store float %367, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %484

484: ; preds = %482, %662
  %485 = phi i64 [ 0, %482 ], [ %663, %662 ]
  %486 = shl nuw nsw i64 %485, 2
  %487 = add nuw nsw i64 %486, %282
  %488 = icmp ult i64 %487, 16
  br i1 %488, label %489, label %662

489: ; preds = %484
  %490 = shl nuw nsw i64 %487, 2
  %491 = and i64 %490, 48
  %492 = or i64 %491, %295
  %493 = shl nuw nsw i64 %492, 6
  %494 = or i64 %493, %299
  %495 = trunc i64 %494 to i32
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %495
  %497 = load i32, ptr addrspace(3) %496, align 4
  %498 = or i64 %493, %300
  %499 = trunc i64 %498 to i32
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %499
  %501 = load i32, ptr addrspace(3) %500, align 4
  %502 = or i64 %493, 256
  %503 = or i64 %502, %299
  %504 = trunc i64 %503 to i32
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %504
  %506 = load i32, ptr addrspace(3) %505, align 4
  %507 = or i64 %502, %300
  %508 = trunc i64 %507 to i32
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %508
  %510 = load i32, ptr addrspace(3) %509, align 4
  %511 = or i64 %493, 512
  %512 = or i64 %511, %299
  %513 = trunc i64 %512 to i32
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %513
  %515 = load i32, ptr addrspace(3) %514, align 4
  %516 = or i64 %511, %300
  %517 = trunc i64 %516 to i32
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %517
  %519 = load i32, ptr addrspace(3) %518, align 4
  %520 = or i64 %493, 768
  %521 = or i64 %520, %299
  %522 = trunc i64 %521 to i32
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %522
  %524 = load i32, ptr addrspace(3) %523, align 4
  %525 = or i64 %520, %300
  %526 = trunc i64 %525 to i32
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %526
  %528 = load i32, ptr addrspace(3) %527, align 4
  %529 = insertelement <8 x i32> poison, i32 %497, i64 0
  %530 = insertelement <8 x i32> %529, i32 %501, i64 1
  %531 = insertelement <8 x i32> %530, i32 %506, i64 2
  %532 = insertelement <8 x i32> %531, i32 %510, i64 3
  %533 = insertelement <8 x i32> %532, i32 %515, i64 4
  %534 = insertelement <8 x i32> %533, i32 %519, i64 5
  %535 = insertelement <8 x i32> %534, i32 %524, i64 6
  %536 = insertelement <8 x i32> %535, i32 %528, i64 7
  %537 = or i64 %491, %293
  %538 = mul nuw nsw i64 %537, 40
  %539 = add nuw nsw i64 %538, 320
  %540 = or i64 %283, %538
  %541 = trunc i64 %540 to i32
  %542 = getelementptr float, ptr addrspace(3) @global_smem, i32 %541
  %543 = load i32, ptr addrspace(3) %542, align 4
  %544 = or i64 %303, %538
  %545 = trunc i64 %544 to i32
  %546 = getelementptr float, ptr addrspace(3) @global_smem, i32 %545
  %547 = load i32, ptr addrspace(3) %546, align 4
  %548 = add nuw nsw i64 %304, %538
  %549 = trunc i64 %548 to i32
  %550 = getelementptr float, ptr addrspace(3) @global_smem, i32 %549
  %551 = load i32, ptr addrspace(3) %550, align 4
  %552 = add nuw nsw i64 %305, %538
  %553 = trunc i64 %552 to i32
  %554 = getelementptr float, ptr addrspace(3) @global_smem, i32 %553
  %555 = load i32, ptr addrspace(3) %554, align 4
  %556 = or i64 %283, %539
  %557 = trunc i64 %556 to i32
  %558 = getelementptr float, ptr addrspace(3) @global_smem, i32 %557
  %559 = load i32, ptr addrspace(3) %558, align 4
  %560 = or i64 %303, %539
  %561 = trunc i64 %560 to i32
  %562 = getelementptr float, ptr addrspace(3) @global_smem, i32 %561
  %563 = load i32, ptr addrspace(3) %562, align 4
  %564 = add nuw nsw i64 %304, %539
  %565 = trunc i64 %564 to i32
  %566 = getelementptr float, ptr addrspace(3) @global_smem, i32 %565
  %567 = load i32, ptr addrspace(3) %566, align 4
  %568 = add nuw nsw i64 %305, %539
  %569 = trunc i64 %568 to i32
  %570 = getelementptr float, ptr addrspace(3) @global_smem, i32 %569
  %571 = load i32, ptr addrspace(3) %570, align 4
  %572 = insertelement <8 x i32> poison, i32 %543, i64 0
  %573 = insertelement <8 x i32> %572, i32 %547, i64 1
  %574 = insertelement <8 x i32> %573, i32 %551, i64 2
  %575 = insertelement <8 x i32> %574, i32 %555, i64 3
  %576 = insertelement <8 x i32> %575, i32 %559, i64 4
  %577 = insertelement <8 x i32> %576, i32 %563, i64 5
  %578 = insertelement <8 x i32> %577, i32 %567, i64 6
  %579 = insertelement <8 x i32> %578, i32 %571, i64 7
  %580 = load i32, ptr addrspace(3) %309, align 4
  %581 = load i32, ptr addrspace(3) %313, align 4
  %582 = load i32, ptr addrspace(3) %317, align 4
  %583 = load i32, ptr addrspace(3) %321, align 4
  %584 = load i32, ptr addrspace(3) %324, align 4
  %585 = load i32, ptr addrspace(3) %327, align 4
  %586 = load i32, ptr addrspace(3) %330, align 4
  %587 = load i32, ptr addrspace(3) %333, align 4
  %588 = insertelement <8 x i32> poison, i32 %580, i64 0
  %589 = insertelement <8 x i32> %588, i32 %581, i64 1
  %590 = insertelement <8 x i32> %589, i32 %582, i64 2
  %591 = insertelement <8 x i32> %590, i32 %583, i64 3
  %592 = insertelement <8 x i32> %591, i32 %584, i64 4
  %593 = insertelement <8 x i32> %592, i32 %585, i64 5
  %594 = insertelement <8 x i32> %593, i32 %586, i64 6
  %595 = insertelement <8 x i32> %594, i32 %587, i64 7
  %596 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %579, <8 x i32> %595, <8 x i32> %536, i32 1, i32 1, i32 1)
  %597 = add nuw nsw i64 %334, %538
  %598 = trunc i64 %597 to i32
  %599 = getelementptr float, ptr addrspace(3) @global_smem, i32 %598
  %600 = load i32, ptr addrspace(3) %599, align 4
  %601 = add nuw nsw i64 %335, %538
  %602 = trunc i64 %601 to i32
  %603 = getelementptr float, ptr addrspace(3) @global_smem, i32 %602
  %604 = load i32, ptr addrspace(3) %603, align 4
  %605 = add nuw nsw i64 %336, %538
  %606 = trunc i64 %605 to i32
  %607 = getelementptr float, ptr addrspace(3) @global_smem, i32 %606
  %608 = load i32, ptr addrspace(3) %607, align 4
  %609 = add nuw nsw i64 %337, %538
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) @global_smem, i32 %610
  %612 = load i32, ptr addrspace(3) %611, align 4
  %613 = add nuw nsw i64 %334, %539
  %614 = trunc i64 %613 to i32
  %615 = getelementptr float, ptr addrspace(3) @global_smem, i32 %614
  %616 = load i32, ptr addrspace(3) %615, align 4
  %617 = add nuw nsw i64 %335, %539
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) @global_smem, i32 %618
  %620 = load i32, ptr addrspace(3) %619, align 4
  %621 = add nuw nsw i64 %336, %539
  %622 = trunc i64 %621 to i32
  %623 = getelementptr float, ptr addrspace(3) @global_smem, i32 %622
  %624 = load i32, ptr addrspace(3) %623, align 4
  %625 = add nuw nsw i64 %337, %539
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) @global_smem, i32 %626
  %628 = load i32, ptr addrspace(3) %627, align 4
  %629 = insertelement <8 x i32> poison, i32 %600, i64 0
  %630 = insertelement <8 x i32> %629, i32 %604, i64 1
  %631 = insertelement <8 x i32> %630, i32 %608, i64 2
  %632 = insertelement <8 x i32> %631, i32 %612, i64 3
  %633 = insertelement <8 x i32> %632, i32 %616, i64 4
  %634 = insertelement <8 x i32> %633, i32 %620, i64 5
  %635 = insertelement <8 x i32> %634, i32 %624, i64 6
  %636 = insertelement <8 x i32> %635, i32 %628, i64 7
  %637 = load i32, ptr addrspace(3) %341, align 4
  %638 = load i32, ptr addrspace(3) %345, align 4
  %639 = load i32, ptr addrspace(3) %349, align 4
  %640 = load i32, ptr addrspace(3) %353, align 4
  %641 = load i32, ptr addrspace(3) %356, align 4
  %642 = load i32, ptr addrspace(3) %359, align 4
  %643 = load i32, ptr addrspace(3) %362, align 4
  %644 = load i32, ptr addrspace(3) %365, align 4
  %645 = insertelement <8 x i32> poison, i32 %637, i64 0
  %646 = insertelement <8 x i32> %645, i32 %638, i64 1
  %647 = insertelement <8 x i32> %646, i32 %639, i64 2
  %648 = insertelement <8 x i32> %647, i32 %640, i64 3
  %649 = insertelement <8 x i32> %648, i32 %641, i64 4
  %650 = insertelement <8 x i32> %649, i32 %642, i64 5
  %651 = insertelement <8 x i32> %650, i32 %643, i64 6
  %652 = insertelement <8 x i32> %651, i32 %644, i64 7
  %653 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %636, <8 x i32> %652, <8 x i32> %596, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %653 to <8 x float>
  %654 = extractelement <8 x float> %bc, i64 0
  store float %654, ptr addrspace(3) %496, align 4
  %655 = extractelement <8 x float> %bc, i64 1
  store float %655, ptr addrspace(3) %500, align 4
  %656 = extractelement <8 x float> %bc, i64 2
  store float %656, ptr addrspace(3) %505, align 4
  %657 = extractelement <8 x float> %bc, i64 3
  store float %657, ptr addrspace(3) %509, align 4
  %658 = extractelement <8 x float> %bc, i64 4
  store float %658, ptr addrspace(3) %514, align 4
  %659 = extractelement <8 x float> %bc, i64 5
  store float %659, ptr addrspace(3) %518, align 4
  %660 = extractelement <8 x float> %bc, i64 6
  store float %660, ptr addrspace(3) %523, align 4
  %661 = extractelement <8 x float> %bc, i64 7
  store float %661, ptr addrspace(3) %527, align 4
  br label %662

662: ; preds = %489, %484
  %663 = add nuw nsw i64 %485, 1
  %664 = icmp ult i64 %485, 3
  br i1 %664, label %484, label %665

665: ; preds = %662
  tail call void @llvm.musa.syncthreads.lm()
  %666 = load float, ptr addrspace(3) %177, align 16
  %667 = load float, ptr addrspace(3) %180, align 4
  %668 = load float, ptr addrspace(3) %183, align 8
  %669 = load float, ptr addrspace(3) %186, align 4
  %670 = load float, ptr addrspace(3) %190, align 16
  %671 = load float, ptr addrspace(3) %193, align 4
  %672 = load float, ptr addrspace(3) %196, align 8
  %673 = load float, ptr addrspace(3) %199, align 4
  %674 = load float, ptr addrspace(3) %203, align 16
  %675 = load float, ptr addrspace(3) %206, align 4
  %676 = load float, ptr addrspace(3) %209, align 8
  %677 = load float, ptr addrspace(3) %212, align 4
  %678 = load float, ptr addrspace(3) %216, align 16
  %679 = load float, ptr addrspace(3) %219, align 4
  %680 = load float, ptr addrspace(3) %222, align 8
  %681 = load float, ptr addrspace(3) %225, align 4
  %682 = load float, ptr addrspace(3) %230, align 16
  %683 = load float, ptr addrspace(3) %233, align 4
  %684 = load float, ptr addrspace(3) %236, align 8
  %685 = load float, ptr addrspace(3) %239, align 4
  %686 = load float, ptr addrspace(3) %244, align 16
  %687 = load float, ptr addrspace(3) %247, align 4
  %688 = load float, ptr addrspace(3) %250, align 8
  %689 = load float, ptr addrspace(3) %253, align 4
  %690 = load float, ptr addrspace(3) %258, align 16
  %691 = load float, ptr addrspace(3) %261, align 4
  %692 = load float, ptr addrspace(3) %264, align 8
  %693 = load float, ptr addrspace(3) %267, align 4
  %694 = load float, ptr addrspace(3) %272, align 16
  %695 = load float, ptr addrspace(3) %275, align 4
  %696 = load float, ptr addrspace(3) %278, align 8
  %697 = load float, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %409, label %366, label %._crit_edge

._crit_edge: ; preds = %665, %138
  %.lcssa43 = phi float [ 0.000000e+00, %138 ], [ %666, %665 ]
  %.lcssa42 = phi float [ 0.000000e+00, %138 ], [ %667, %665 ]
  %.lcssa41 = phi float [ 0.000000e+00, %138 ], [ %668, %665 ]
  %.lcssa40 = phi float [ 0.000000e+00, %138 ], [ %669, %665 ]
  %.lcssa39 = phi float [ 0.000000e+00, %138 ], [ %670, %665 ]
  %.lcssa38 = phi float [ 0.000000e+00, %138 ], [ %671, %665 ]
  %.lcssa37 = phi float [ 0.000000e+00, %138 ], [ %672, %665 ]
  %.lcssa36 = phi float [ 0.000000e+00, %138 ], [ %673, %665 ]
  %.lcssa35 = phi float [ 0.000000e+00, %138 ], [ %674, %665 ]
  %.lcssa34 = phi float [ 0.000000e+00, %138 ], [ %675, %665 ]
  %.lcssa33 = phi float [ 0.000000e+00, %138 ], [ %676, %665 ]
  %.lcssa32 = phi float [ 0.000000e+00, %138 ], [ %677, %665 ]
  %.lcssa31 = phi float [ 0.000000e+00, %138 ], [ %678, %665 ]
  %.lcssa30 = phi float [ 0.000000e+00, %138 ], [ %679, %665 ]
  %.lcssa29 = phi float [ 0.000000e+00, %138 ], [ %680, %665 ]
  %.lcssa28 = phi float [ 0.000000e+00, %138 ], [ %681, %665 ]
  %.lcssa27 = phi float [ 0.000000e+00, %138 ], [ %682, %665 ]
  %.lcssa26 = phi float [ 0.000000e+00, %138 ], [ %683, %665 ]
  %.lcssa25 = phi float [ 0.000000e+00, %138 ], [ %684, %665 ]
  %.lcssa24 = phi float [ 0.000000e+00, %138 ], [ %685, %665 ]
  %.lcssa23 = phi float [ 0.000000e+00, %138 ], [ %686, %665 ]
  %.lcssa22 = phi float [ 0.000000e+00, %138 ], [ %687, %665 ]
  %.lcssa21 = phi float [ 0.000000e+00, %138 ], [ %688, %665 ]
  %.lcssa20 = phi float [ 0.000000e+00, %138 ], [ %689, %665 ]
  %.lcssa19 = phi float [ 0.000000e+00, %138 ], [ %690, %665 ]
  %.lcssa18 = phi float [ 0.000000e+00, %138 ], [ %691, %665 ]
  %.lcssa17 = phi float [ 0.000000e+00, %138 ], [ %692, %665 ]
  %.lcssa16 = phi float [ 0.000000e+00, %138 ], [ %693, %665 ]
  %.lcssa15 = phi float [ 0.000000e+00, %138 ], [ %694, %665 ]
  %.lcssa14 = phi float [ 0.000000e+00, %138 ], [ %695, %665 ]
  %.lcssa13 = phi float [ 0.000000e+00, %138 ], [ %696, %665 ]
  %.lcssa12 = phi float [ 0.000000e+00, %138 ], [ %697, %665 ]
  %698 = add i32 %17, %82
  %699 = icmp slt i32 %698, %3
  %700 = and i1 %699, %86
  br i1 %700, label %701, label %711

701: ; preds = %._crit_edge
  %702 = mul i32 %698, %10
  %703 = sext i32 %702 to i64
  %704 = getelementptr float, ptr addrspace(1) %2, i64 %703
  %705 = sext i32 %84 to i64
  %706 = getelementptr float, ptr addrspace(1) %704, i64 %705
  %707 = insertelement <4 x float> poison, float %.lcssa43, i64 0
  %708 = insertelement <4 x float> %707, float %.lcssa42, i64 1
  %709 = insertelement <4 x float> %708, float %.lcssa41, i64 2
  %710 = insertelement <4 x float> %709, float %.lcssa40, i64 3
  store <4 x float> %710, ptr addrspace(1) %706, align 16
  br label %711

711: ; preds = %701, %._crit_edge
  %712 = add i32 %17, %99
  %713 = icmp slt i32 %712, %3
  %714 = and i1 %86, %713
  br i1 %714, label %715, label %725

715: ; preds = %711
  %716 = mul i32 %712, %10
  %717 = sext i32 %716 to i64
  %718 = getelementptr float, ptr addrspace(1) %2, i64 %717
  %719 = sext i32 %84 to i64
  %720 = getelementptr float, ptr addrspace(1) %718, i64 %719
  %721 = insertelement <4 x float> poison, float %.lcssa39, i64 0
  %722 = insertelement <4 x float> %721, float %.lcssa38, i64 1
  %723 = insertelement <4 x float> %722, float %.lcssa37, i64 2
  %724 = insertelement <4 x float> %723, float %.lcssa36, i64 3
  store <4 x float> %724, ptr addrspace(1) %720, align 16
  br label %725

725: ; preds = %715, %711
  %726 = add i32 %17, %113
  %727 = icmp slt i32 %726, %3
  %728 = and i1 %86, %727
  br i1 %728, label %729, label %739

729: ; preds = %725
  %730 = mul i32 %726, %10
  %731 = sext i32 %730 to i64
  %732 = getelementptr float, ptr addrspace(1) %2, i64 %731
  %733 = sext i32 %84 to i64
  %734 = getelementptr float, ptr addrspace(1) %732, i64 %733
  %735 = insertelement <4 x float> poison, float %.lcssa35, i64 0
  %736 = insertelement <4 x float> %735, float %.lcssa34, i64 1
  %737 = insertelement <4 x float> %736, float %.lcssa33, i64 2
  %738 = insertelement <4 x float> %737, float %.lcssa32, i64 3
  store <4 x float> %738, ptr addrspace(1) %734, align 16
  br label %739

739: ; preds = %729, %725
  %740 = add i32 %17, %127
  %741 = icmp slt i32 %740, %3
  %742 = and i1 %86, %741
  br i1 %742, label %743, label %753

743: ; preds = %739
  %744 = mul i32 %740, %10
  %745 = sext i32 %744 to i64
  %746 = getelementptr float, ptr addrspace(1) %2, i64 %745
  %747 = sext i32 %84 to i64
  %748 = getelementptr float, ptr addrspace(1) %746, i64 %747
  %749 = insertelement <4 x float> poison, float %.lcssa31, i64 0
  %750 = insertelement <4 x float> %749, float %.lcssa30, i64 1
  %751 = insertelement <4 x float> %750, float %.lcssa29, i64 2
  %752 = insertelement <4 x float> %751, float %.lcssa28, i64 3
  store <4 x float> %752, ptr addrspace(1) %748, align 16
  br label %753

753: ; preds = %743, %739
  %754 = trunc i64 %226 to i32
  %755 = add i32 %17, %754
  %756 = icmp slt i32 %755, %3
  %757 = and i1 %86, %756
  br i1 %757, label %758, label %768

758: ; preds = %753
  %759 = mul i32 %755, %10
  %760 = sext i32 %759 to i64
  %761 = getelementptr float, ptr addrspace(1) %2, i64 %760
  %762 = sext i32 %84 to i64
  %763 = getelementptr float, ptr addrspace(1) %761, i64 %762
  %764 = insertelement <4 x float> poison, float %.lcssa27, i64 0
  %765 = insertelement <4 x float> %764, float %.lcssa26, i64 1
  %766 = insertelement <4 x float> %765, float %.lcssa25, i64 2
  %767 = insertelement <4 x float> %766, float %.lcssa24, i64 3
  store <4 x float> %767, ptr addrspace(1) %763, align 16
  br label %768

768: ; preds = %758, %753
  %769 = trunc i64 %240 to i32
  %770 = add i32 %17, %769
  %771 = icmp slt i32 %770, %3
  %772 = and i1 %86, %771
  br i1 %772, label %773, label %783

773: ; preds = %768
  %774 = mul i32 %770, %10
  %775 = sext i32 %774 to i64
  %776 = getelementptr float, ptr addrspace(1) %2, i64 %775
  %777 = sext i32 %84 to i64
  %778 = getelementptr float, ptr addrspace(1) %776, i64 %777
  %779 = insertelement <4 x float> poison, float %.lcssa23, i64 0
  %780 = insertelement <4 x float> %779, float %.lcssa22, i64 1
  %781 = insertelement <4 x float> %780, float %.lcssa21, i64 2
  %782 = insertelement <4 x float> %781, float %.lcssa20, i64 3
  store <4 x float> %782, ptr addrspace(1) %778, align 16
  br label %783

783: ; preds = %773, %768
  %784 = trunc i64 %254 to i32
  %785 = add i32 %17, %784
  %786 = icmp slt i32 %785, %3
  %787 = and i1 %86, %786
  br i1 %787, label %788, label %798

788: ; preds = %783
  %789 = mul i32 %785, %10
  %790 = sext i32 %789 to i64
  %791 = getelementptr float, ptr addrspace(1) %2, i64 %790
  %792 = sext i32 %84 to i64
  %793 = getelementptr float, ptr addrspace(1) %791, i64 %792
  %794 = insertelement <4 x float> poison, float %.lcssa19, i64 0
  %795 = insertelement <4 x float> %794, float %.lcssa18, i64 1
  %796 = insertelement <4 x float> %795, float %.lcssa17, i64 2
  %797 = insertelement <4 x float> %796, float %.lcssa16, i64 3
  store <4 x float> %797, ptr addrspace(1) %793, align 16
  br label %798

798: ; preds = %788, %783
  %799 = trunc i64 %268 to i32
  %800 = add i32 %17, %799
  %801 = icmp slt i32 %800, %3
  %802 = and i1 %86, %801
  br i1 %802, label %803, label %813

803: ; preds = %798
  %804 = mul i32 %800, %10
  %805 = sext i32 %804 to i64
  %806 = getelementptr float, ptr addrspace(1) %2, i64 %805
  %807 = sext i32 %84 to i64
  %808 = getelementptr float, ptr addrspace(1) %806, i64 %807
  %809 = insertelement <4 x float> poison, float %.lcssa15, i64 0
  %810 = insertelement <4 x float> %809, float %.lcssa14, i64 1
  %811 = insertelement <4 x float> %810, float %.lcssa13, i64 2
  %812 = insertelement <4 x float> %811, float %.lcssa12, i64 3
  store <4 x float> %812, ptr addrspace(1) %808, align 16
  br label %813

813: ; preds = %803, %798
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
