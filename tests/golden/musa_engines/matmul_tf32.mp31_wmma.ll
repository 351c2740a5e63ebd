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
  %38 = add nsw i64 %20, 512
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr float, ptr addrspace(1) %44, i64 %21
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <4 x float> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = add nsw i64 %20, 1024
  %54 = lshr i64 %53, 5
  %55 = trunc i64 %54 to i32
  %56 = add i32 %17, %55
  %57 = mul i32 %56, %6
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = icmp slt i32 %56, %3
  %61 = and i1 %30, %60
  %62 = and i1 %19, %61
  br i1 %62, label %63, label %66

63: ; preds = %51
  %64 = getelementptr float, ptr addrspace(1) %59, i64 %21
  %65 = load <4 x float>, ptr addrspace(1) %64, align 16
  br label %66

66: ; preds = %63, %51
  %67 = phi <4 x float> [ %65, %63 ], [ zeroinitializer, %51 ]
  %68 = add nsw i64 %20, 1536
  %69 = lshr i64 %68, 5
  %70 = trunc i64 %69 to i32
  %71 = add i32 %17, %70
  %72 = mul i32 %71, %6
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr addrspace(1) %0, i64 %73
  %75 = icmp slt i32 %71, %3
  %76 = and i1 %30, %75
  %77 = and i1 %19, %76
  br i1 %77, label %78, label %81

78: ; preds = %66
  %79 = getelementptr float, ptr addrspace(1) %74, i64 %21
  %80 = load <4 x float>, ptr addrspace(1) %79, align 16
  br label %81

81: ; preds = %78, %66
  %82 = phi <4 x float> [ %80, %78 ], [ zeroinitializer, %66 ]
  %83 = and i64 %20, 60
  %84 = lshr i64 %20, 6
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %83 to i32
  %87 = or i32 %18, %86
  %88 = icmp slt i32 %85, %5
  %89 = icmp slt i32 %87, %4
  %90 = and i1 %88, %89
  %91 = and i1 %19, %90
  br i1 %91, label %92, label %99

92: ; preds = %81
  %93 = mul i32 %85, %8
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr addrspace(1) %1, i64 %94
  %96 = sext i32 %87 to i64
  %97 = getelementptr float, ptr addrspace(1) %95, i64 %96
  %98 = load <4 x float>, ptr addrspace(1) %97, align 16
  br label %99

99: ; preds = %92, %81
  %100 = phi <4 x float> [ %98, %92 ], [ zeroinitializer, %81 ]
  %101 = lshr i64 %38, 6
  %102 = trunc i64 %101 to i32
  %103 = icmp slt i32 %102, %5
  %104 = and i1 %103, %89
  %105 = and i1 %19, %104
  br i1 %105, label %106, label %113

106: ; preds = %99
  %107 = mul i32 %102, %8
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr addrspace(1) %1, i64 %108
  %110 = sext i32 %87 to i64
  %111 = getelementptr float, ptr addrspace(1) %109, i64 %110
  %112 = load <4 x float>, ptr addrspace(1) %111, align 16
  br label %113

113: ; preds = %106, %99
  %114 = phi <4 x float> [ %112, %106 ], [ zeroinitializer, %99 ]
  %115 = lshr i64 %53, 6
  %116 = trunc i64 %115 to i32
  %117 = icmp slt i32 %116, %5
  %118 = and i1 %117, %89
  %119 = and i1 %19, %118
  br i1 %119, label %120, label %127

120: ; preds = %113
  %121 = mul i32 %116, %8
  %122 = sext i32 %121 to i64
  %123 = getelementptr float, ptr addrspace(1) %1, i64 %122
  %124 = sext i32 %87 to i64
  %125 = getelementptr float, ptr addrspace(1) %123, i64 %124
  %126 = load <4 x float>, ptr addrspace(1) %125, align 16
  br label %127

127: ; preds = %120, %113
  %128 = phi <4 x float> [ %126, %120 ], [ zeroinitializer, %113 ]
  %129 = lshr i64 %68, 6
  %130 = trunc i64 %129 to i32
  %131 = icmp slt i32 %130, %5
  %132 = and i1 %131, %89
  %133 = and i1 %19, %132
  br i1 %133, label %134, label %141

134: ; preds = %127
  %135 = mul i32 %130, %8
  %136 = sext i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(1) %1, i64 %136
  %138 = sext i32 %87 to i64
  %139 = getelementptr float, ptr addrspace(1) %137, i64 %138
  %140 = load <4 x float>, ptr addrspace(1) %139, align 16
  br label %141

141: ; preds = %134, %127
  %142 = phi <4 x float> [ %140, %134 ], [ zeroinitializer, %127 ]
  %143 = mul i64 %22, 40
  %144 = add i64 %143, %21
  %145 = trunc i64 %144 to i32
  %146 = getelementptr float, ptr addrspace(3) @global_smem, i32 %145
  %147 = mul i64 %39, 40
  %148 = add i64 %147, %21
  %149 = trunc i64 %148 to i32
  %150 = getelementptr float, ptr addrspace(3) @global_smem, i32 %149
  %151 = mul i64 %54, 40
  %152 = add i64 %151, %21
  %153 = trunc i64 %152 to i32
  %154 = getelementptr float, ptr addrspace(3) @global_smem, i32 %153
  %155 = mul i64 %69, 40
  %156 = add i64 %155, %21
  %157 = trunc i64 %156 to i32
  %158 = getelementptr float, ptr addrspace(3) @global_smem, i32 %157
  %159 = mul i64 %84, 72
  %160 = add i64 %159, %83
  %161 = trunc i64 %160 to i32
  %162 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %161
  %163 = mul i64 %101, 72
  %164 = add i64 %163, %83
  %165 = trunc i64 %164 to i32
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %165
  %167 = mul i64 %115, 72
  %168 = add i64 %167, %83
  %169 = trunc i64 %168 to i32
  %170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %169
  %171 = mul i64 %129, 72
  %172 = add i64 %171, %83
  %173 = trunc i64 %172 to i32
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %173
  %175 = trunc i64 %20 to i32
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %175
  %177 = or i32 %175, 1
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %177
  %179 = or i32 %175, 2
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %179
  %181 = or i32 %175, 3
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %181
  %183 = and i64 %38, 4294967232
  %184 = or i64 %183, %83
  %185 = trunc i64 %184 to i32
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %185
  %187 = or i32 %185, 1
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %187
  %189 = or i32 %185, 2
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %189
  %191 = or i32 %185, 3
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %191
  %193 = and i64 %53, 4294967232
  %194 = or i64 %193, %83
  %195 = trunc i64 %194 to i32
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %195
  %197 = or i32 %195, 1
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %197
  %199 = or i32 %195, 2
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %199
  %201 = or i32 %195, 3
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %201
  %203 = and i64 %68, 4294967232
  %204 = or i64 %203, %83
  %205 = trunc i64 %204 to i32
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %205
  %207 = or i32 %205, 1
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %207
  %209 = or i32 %205, 2
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %209
  %211 = or i32 %205, 3
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %211
  %213 = add nsw i64 %20, 2048
  %214 = lshr i64 %213, 6
  %215 = and i64 %213, 4294967232
  %216 = or i64 %215, %83
  %217 = trunc i64 %216 to i32
  %218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %217
  %219 = or i32 %217, 1
  %220 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %219
  %221 = or i32 %217, 2
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %221
  %223 = or i32 %217, 3
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %223
  %225 = add nsw i64 %20, 2560
  %226 = lshr i64 %225, 6
  %227 = and i64 %225, 4294967232
  %228 = or i64 %227, %83
  %229 = trunc i64 %228 to i32
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %229
  %231 = or i32 %229, 1
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %231
  %233 = or i32 %229, 2
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %233
  %235 = or i32 %229, 3
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %235
  %237 = add nsw i64 %20, 3072
  %238 = lshr i64 %237, 6
  %239 = and i64 %237, 4294967232
  %240 = or i64 %239, %83
  %241 = trunc i64 %240 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %241
  %243 = or i32 %241, 1
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %243
  %245 = or i32 %241, 2
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %245
  %247 = or i32 %241, 3
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %247
  %249 = add nsw i64 %20, 3584
  %250 = lshr i64 %249, 6
  %251 = and i64 %249, 4294967232
  %252 = or i64 %251, %83
  %253 = trunc i64 %252 to i32
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %253
  %255 = or i32 %253, 1
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %255
  %257 = or i32 %253, 2
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %257
  %259 = or i32 %253, 3
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %259
  %261 = lshr i64 %14, 5
  %262 = and i64 %14, 3
  %263 = lshr i64 %14, 2
  %264 = and i64 %263, 1
  %265 = lshr i64 %14, 3
  %266 = and i64 %265, 1
  %267 = shl nuw nsw i64 %266, 1
  %268 = lshr i64 %14, 4
  %269 = and i64 %268, 1
  %270 = shl nuw nsw i64 %269, 2
  %271 = or i64 %267, %270
  %272 = or i64 %271, %264
  %273 = shl nuw nsw i64 %269, 1
  %274 = or i64 %273, %266
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %141
  %urem = and i64 %14, 7
  %275 = sext i32 %87 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %275
  %276 = shl nuw nsw i64 %261, 4
  %277 = and i64 %276, 48
  %278 = or i64 %277, %urem
  %279 = or i64 %278, 8
  %280 = or i64 %272, %277
  %281 = or i64 %280, 8
  %282 = or i64 %262, 4
  %283 = or i64 %262, 8
  %284 = or i64 %262, 12
  %285 = mul nuw nsw i64 %262, 72
  %286 = add nuw nsw i64 %285, %280
  %287 = trunc i64 %286 to i32
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %287
  %289 = mul nuw nsw i64 %282, 72
  %290 = add nuw nsw i64 %289, %280
  %291 = trunc i64 %290 to i32
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %291
  %293 = mul nuw nsw i64 %283, 72
  %294 = add nuw nsw i64 %293, %280
  %295 = trunc i64 %294 to i32
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %295
  %297 = mul nuw nsw i64 %284, 72
  %298 = add nuw nsw i64 %297, %280
  %299 = trunc i64 %298 to i32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %299
  %301 = add nuw nsw i64 %285, %281
  %302 = trunc i64 %301 to i32
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %302
  %304 = add nuw nsw i64 %289, %281
  %305 = trunc i64 %304 to i32
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %305
  %307 = add nuw nsw i64 %293, %281
  %308 = trunc i64 %307 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %308
  %310 = add nuw nsw i64 %297, %281
  %311 = trunc i64 %310 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %311
  %313 = or i64 %262, 16
  %314 = or i64 %262, 20
  %315 = or i64 %262, 24
  %316 = or i64 %262, 28
  %317 = mul nuw nsw i64 %313, 72
  %318 = add nuw nsw i64 %317, %280
  %319 = trunc i64 %318 to i32
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %319
  %321 = mul nuw nsw i64 %314, 72
  %322 = add nuw nsw i64 %321, %280
  %323 = trunc i64 %322 to i32
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %323
  %325 = mul nuw nsw i64 %315, 72
  %326 = add nuw nsw i64 %325, %280
  %327 = trunc i64 %326 to i32
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %327
  %329 = mul nuw nsw i64 %316, 72
  %330 = add nuw nsw i64 %329, %280
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %331
  %333 = add nuw nsw i64 %317, %281
  %334 = trunc i64 %333 to i32
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %334
  %336 = add nuw nsw i64 %321, %281
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %337
  %339 = add nuw nsw i64 %325, %281
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %340
  %342 = add nuw nsw i64 %329, %281
  %343 = trunc i64 %342 to i32
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %343
  br label %345

345: ; preds = %.lr.ph, %644
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %644 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %644 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %644 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %644 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %644 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %644 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %644 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %644 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %644 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %644 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %644 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %644 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %644 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %644 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %662, %644 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %644 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %644 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %644 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %644 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %644 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %644 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %655, %644 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %644 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %653, %644 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %652, %644 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %651, %644 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %650, %644 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %649, %644 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %648, %644 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %647, %644 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %646, %644 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %645, %644 ]
  %378 = phi i32 [ 0, %.lr.ph ], [ %387, %644 ]
  %379 = phi <4 x float> [ %37, %.lr.ph ], [ %398, %644 ]
  %380 = phi <4 x float> [ %52, %.lr.ph ], [ %406, %644 ]
  %381 = phi <4 x float> [ %67, %.lr.ph ], [ %414, %644 ]
  %382 = phi <4 x float> [ %82, %.lr.ph ], [ %422, %644 ]
  %383 = phi <4 x float> [ %100, %.lr.ph ], [ %432, %644 ]
  %384 = phi <4 x float> [ %114, %.lr.ph ], [ %442, %644 ]
  %385 = phi <4 x float> [ %128, %.lr.ph ], [ %452, %644 ]
  %386 = phi <4 x float> [ %142, %.lr.ph ], [ %462, %644 ]
  %387 = add i32 %378, 32
  %388 = icmp slt i32 %387, %5
  %389 = or i32 %387, %28
  %390 = icmp slt i32 %389, %5
  %391 = and i1 %29, %390
  %392 = and i1 %388, %391
  br i1 %392, label %393, label %397

393: ; preds = %345
  %394 = sext i32 %389 to i64
  %395 = getelementptr float, ptr addrspace(1) %27, i64 %394
  %396 = load <4 x float>, ptr addrspace(1) %395, align 16
  br label %397

397: ; preds = %393, %345
  %398 = phi <4 x float> [ %396, %393 ], [ zeroinitializer, %345 ]
  %399 = and i1 %45, %390
  %400 = and i1 %388, %399
  br i1 %400, label %401, label %405

401: ; preds = %397
  %402 = sext i32 %389 to i64
  %403 = getelementptr float, ptr addrspace(1) %44, i64 %402
  %404 = load <4 x float>, ptr addrspace(1) %403, align 16
  br label %405

405: ; preds = %401, %397
  %406 = phi <4 x float> [ %404, %401 ], [ zeroinitializer, %397 ]
  %407 = and i1 %60, %390
  %408 = and i1 %388, %407
  br i1 %408, label %409, label %413

409: ; preds = %405
  %410 = sext i32 %389 to i64
  %411 = getelementptr float, ptr addrspace(1) %59, i64 %410
  %412 = load <4 x float>, ptr addrspace(1) %411, align 16
  br label %413

413: ; preds = %409, %405
  %414 = phi <4 x float> [ %412, %409 ], [ zeroinitializer, %405 ]
  %415 = and i1 %75, %390
  %416 = and i1 %388, %415
  br i1 %416, label %417, label %421

417: ; preds = %413
  %418 = sext i32 %389 to i64
  %419 = getelementptr float, ptr addrspace(1) %74, i64 %418
  %420 = load <4 x float>, ptr addrspace(1) %419, align 16
  br label %421

421: ; preds = %417, %413
  %422 = phi <4 x float> [ %420, %417 ], [ zeroinitializer, %413 ]
  %423 = add i32 %387, %85
  %424 = icmp slt i32 %423, %5
  %425 = and i1 %89, %424
  %426 = and i1 %388, %425
  br i1 %426, label %427, label %431

427: ; preds = %421
  %428 = mul i32 %423, %8
  %429 = sext i32 %428 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %429
  %430 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %431

431: ; preds = %427, %421
  %432 = phi <4 x float> [ %430, %427 ], [ zeroinitializer, %421 ]
  %433 = add i32 %387, %102
  %434 = icmp slt i32 %433, %5
  %435 = and i1 %89, %434
  %436 = and i1 %388, %435
  br i1 %436, label %437, label %441

437: ; preds = %431
  %438 = mul i32 %433, %8
  %439 = sext i32 %438 to i64
  %gep76 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %439
  %440 = load <4 x float>, ptr addrspace(1) %gep76, align 16
  br label %441

441: ; preds = %437, %431
  %442 = phi <4 x float> [ %440, %437 ], [ zeroinitializer, %431 ]
  %443 = add i32 %387, %116
  %444 = icmp slt i32 %443, %5
  %445 = and i1 %89, %444
  %446 = and i1 %388, %445
  br i1 %446, label %447, label %451

447: ; preds = %441
  %448 = mul i32 %443, %8
  %449 = sext i32 %448 to i64
  %gep78 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %449
  %450 = load <4 x float>, ptr addrspace(1) %gep78, align 16
  br label %451

451: ; preds = %447, %441
  %452 = phi <4 x float> [ %450, %447 ], [ zeroinitializer, %441 ]
  %453 = add i32 %387, %130
  %454 = icmp slt i32 %453, %5
  %455 = and i1 %89, %454
  %456 = and i1 %388, %455
  br i1 %456, label %457, label %461

457: ; preds = %451
  %458 = mul i32 %453, %8
  %459 = sext i32 %458 to i64
  %gep80 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %459
  %460 = load <4 x float>, ptr addrspace(1) %gep80, align 16
  br label %461

461: ; preds = %457, %451
  %462 = phi <4 x float> [ %460, %457 ], [ zeroinitializer, %451 ]
  store <4 x float> %379, ptr addrspace(3) %146, align 16
  store <4 x float> %380, ptr addrspace(3) %150, align 16
  store <4 x float> %381, ptr addrspace(3) %154, align 16
  store <4 x float> %382, ptr addrspace(3) %158, align 16
  store <4 x float> %383, ptr addrspace(3) %162, align 16
  store <4 x float> %384, ptr addrspace(3) %166, align 16
  store <4 x float> %385, ptr addrspace(3) %170, align 16
  store <4 x float> %386, ptr addrspace(3) %174, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %377, ptr addrspace(3) %176, align 16
  store float %376, ptr addrspace(3) %178, align 4
  store float %375, ptr addrspace(3) %180, align 8
  store float %374, ptr addrspace(3) %182, align 4
  store float %373, ptr addrspace(3) %186, align 16
  store float %372, ptr addrspace(3) %188, align 4
  store float %371, ptr addrspace(3) %190, align 8
  store float %370, ptr addrspace(3) %192, align 4
  store float %369, ptr addrspace(3) %196, align 16
  store float %368, ptr addrspace(3) %198, align 4
  store float %367, ptr addrspace(3) %200, align 8
  store float %366, ptr addrspace(3) %202, align 4
  store float %365, ptr addrspace(3) %206, align 16
  store float %364, ptr addrspace(3) %208, align 4
  store float %363, ptr addrspace(3) %210, align 8
  store float %362, ptr addrspace(3) %212, align 4
  store float %361, ptr addrspace(3) %218, align 16
  store float %360, ptr addrspace(3) %220, align 4
  store float %359, ptr addrspace(3) %222, align 8
  store float %358, ptr addrspace(3) %224, align 4
  store float %357, ptr addrspace(3) %230, align 16
  store float %356, ptr addrspace(3) %232, align 4
  store float %355, ptr addrspace(3) %234, align 8
  store float %354, ptr addrspace(3) %236, align 4
  store float %353, ptr addrspace(3) %242, align 16
  store float %352, ptr addrspace(3) %244, align 4
  store float %351, ptr addrspace(3) %246, align 8
  store float %350, ptr addrspace(3) %248, align 4
  store float %349, ptr addrspace(3) %254, align 16
  store float %348, ptr addrspace(3) %256, align 4
  store float %347, ptr addrspace(3) %258, align 8
  store float %346, ptr addrspace(3) %260, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %463

463: ; preds = %461, %641
  %464 = phi i64 [ 0, %461 ], [ %642, %641 ]
  %465 = shl nuw nsw i64 %464, 2
  %466 = add nuw nsw i64 %465, %261
  %467 = icmp ult i64 %466, 16
  br i1 %467, label %468, label %641

468: ; preds = %463
  %469 = shl nuw nsw i64 %466, 2
  %470 = and i64 %469, 48
  %471 = or i64 %470, %274
  %472 = shl nuw nsw i64 %471, 6
  %473 = or i64 %472, %278
  %474 = trunc i64 %473 to i32
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %474
  %476 = load i32, ptr addrspace(3) %475, align 4
  %477 = or i64 %472, %279
  %478 = trunc i64 %477 to i32
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %478
  %480 = load i32, ptr addrspace(3) %479, align 4
  %481 = or i64 %472, 256
  %482 = or i64 %481, %278
  %483 = trunc i64 %482 to i32
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %483
  %485 = load i32, ptr addrspace(3) %484, align 4
  %486 = or i64 %481, %279
  %487 = trunc i64 %486 to i32
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %487
  %489 = load i32, ptr addrspace(3) %488, align 4
  %490 = or i64 %472, 512
  %491 = or i64 %490, %278
  %492 = trunc i64 %491 to i32
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %492
  %494 = load i32, ptr addrspace(3) %493, align 4
  %495 = or i64 %490, %279
  %496 = trunc i64 %495 to i32
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %496
  %498 = load i32, ptr addrspace(3) %497, align 4
  %499 = or i64 %472, 768
  %500 = or i64 %499, %278
  %501 = trunc i64 %500 to i32
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %501
  %503 = load i32, ptr addrspace(3) %502, align 4
  %504 = or i64 %499, %279
  %505 = trunc i64 %504 to i32
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %505
  %507 = load i32, ptr addrspace(3) %506, align 4
  %508 = insertelement <8 x i32> poison, i32 %476, i64 0
  %509 = insertelement <8 x i32> %508, i32 %480, i64 1
  %510 = insertelement <8 x i32> %509, i32 %485, i64 2
  %511 = insertelement <8 x i32> %510, i32 %489, i64 3
  %512 = insertelement <8 x i32> %511, i32 %494, i64 4
  %513 = insertelement <8 x i32> %512, i32 %498, i64 5
  %514 = insertelement <8 x i32> %513, i32 %503, i64 6
  %515 = insertelement <8 x i32> %514, i32 %507, i64 7
  %516 = or i64 %470, %272
  %517 = mul nuw nsw i64 %516, 40
  %518 = add nuw nsw i64 %517, 320
  %519 = or i64 %262, %517
  %520 = trunc i64 %519 to i32
  %521 = getelementptr float, ptr addrspace(3) @global_smem, i32 %520
  %522 = load i32, ptr addrspace(3) %521, align 4
  %523 = or i64 %282, %517
  %524 = trunc i64 %523 to i32
  %525 = getelementptr float, ptr addrspace(3) @global_smem, i32 %524
  %526 = load i32, ptr addrspace(3) %525, align 4
  %527 = add nuw nsw i64 %283, %517
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) @global_smem, i32 %528
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = add nuw nsw i64 %284, %517
  %532 = trunc i64 %531 to i32
  %533 = getelementptr float, ptr addrspace(3) @global_smem, i32 %532
  %534 = load i32, ptr addrspace(3) %533, align 4
  %535 = or i64 %262, %518
  %536 = trunc i64 %535 to i32
  %537 = getelementptr float, ptr addrspace(3) @global_smem, i32 %536
  %538 = load i32, ptr addrspace(3) %537, align 4
  %539 = or i64 %282, %518
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) @global_smem, i32 %540
  %542 = load i32, ptr addrspace(3) %541, align 4
  %543 = add nuw nsw i64 %283, %518
  %544 = trunc i64 %543 to i32
  %545 = getelementptr float, ptr addrspace(3) @global_smem, i32 %544
  %546 = load i32, ptr addrspace(3) %545, align 4
  %547 = add nuw nsw i64 %284, %518
  %548 = trunc i64 %547 to i32
  %549 = getelementptr float, ptr addrspace(3) @global_smem, i32 %548
  %550 = load i32, ptr addrspace(3) %549, align 4
  %551 = insertelement <8 x i32> poison, i32 %522, i64 0
  %552 = insertelement <8 x i32> %551, i32 %526, i64 1
  %553 = insertelement <8 x i32> %552, i32 %530, i64 2
  %554 = insertelement <8 x i32> %553, i32 %534, i64 3
  %555 = insertelement <8 x i32> %554, i32 %538, i64 4
  %556 = insertelement <8 x i32> %555, i32 %542, i64 5
  %557 = insertelement <8 x i32> %556, i32 %546, i64 6
  %558 = insertelement <8 x i32> %557, i32 %550, i64 7
  %559 = load i32, ptr addrspace(3) %288, align 4
  %560 = load i32, ptr addrspace(3) %292, align 4
  %561 = load i32, ptr addrspace(3) %296, align 4
  %562 = load i32, ptr addrspace(3) %300, align 4
  %563 = load i32, ptr addrspace(3) %303, align 4
  %564 = load i32, ptr addrspace(3) %306, align 4
  %565 = load i32, ptr addrspace(3) %309, align 4
  %566 = load i32, ptr addrspace(3) %312, align 4
  %567 = insertelement <8 x i32> poison, i32 %559, i64 0
  %568 = insertelement <8 x i32> %567, i32 %560, i64 1
  %569 = insertelement <8 x i32> %568, i32 %561, i64 2
  %570 = insertelement <8 x i32> %569, i32 %562, i64 3
  %571 = insertelement <8 x i32> %570, i32 %563, i64 4
  %572 = insertelement <8 x i32> %571, i32 %564, i64 5
  %573 = insertelement <8 x i32> %572, i32 %565, i64 6
  %574 = insertelement <8 x i32> %573, i32 %566, i64 7
  %575 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %558, <8 x i32> %574, <8 x i32> %515, i32 1, i32 1, i32 1)
  %576 = add nuw nsw i64 %313, %517
  %577 = trunc i64 %576 to i32
  %578 = getelementptr float, ptr addrspace(3) @global_smem, i32 %577
  %579 = load i32, ptr addrspace(3) %578, align 4
  %580 = add nuw nsw i64 %314, %517
  %581 = trunc i64 %580 to i32
  %582 = getelementptr float, ptr addrspace(3) @global_smem, i32 %581
  %583 = load i32, ptr addrspace(3) %582, align 4
  %584 = add nuw nsw i64 %315, %517
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) @global_smem, i32 %585
  %587 = load i32, ptr addrspace(3) %586, align 4
  %588 = add nuw nsw i64 %316, %517
  %589 = trunc i64 %588 to i32
  %590 = getelementptr float, ptr addrspace(3) @global_smem, i32 %589
  %591 = load i32, ptr addrspace(3) %590, align 4
  %592 = add nuw nsw i64 %313, %518
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) @global_smem, i32 %593
  %595 = load i32, ptr addrspace(3) %594, align 4
  %596 = add nuw nsw i64 %314, %518
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) @global_smem, i32 %597
  %599 = load i32, ptr addrspace(3) %598, align 4
  %600 = add nuw nsw i64 %315, %518
  %601 = trunc i64 %600 to i32
  %602 = getelementptr float, ptr addrspace(3) @global_smem, i32 %601
  %603 = load i32, ptr addrspace(3) %602, align 4
  %604 = add nuw nsw i64 %316, %518
  %605 = trunc i64 %604 to i32
  %606 = getelementptr float, ptr addrspace(3) @global_smem, i32 %605
  %607 = load i32, ptr addrspace(3) %606, align 4
  %608 = insertelement <8 x i32> poison, i32 %579, i64 0
  %609 = insertelement <8 x i32> %608, i32 %583, i64 1
  %610 = insertelement <8 x i32> %609, i32 %587, i64 2
  %611 = insertelement <8 x i32> %610, i32 %591, i64 3
  %612 = insertelement <8 x i32> %611, i32 %595, i64 4
  %613 = insertelement <8 x i32> %612, i32 %599, i64 5
  %614 = insertelement <8 x i32> %613, i32 %603, i64 6
  %615 = insertelement <8 x i32> %614, i32 %607, i64 7
  %616 = load i32, ptr addrspace(3) %320, align 4
  %617 = load i32, ptr addrspace(3) %324, align 4
  %618 = load i32, ptr addrspace(3) %328, align 4
  %619 = load i32, ptr addrspace(3) %332, align 4
  %620 = load i32, ptr addrspace(3) %335, align 4
  %621 = load i32, ptr addrspace(3) %338, align 4
  %622 = load i32, ptr addrspace(3) %341, align 4
  %623 = load i32, ptr addrspace(3) %344, align 4
  %624 = insertelement <8 x i32> poison, i32 %616, i64 0
  %625 = insertelement <8 x i32> %624, i32 %617, i64 1
  %626 = insertelement <8 x i32> %625, i32 %618, i64 2
  %627 = insertelement <8 x i32> %626, i32 %619, i64 3
  %628 = insertelement <8 x i32> %627, i32 %620, i64 4
  %629 = insertelement <8 x i32> %628, i32 %621, i64 5
  %630 = insertelement <8 x i32> %629, i32 %622, i64 6
  %631 = insertelement <8 x i32> %630, i32 %623, i64 7
  %632 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %615, <8 x i32> %631, <8 x i32> %575, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %632 to <8 x float>
  %633 = extractelement <8 x float> %bc, i64 0
  store float %633, ptr addrspace(3) %475, align 4
  %634 = extractelement <8 x float> %bc, i64 1
  store float %634, ptr addrspace(3) %479, align 4
  %635 = extractelement <8 x float> %bc, i64 2
  store float %635, ptr addrspace(3) %484, align 4
  %636 = extractelement <8 x float> %bc, i64 3
  store float %636, ptr addrspace(3) %488, align 4
  %637 = extractelement <8 x float> %bc, i64 4
  store float %637, ptr addrspace(3) %493, align 4
  %638 = extractelement <8 x float> %bc, i64 5
  store float %638, ptr addrspace(3) %497, align 4
  %639 = extractelement <8 x float> %bc, i64 6
  store float %639, ptr addrspace(3) %502, align 4
  %640 = extractelement <8 x float> %bc, i64 7
  store float %640, ptr addrspace(3) %506, align 4
  br label %641

641: ; preds = %468, %463
  %642 = add nuw nsw i64 %464, 1
  %643 = icmp ult i64 %464, 3
  br i1 %643, label %463, label %644

644: ; preds = %641
  tail call void @llvm.musa.syncthreads.lm()
  %645 = load float, ptr addrspace(3) %176, align 16
  %646 = load float, ptr addrspace(3) %178, align 4
  %647 = load float, ptr addrspace(3) %180, align 8
  %648 = load float, ptr addrspace(3) %182, align 4
  %649 = load float, ptr addrspace(3) %186, align 16
  %650 = load float, ptr addrspace(3) %188, align 4
  %651 = load float, ptr addrspace(3) %190, align 8
  %652 = load float, ptr addrspace(3) %192, align 4
  %653 = load float, ptr addrspace(3) %196, align 16
  %654 = load float, ptr addrspace(3) %198, align 4
  %655 = load float, ptr addrspace(3) %200, align 8
  %656 = load float, ptr addrspace(3) %202, align 4
  %657 = load float, ptr addrspace(3) %206, align 16
  %658 = load float, ptr addrspace(3) %208, align 4
  %659 = load float, ptr addrspace(3) %210, align 8
  %660 = load float, ptr addrspace(3) %212, align 4
  %661 = load float, ptr addrspace(3) %218, align 16
  %662 = load float, ptr addrspace(3) %220, align 4
  %663 = load float, ptr addrspace(3) %222, align 8
  %664 = load float, ptr addrspace(3) %224, align 4
  %665 = load float, ptr addrspace(3) %230, align 16
  %666 = load float, ptr addrspace(3) %232, align 4
  %667 = load float, ptr addrspace(3) %234, align 8
  %668 = load float, ptr addrspace(3) %236, align 4
  %669 = load float, ptr addrspace(3) %242, align 16
  %670 = load float, ptr addrspace(3) %244, align 4
  %671 = load float, ptr addrspace(3) %246, align 8
  %672 = load float, ptr addrspace(3) %248, align 4
  %673 = load float, ptr addrspace(3) %254, align 16
  %674 = load float, ptr addrspace(3) %256, align 4
  %675 = load float, ptr addrspace(3) %258, align 8
  %676 = load float, ptr addrspace(3) %260, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %388, label %345, label %._crit_edge

._crit_edge: ; preds = %644, %141
  %.lcssa43 = phi float [ 0.000000e+00, %141 ], [ %645, %644 ]
  %.lcssa42 = phi float [ 0.000000e+00, %141 ], [ %646, %644 ]
  %.lcssa41 = phi float [ 0.000000e+00, %141 ], [ %647, %644 ]
  %.lcssa40 = phi float [ 0.000000e+00, %141 ], [ %648, %644 ]
  %.lcssa39 = phi float [ 0.000000e+00, %141 ], [ %649, %644 ]
  %.lcssa38 = phi float [ 0.000000e+00, %141 ], [ %650, %644 ]
  %.lcssa37 = phi float [ 0.000000e+00, %141 ], [ %651, %644 ]
  %.lcssa36 = phi float [ 0.000000e+00, %141 ], [ %652, %644 ]
  %.lcssa35 = phi float [ 0.000000e+00, %141 ], [ %653, %644 ]
  %.lcssa34 = phi float [ 0.000000e+00, %141 ], [ %654, %644 ]
  %.lcssa33 = phi float [ 0.000000e+00, %141 ], [ %655, %644 ]
  %.lcssa32 = phi float [ 0.000000e+00, %141 ], [ %656, %644 ]
  %.lcssa31 = phi float [ 0.000000e+00, %141 ], [ %657, %644 ]
  %.lcssa30 = phi float [ 0.000000e+00, %141 ], [ %658, %644 ]
  %.lcssa29 = phi float [ 0.000000e+00, %141 ], [ %659, %644 ]
  %.lcssa28 = phi float [ 0.000000e+00, %141 ], [ %660, %644 ]
  %.lcssa27 = phi float [ 0.000000e+00, %141 ], [ %661, %644 ]
  %.lcssa26 = phi float [ 0.000000e+00, %141 ], [ %662, %644 ]
  %.lcssa25 = phi float [ 0.000000e+00, %141 ], [ %663, %644 ]
  %.lcssa24 = phi float [ 0.000000e+00, %141 ], [ %664, %644 ]
  %.lcssa23 = phi float [ 0.000000e+00, %141 ], [ %665, %644 ]
  %.lcssa22 = phi float [ 0.000000e+00, %141 ], [ %666, %644 ]
  %.lcssa21 = phi float [ 0.000000e+00, %141 ], [ %667, %644 ]
  %.lcssa20 = phi float [ 0.000000e+00, %141 ], [ %668, %644 ]
  %.lcssa19 = phi float [ 0.000000e+00, %141 ], [ %669, %644 ]
  %.lcssa18 = phi float [ 0.000000e+00, %141 ], [ %670, %644 ]
  %.lcssa17 = phi float [ 0.000000e+00, %141 ], [ %671, %644 ]
  %.lcssa16 = phi float [ 0.000000e+00, %141 ], [ %672, %644 ]
  %.lcssa15 = phi float [ 0.000000e+00, %141 ], [ %673, %644 ]
  %.lcssa14 = phi float [ 0.000000e+00, %141 ], [ %674, %644 ]
  %.lcssa13 = phi float [ 0.000000e+00, %141 ], [ %675, %644 ]
  %.lcssa12 = phi float [ 0.000000e+00, %141 ], [ %676, %644 ]
  %677 = add i32 %17, %85
  %678 = icmp slt i32 %677, %3
  %679 = and i1 %678, %89
  br i1 %679, label %680, label %690

680: ; preds = %._crit_edge
  %681 = mul i32 %677, %10
  %682 = sext i32 %681 to i64
  %683 = getelementptr float, ptr addrspace(1) %2, i64 %682
  %684 = sext i32 %87 to i64
  %685 = getelementptr float, ptr addrspace(1) %683, i64 %684
  %686 = insertelement <4 x float> poison, float %.lcssa43, i64 0
  %687 = insertelement <4 x float> %686, float %.lcssa42, i64 1
  %688 = insertelement <4 x float> %687, float %.lcssa41, i64 2
  %689 = insertelement <4 x float> %688, float %.lcssa40, i64 3
  store <4 x float> %689, ptr addrspace(1) %685, align 16
  br label %690

690: ; preds = %680, %._crit_edge
  %691 = add i32 %17, %102
  %692 = icmp slt i32 %691, %3
  %693 = and i1 %89, %692
  br i1 %693, label %694, label %704

694: ; preds = %690
  %695 = mul i32 %691, %10
  %696 = sext i32 %695 to i64
  %697 = getelementptr float, ptr addrspace(1) %2, i64 %696
  %698 = sext i32 %87 to i64
  %699 = getelementptr float, ptr addrspace(1) %697, i64 %698
  %700 = insertelement <4 x float> poison, float %.lcssa39, i64 0
  %701 = insertelement <4 x float> %700, float %.lcssa38, i64 1
  %702 = insertelement <4 x float> %701, float %.lcssa37, i64 2
  %703 = insertelement <4 x float> %702, float %.lcssa36, i64 3
  store <4 x float> %703, ptr addrspace(1) %699, align 16
  br label %704

704: ; preds = %694, %690
  %705 = add i32 %17, %116
  %706 = icmp slt i32 %705, %3
  %707 = and i1 %89, %706
  br i1 %707, label %708, label %718

708: ; preds = %704
  %709 = mul i32 %705, %10
  %710 = sext i32 %709 to i64
  %711 = getelementptr float, ptr addrspace(1) %2, i64 %710
  %712 = sext i32 %87 to i64
  %713 = getelementptr float, ptr addrspace(1) %711, i64 %712
  %714 = insertelement <4 x float> poison, float %.lcssa35, i64 0
  %715 = insertelement <4 x float> %714, float %.lcssa34, i64 1
  %716 = insertelement <4 x float> %715, float %.lcssa33, i64 2
  %717 = insertelement <4 x float> %716, float %.lcssa32, i64 3
  store <4 x float> %717, ptr addrspace(1) %713, align 16
  br label %718

718: ; preds = %708, %704
  %719 = add i32 %17, %130
  %720 = icmp slt i32 %719, %3
  %721 = and i1 %89, %720
  br i1 %721, label %722, label %732

722: ; preds = %718
  %723 = mul i32 %719, %10
  %724 = sext i32 %723 to i64
  %725 = getelementptr float, ptr addrspace(1) %2, i64 %724
  %726 = sext i32 %87 to i64
  %727 = getelementptr float, ptr addrspace(1) %725, i64 %726
  %728 = insertelement <4 x float> poison, float %.lcssa31, i64 0
  %729 = insertelement <4 x float> %728, float %.lcssa30, i64 1
  %730 = insertelement <4 x float> %729, float %.lcssa29, i64 2
  %731 = insertelement <4 x float> %730, float %.lcssa28, i64 3
  store <4 x float> %731, ptr addrspace(1) %727, align 16
  br label %732

732: ; preds = %722, %718
  %733 = trunc i64 %214 to i32
  %734 = add i32 %17, %733
  %735 = icmp slt i32 %734, %3
  %736 = and i1 %89, %735
  br i1 %736, label %737, label %747

737: ; preds = %732
  %738 = mul i32 %734, %10
  %739 = sext i32 %738 to i64
  %740 = getelementptr float, ptr addrspace(1) %2, i64 %739
  %741 = sext i32 %87 to i64
  %742 = getelementptr float, ptr addrspace(1) %740, i64 %741
  %743 = insertelement <4 x float> poison, float %.lcssa27, i64 0
  %744 = insertelement <4 x float> %743, float %.lcssa26, i64 1
  %745 = insertelement <4 x float> %744, float %.lcssa25, i64 2
  %746 = insertelement <4 x float> %745, float %.lcssa24, i64 3
  store <4 x float> %746, ptr addrspace(1) %742, align 16
  br label %747

747: ; preds = %737, %732
  %748 = trunc i64 %226 to i32
  %749 = add i32 %17, %748
  %750 = icmp slt i32 %749, %3
  %751 = and i1 %89, %750
  br i1 %751, label %752, label %762

752: ; preds = %747
  %753 = mul i32 %749, %10
  %754 = sext i32 %753 to i64
  %755 = getelementptr float, ptr addrspace(1) %2, i64 %754
  %756 = sext i32 %87 to i64
  %757 = getelementptr float, ptr addrspace(1) %755, i64 %756
  %758 = insertelement <4 x float> poison, float %.lcssa23, i64 0
  %759 = insertelement <4 x float> %758, float %.lcssa22, i64 1
  %760 = insertelement <4 x float> %759, float %.lcssa21, i64 2
  %761 = insertelement <4 x float> %760, float %.lcssa20, i64 3
  store <4 x float> %761, ptr addrspace(1) %757, align 16
  br label %762

762: ; preds = %752, %747
  %763 = trunc i64 %238 to i32
  %764 = add i32 %17, %763
  %765 = icmp slt i32 %764, %3
  %766 = and i1 %89, %765
  br i1 %766, label %767, label %777

767: ; preds = %762
  %768 = mul i32 %764, %10
  %769 = sext i32 %768 to i64
  %770 = getelementptr float, ptr addrspace(1) %2, i64 %769
  %771 = sext i32 %87 to i64
  %772 = getelementptr float, ptr addrspace(1) %770, i64 %771
  %773 = insertelement <4 x float> poison, float %.lcssa19, i64 0
  %774 = insertelement <4 x float> %773, float %.lcssa18, i64 1
  %775 = insertelement <4 x float> %774, float %.lcssa17, i64 2
  %776 = insertelement <4 x float> %775, float %.lcssa16, i64 3
  store <4 x float> %776, ptr addrspace(1) %772, align 16
  br label %777

777: ; preds = %767, %762
  %778 = trunc i64 %250 to i32
  %779 = add i32 %17, %778
  %780 = icmp slt i32 %779, %3
  %781 = and i1 %89, %780
  br i1 %781, label %782, label %792

782: ; preds = %777
  %783 = mul i32 %779, %10
  %784 = sext i32 %783 to i64
  %785 = getelementptr float, ptr addrspace(1) %2, i64 %784
  %786 = sext i32 %87 to i64
  %787 = getelementptr float, ptr addrspace(1) %785, i64 %786
  %788 = insertelement <4 x float> poison, float %.lcssa15, i64 0
  %789 = insertelement <4 x float> %788, float %.lcssa14, i64 1
  %790 = insertelement <4 x float> %789, float %.lcssa13, i64 2
  %791 = insertelement <4 x float> %790, float %.lcssa12, i64 3
  store <4 x float> %791, ptr addrspace(1) %787, align 16
  br label %792

792: ; preds = %782, %777
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
