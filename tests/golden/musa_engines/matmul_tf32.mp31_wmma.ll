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
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %175
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %185
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %195
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %205
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %217
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %229
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %241
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %253
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %141
  %urem = and i64 %14, 7
  %283 = sext i32 %87 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %283
  %284 = shl nuw nsw i64 %261, 4
  %285 = and i64 %284, 48
  %286 = or i64 %285, %urem
  %287 = or i64 %286, 8
  %288 = or i64 %272, %285
  %289 = or i64 %288, 8
  %290 = or i64 %262, 4
  %291 = or i64 %262, 8
  %292 = or i64 %262, 12
  %293 = mul nuw nsw i64 %262, 72
  %294 = add nuw nsw i64 %293, %288
  %295 = trunc i64 %294 to i32
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %295
  %297 = mul nuw nsw i64 %290, 72
  %298 = add nuw nsw i64 %297, %288
  %299 = trunc i64 %298 to i32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %299
  %301 = mul nuw nsw i64 %291, 72
  %302 = add nuw nsw i64 %301, %288
  %303 = trunc i64 %302 to i32
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %303
  %305 = mul nuw nsw i64 %292, 72
  %306 = add nuw nsw i64 %305, %288
  %307 = trunc i64 %306 to i32
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %307
  %309 = add nuw nsw i64 %293, %289
  %310 = trunc i64 %309 to i32
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %310
  %312 = add nuw nsw i64 %297, %289
  %313 = trunc i64 %312 to i32
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %313
  %315 = add nuw nsw i64 %301, %289
  %316 = trunc i64 %315 to i32
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %316
  %318 = add nuw nsw i64 %305, %289
  %319 = trunc i64 %318 to i32
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %319
  %321 = or i64 %262, 16
  %322 = or i64 %262, 20
  %323 = or i64 %262, 24
  %324 = or i64 %262, 28
  %325 = mul nuw nsw i64 %321, 72
  %326 = add nuw nsw i64 %325, %288
  %327 = trunc i64 %326 to i32
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %327
  %329 = mul nuw nsw i64 %322, 72
  %330 = add nuw nsw i64 %329, %288
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %331
  %333 = mul nuw nsw i64 %323, 72
  %334 = add nuw nsw i64 %333, %288
  %335 = trunc i64 %334 to i32
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %335
  %337 = mul nuw nsw i64 %324, 72
  %338 = add nuw nsw i64 %337, %288
  %339 = trunc i64 %338 to i32
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %339
  %341 = add nuw nsw i64 %325, %289
  %342 = trunc i64 %341 to i32
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %342
  %344 = add nuw nsw i64 %329, %289
  %345 = trunc i64 %344 to i32
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %345
  %347 = add nuw nsw i64 %333, %289
  %348 = trunc i64 %347 to i32
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %348
  %350 = add nuw nsw i64 %337, %289
  %351 = trunc i64 %350 to i32
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10240), i32 %351
  br label %353

353: ; preds = %.lr.ph, %660
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %660 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %660 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %660 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %660 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %660 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %660 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %660 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %660 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %660 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %660 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %660 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %660 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %660 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %660 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %660 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %660 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %660 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %660 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %660 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %660 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %660 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %660 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %660 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %660 ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %660 ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %660 ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %660 ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %660 ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %660 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %699, %660 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %698, %660 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %660 ]
  %386 = phi i32 [ 0, %.lr.ph ], [ %395, %660 ]
  %387 = phi <4 x float> [ %37, %.lr.ph ], [ %406, %660 ]
  %388 = phi <4 x float> [ %52, %.lr.ph ], [ %414, %660 ]
  %389 = phi <4 x float> [ %67, %.lr.ph ], [ %422, %660 ]
  %390 = phi <4 x float> [ %82, %.lr.ph ], [ %430, %660 ]
  %391 = phi <4 x float> [ %100, %.lr.ph ], [ %440, %660 ]
  %392 = phi <4 x float> [ %114, %.lr.ph ], [ %450, %660 ]
  %393 = phi <4 x float> [ %128, %.lr.ph ], [ %460, %660 ]
  %394 = phi <4 x float> [ %142, %.lr.ph ], [ %470, %660 ]
  %395 = add i32 %386, 32
  %396 = icmp slt i32 %395, %5
  %397 = or i32 %395, %28
  %398 = icmp slt i32 %397, %5
  %399 = and i1 %29, %398
  %400 = and i1 %396, %399
  br i1 %400, label %401, label %405

401: ; preds = %353
  %402 = sext i32 %397 to i64
  %403 = getelementptr float, ptr addrspace(1) %27, i64 %402
  %404 = load <4 x float>, ptr addrspace(1) %403, align 16
  br label %405

405: ; preds = %401, %353
  %406 = phi <4 x float> [ %404, %401 ], [ zeroinitializer, %353 ]
  %407 = and i1 %45, %398
  %408 = and i1 %396, %407
  br i1 %408, label %409, label %413

409: ; preds = %405
  %410 = sext i32 %397 to i64
  %411 = getelementptr float, ptr addrspace(1) %44, i64 %410
  %412 = load <4 x float>, ptr addrspace(1) %411, align 16
  br label %413

413: ; preds = %409, %405
  %414 = phi <4 x float> [ %412, %409 ], [ zeroinitializer, %405 ]
  %415 = and i1 %60, %398
  %416 = and i1 %396, %415
  br i1 %416, label %417, label %421

417: ; preds = %413
  %418 = sext i32 %397 to i64
  %419 = getelementptr float, ptr addrspace(1) %59, i64 %418
  %420 = load <4 x float>, ptr addrspace(1) %419, align 16
  br label %421

421: ; preds = %417, %413
  %422 = phi <4 x float> [ %420, %417 ], [ zeroinitializer, %413 ]
  %423 = and i1 %75, %398
  %424 = and i1 %396, %423
  br i1 %424, label %425, label %429

425: ; preds = %421
  %426 = sext i32 %397 to i64
  %427 = getelementptr float, ptr addrspace(1) %74, i64 %426
  %428 = load <4 x float>, ptr addrspace(1) %427, align 16
  br label %429

429: ; preds = %425, %421
  %430 = phi <4 x float> [ %428, %425 ], [ zeroinitializer, %421 ]
  %431 = add i32 %395, %85
  %432 = icmp slt i32 %431, %5
  %433 = and i1 %89, %432
  %434 = and i1 %396, %433
  br i1 %434, label %435, label %439

435: ; preds = %429
  %436 = mul i32 %431, %8
  %437 = sext i32 %436 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %437
  %438 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %439

439: ; preds = %435, %429
  %440 = phi <4 x float> [ %438, %435 ], [ zeroinitializer, %429 ]
  %441 = add i32 %395, %102
  %442 = icmp slt i32 %441, %5
  %443 = and i1 %89, %442
  %444 = and i1 %396, %443
  br i1 %444, label %445, label %449

445: ; preds = %439
  %446 = mul i32 %441, %8
  %447 = sext i32 %446 to i64
  %gep76 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %447
  %448 = load <4 x float>, ptr addrspace(1) %gep76, align 16
  br label %449

449: ; preds = %445, %439
  %450 = phi <4 x float> [ %448, %445 ], [ zeroinitializer, %439 ]
  %451 = add i32 %395, %116
  %452 = icmp slt i32 %451, %5
  %453 = and i1 %89, %452
  %454 = and i1 %396, %453
  br i1 %454, label %455, label %459

455: ; preds = %449
  %456 = mul i32 %451, %8
  %457 = sext i32 %456 to i64
  %gep78 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %457
  %458 = load <4 x float>, ptr addrspace(1) %gep78, align 16
  br label %459

459: ; preds = %455, %449
  %460 = phi <4 x float> [ %458, %455 ], [ zeroinitializer, %449 ]
  %461 = add i32 %395, %130
  %462 = icmp slt i32 %461, %5
  %463 = and i1 %89, %462
  %464 = and i1 %396, %463
  br i1 %464, label %465, label %469

465: ; preds = %459
  %466 = mul i32 %461, %8
  %467 = sext i32 %466 to i64
  %gep80 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %467
  %468 = load <4 x float>, ptr addrspace(1) %gep80, align 16
  br label %469

469: ; preds = %465, %459
  %470 = phi <4 x float> [ %468, %465 ], [ zeroinitializer, %459 ]
  store <4 x float> %387, ptr addrspace(3) %146, align 16
  store <4 x float> %388, ptr addrspace(3) %150, align 16
  store <4 x float> %389, ptr addrspace(3) %154, align 16
  store <4 x float> %390, ptr addrspace(3) %158, align 16
  store <4 x float> %391, ptr addrspace(3) %162, align 16
  store <4 x float> %392, ptr addrspace(3) %166, align 16
  store <4 x float> %393, ptr addrspace(3) %170, align 16
  store <4 x float> %394, ptr addrspace(3) %174, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %385, ptr addrspace(3) %176, align 16
  store float %384, ptr addrspace(3) %178, align 4
  store float %383, ptr addrspace(3) %180, align 8
  store float %382, ptr addrspace(3) %182, align 4
  store float %381, ptr addrspace(3) %186, align 16
  store float %380, ptr addrspace(3) %188, align 4
  store float %379, ptr addrspace(3) %190, align 8
  store float %378, ptr addrspace(3) %192, align 4
  store float %377, ptr addrspace(3) %196, align 16
  store float %376, ptr addrspace(3) %198, align 4
  store float %375, ptr addrspace(3) %200, align 8
  store float %374, ptr addrspace(3) %202, align 4
  store float %373, ptr addrspace(3) %206, align 16
  store float %372, ptr addrspace(3) %208, align 4
  store float %371, ptr addrspace(3) %210, align 8
  store float %370, ptr addrspace(3) %212, align 4
  store float %369, ptr addrspace(3) %218, align 16
  store float %368, ptr addrspace(3) %220, align 4
  store float %367, ptr addrspace(3) %222, align 8
  store float %366, ptr addrspace(3) %224, align 4
  store float %365, ptr addrspace(3) %230, align 16
  store float %364, ptr addrspace(3) %232, align 4
  store float %363, ptr addrspace(3) %234, align 8
  store float %362, ptr addrspace(3) %236, align 4
  store float %361, ptr addrspace(3) %242, align 16
  store float %360, ptr addrspace(3) %244, align 4
  store float %359, ptr addrspace(3) %246, align 8
  store float %358, ptr addrspace(3) %248, align 4
  store float %357, ptr addrspace(3) %254, align 16
  store float %356, ptr addrspace(3) %256, align 4
  store float %355, ptr addrspace(3) %258, align 8
  store float %354, ptr addrspace(3) %260, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %471

471: ; preds = %469, %657
  %472 = phi i64 [ 0, %469 ], [ %658, %657 ]
  %473 = shl nuw nsw i64 %472, 2
  %474 = add nuw nsw i64 %473, %261
  %475 = icmp ult i64 %474, 16
  br i1 %475, label %476, label %657

476: ; preds = %471
  %477 = shl nuw nsw i64 %474, 2
  %478 = and i64 %477, 48
  %479 = or i64 %478, %274
  %480 = shl nuw nsw i64 %479, 6
  %481 = or i64 %480, %286
  %482 = trunc i64 %481 to i32
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %482
  %484 = load i32, ptr addrspace(3) %483, align 4
  %485 = or i64 %480, %287
  %486 = trunc i64 %485 to i32
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %486
  %488 = load i32, ptr addrspace(3) %487, align 4
  %489 = or i64 %480, 256
  %490 = or i64 %489, %286
  %491 = trunc i64 %490 to i32
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %491
  %493 = load i32, ptr addrspace(3) %492, align 4
  %494 = or i64 %489, %287
  %495 = trunc i64 %494 to i32
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %495
  %497 = load i32, ptr addrspace(3) %496, align 4
  %498 = or i64 %480, 512
  %499 = or i64 %498, %286
  %500 = trunc i64 %499 to i32
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %500
  %502 = load i32, ptr addrspace(3) %501, align 4
  %503 = or i64 %498, %287
  %504 = trunc i64 %503 to i32
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %504
  %506 = load i32, ptr addrspace(3) %505, align 4
  %507 = or i64 %480, 768
  %508 = or i64 %507, %286
  %509 = trunc i64 %508 to i32
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %509
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = or i64 %507, %287
  %513 = trunc i64 %512 to i32
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %513
  %515 = load i32, ptr addrspace(3) %514, align 4
  %516 = insertelement <8 x i32> poison, i32 %484, i64 0
  %517 = insertelement <8 x i32> %516, i32 %488, i64 1
  %518 = insertelement <8 x i32> %517, i32 %493, i64 2
  %519 = insertelement <8 x i32> %518, i32 %497, i64 3
  %520 = insertelement <8 x i32> %519, i32 %502, i64 4
  %521 = insertelement <8 x i32> %520, i32 %506, i64 5
  %522 = insertelement <8 x i32> %521, i32 %511, i64 6
  %523 = insertelement <8 x i32> %522, i32 %515, i64 7
  %524 = or i64 %478, %272
  %525 = mul nuw nsw i64 %524, 40
  %526 = add nuw nsw i64 %525, 320
  %527 = or i64 %262, %525
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) @global_smem, i32 %528
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = or i64 %290, %525
  %532 = trunc i64 %531 to i32
  %533 = getelementptr float, ptr addrspace(3) @global_smem, i32 %532
  %534 = load i32, ptr addrspace(3) %533, align 4
  %535 = add nuw nsw i64 %291, %525
  %536 = trunc i64 %535 to i32
  %537 = getelementptr float, ptr addrspace(3) @global_smem, i32 %536
  %538 = load i32, ptr addrspace(3) %537, align 4
  %539 = add nuw nsw i64 %292, %525
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) @global_smem, i32 %540
  %542 = load i32, ptr addrspace(3) %541, align 4
  %543 = or i64 %262, %526
  %544 = trunc i64 %543 to i32
  %545 = getelementptr float, ptr addrspace(3) @global_smem, i32 %544
  %546 = load i32, ptr addrspace(3) %545, align 4
  %547 = or i64 %290, %526
  %548 = trunc i64 %547 to i32
  %549 = getelementptr float, ptr addrspace(3) @global_smem, i32 %548
  %550 = load i32, ptr addrspace(3) %549, align 4
  %551 = add nuw nsw i64 %291, %526
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) @global_smem, i32 %552
  %554 = load i32, ptr addrspace(3) %553, align 4
  %555 = add nuw nsw i64 %292, %526
  %556 = trunc i64 %555 to i32
  %557 = getelementptr float, ptr addrspace(3) @global_smem, i32 %556
  %558 = load i32, ptr addrspace(3) %557, align 4
  %559 = insertelement <8 x i32> poison, i32 %530, i64 0
  %560 = insertelement <8 x i32> %559, i32 %534, i64 1
  %561 = insertelement <8 x i32> %560, i32 %538, i64 2
  %562 = insertelement <8 x i32> %561, i32 %542, i64 3
  %563 = insertelement <8 x i32> %562, i32 %546, i64 4
  %564 = insertelement <8 x i32> %563, i32 %550, i64 5
  %565 = insertelement <8 x i32> %564, i32 %554, i64 6
  %566 = insertelement <8 x i32> %565, i32 %558, i64 7
  %567 = load i32, ptr addrspace(3) %296, align 4
  %568 = load i32, ptr addrspace(3) %300, align 4
  %569 = load i32, ptr addrspace(3) %304, align 4
  %570 = load i32, ptr addrspace(3) %308, align 4
  %571 = load i32, ptr addrspace(3) %311, align 4
  %572 = load i32, ptr addrspace(3) %314, align 4
  %573 = load i32, ptr addrspace(3) %317, align 4
  %574 = load i32, ptr addrspace(3) %320, align 4
  %575 = insertelement <8 x i32> poison, i32 %567, i64 0
  %576 = insertelement <8 x i32> %575, i32 %568, i64 1
  %577 = insertelement <8 x i32> %576, i32 %569, i64 2
  %578 = insertelement <8 x i32> %577, i32 %570, i64 3
  %579 = insertelement <8 x i32> %578, i32 %571, i64 4
  %580 = insertelement <8 x i32> %579, i32 %572, i64 5
  %581 = insertelement <8 x i32> %580, i32 %573, i64 6
  %582 = insertelement <8 x i32> %581, i32 %574, i64 7
  %583 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %566, <8 x i32> %582, <8 x i32> %523, i32 1, i32 1, i32 1)
  %584 = add nuw nsw i64 %321, %525
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) @global_smem, i32 %585
  %587 = load i32, ptr addrspace(3) %586, align 4
  %588 = add nuw nsw i64 %322, %525
  %589 = trunc i64 %588 to i32
  %590 = getelementptr float, ptr addrspace(3) @global_smem, i32 %589
  %591 = load i32, ptr addrspace(3) %590, align 4
  %592 = add nuw nsw i64 %323, %525
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) @global_smem, i32 %593
  %595 = load i32, ptr addrspace(3) %594, align 4
  %596 = add nuw nsw i64 %324, %525
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) @global_smem, i32 %597
  %599 = load i32, ptr addrspace(3) %598, align 4
  %600 = add nuw nsw i64 %321, %526
  %601 = trunc i64 %600 to i32
  %602 = getelementptr float, ptr addrspace(3) @global_smem, i32 %601
  %603 = load i32, ptr addrspace(3) %602, align 4
  %604 = add nuw nsw i64 %322, %526
  %605 = trunc i64 %604 to i32
  %606 = getelementptr float, ptr addrspace(3) @global_smem, i32 %605
  %607 = load i32, ptr addrspace(3) %606, align 4
  %608 = add nuw nsw i64 %323, %526
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) @global_smem, i32 %609
  %611 = load i32, ptr addrspace(3) %610, align 4
  %612 = add nuw nsw i64 %324, %526
  %613 = trunc i64 %612 to i32
  %614 = getelementptr float, ptr addrspace(3) @global_smem, i32 %613
  %615 = load i32, ptr addrspace(3) %614, align 4
  %616 = insertelement <8 x i32> poison, i32 %587, i64 0
  %617 = insertelement <8 x i32> %616, i32 %591, i64 1
  %618 = insertelement <8 x i32> %617, i32 %595, i64 2
  %619 = insertelement <8 x i32> %618, i32 %599, i64 3
  %620 = insertelement <8 x i32> %619, i32 %603, i64 4
  %621 = insertelement <8 x i32> %620, i32 %607, i64 5
  %622 = insertelement <8 x i32> %621, i32 %611, i64 6
  %623 = insertelement <8 x i32> %622, i32 %615, i64 7
  %624 = load i32, ptr addrspace(3) %328, align 4
  %625 = load i32, ptr addrspace(3) %332, align 4
  %626 = load i32, ptr addrspace(3) %336, align 4
  %627 = load i32, ptr addrspace(3) %340, align 4
  %628 = load i32, ptr addrspace(3) %343, align 4
  %629 = load i32, ptr addrspace(3) %346, align 4
  %630 = load i32, ptr addrspace(3) %349, align 4
  %631 = load i32, ptr addrspace(3) %352, align 4
  %632 = insertelement <8 x i32> poison, i32 %624, i64 0
  %633 = insertelement <8 x i32> %632, i32 %625, i64 1
  %634 = insertelement <8 x i32> %633, i32 %626, i64 2
  %635 = insertelement <8 x i32> %634, i32 %627, i64 3
  %636 = insertelement <8 x i32> %635, i32 %628, i64 4
  %637 = insertelement <8 x i32> %636, i32 %629, i64 5
  %638 = insertelement <8 x i32> %637, i32 %630, i64 6
  %639 = insertelement <8 x i32> %638, i32 %631, i64 7
  %640 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %623, <8 x i32> %639, <8 x i32> %583, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %640 to <8 x float>
  %641 = extractelement <8 x float> %bc, i64 0
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %482
  store float %641, ptr addrspace(3) %642, align 4
  %643 = extractelement <8 x float> %bc, i64 1
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %486
  store float %643, ptr addrspace(3) %644, align 4
  %645 = extractelement <8 x float> %bc, i64 2
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %491
  store float %645, ptr addrspace(3) %646, align 4
  %647 = extractelement <8 x float> %bc, i64 3
  %648 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %495
  store float %647, ptr addrspace(3) %648, align 4
  %649 = extractelement <8 x float> %bc, i64 4
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %500
  store float %649, ptr addrspace(3) %650, align 4
  %651 = extractelement <8 x float> %bc, i64 5
  %652 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %504
  store float %651, ptr addrspace(3) %652, align 4
  %653 = extractelement <8 x float> %bc, i64 6
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %509
  store float %653, ptr addrspace(3) %654, align 4
  %655 = extractelement <8 x float> %bc, i64 7
  %656 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %513
  store float %655, ptr addrspace(3) %656, align 4
  br label %657

657: ; preds = %476, %471
  %658 = add nuw nsw i64 %472, 1
  %659 = icmp ult i64 %472, 3
  br i1 %659, label %471, label %660

660: ; preds = %657
  tail call void @llvm.musa.syncthreads.lm()
  %661 = load <4 x float>, ptr addrspace(3) %275, align 16
  %662 = load <4 x float>, ptr addrspace(3) %276, align 16
  %663 = load <4 x float>, ptr addrspace(3) %277, align 16
  %664 = load <4 x float>, ptr addrspace(3) %278, align 16
  %665 = load <4 x float>, ptr addrspace(3) %279, align 16
  %666 = load <4 x float>, ptr addrspace(3) %280, align 16
  %667 = load <4 x float>, ptr addrspace(3) %281, align 16
  %668 = load <4 x float>, ptr addrspace(3) %282, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %669 = extractelement <4 x float> %668, i64 0
  %670 = extractelement <4 x float> %668, i64 1
  %671 = extractelement <4 x float> %668, i64 2
  %672 = extractelement <4 x float> %668, i64 3
  %673 = extractelement <4 x float> %667, i64 0
  %674 = extractelement <4 x float> %667, i64 1
  %675 = extractelement <4 x float> %667, i64 2
  %676 = extractelement <4 x float> %667, i64 3
  %677 = extractelement <4 x float> %666, i64 0
  %678 = extractelement <4 x float> %666, i64 1
  %679 = extractelement <4 x float> %666, i64 2
  %680 = extractelement <4 x float> %666, i64 3
  %681 = extractelement <4 x float> %665, i64 0
  %682 = extractelement <4 x float> %665, i64 1
  %683 = extractelement <4 x float> %665, i64 2
  %684 = extractelement <4 x float> %665, i64 3
  %685 = extractelement <4 x float> %664, i64 0
  %686 = extractelement <4 x float> %664, i64 1
  %687 = extractelement <4 x float> %664, i64 2
  %688 = extractelement <4 x float> %664, i64 3
  %689 = extractelement <4 x float> %663, i64 0
  %690 = extractelement <4 x float> %663, i64 1
  %691 = extractelement <4 x float> %663, i64 2
  %692 = extractelement <4 x float> %663, i64 3
  %693 = extractelement <4 x float> %662, i64 0
  %694 = extractelement <4 x float> %662, i64 1
  %695 = extractelement <4 x float> %662, i64 2
  %696 = extractelement <4 x float> %662, i64 3
  %697 = extractelement <4 x float> %661, i64 0
  %698 = extractelement <4 x float> %661, i64 1
  %699 = extractelement <4 x float> %661, i64 2
  %700 = extractelement <4 x float> %661, i64 3
  br i1 %396, label %353, label %._crit_edge

._crit_edge: ; preds = %660, %141
  %701 = phi <4 x float> [ zeroinitializer, %141 ], [ %668, %660 ]
  %702 = phi <4 x float> [ zeroinitializer, %141 ], [ %667, %660 ]
  %703 = phi <4 x float> [ zeroinitializer, %141 ], [ %666, %660 ]
  %704 = phi <4 x float> [ zeroinitializer, %141 ], [ %665, %660 ]
  %705 = phi <4 x float> [ zeroinitializer, %141 ], [ %664, %660 ]
  %706 = phi <4 x float> [ zeroinitializer, %141 ], [ %663, %660 ]
  %707 = phi <4 x float> [ zeroinitializer, %141 ], [ %662, %660 ]
  %708 = phi <4 x float> [ zeroinitializer, %141 ], [ %661, %660 ]
  %709 = add i32 %17, %85
  %710 = icmp slt i32 %709, %3
  %711 = and i1 %710, %89
  br i1 %711, label %712, label %718

712: ; preds = %._crit_edge
  %713 = mul i32 %709, %10
  %714 = sext i32 %713 to i64
  %715 = getelementptr float, ptr addrspace(1) %2, i64 %714
  %716 = sext i32 %87 to i64
  %717 = getelementptr float, ptr addrspace(1) %715, i64 %716
  store <4 x float> %708, ptr addrspace(1) %717, align 16
  br label %718

718: ; preds = %712, %._crit_edge
  %719 = add i32 %17, %102
  %720 = icmp slt i32 %719, %3
  %721 = and i1 %89, %720
  br i1 %721, label %722, label %728

722: ; preds = %718
  %723 = mul i32 %719, %10
  %724 = sext i32 %723 to i64
  %725 = getelementptr float, ptr addrspace(1) %2, i64 %724
  %726 = sext i32 %87 to i64
  %727 = getelementptr float, ptr addrspace(1) %725, i64 %726
  store <4 x float> %707, ptr addrspace(1) %727, align 16
  br label %728

728: ; preds = %722, %718
  %729 = add i32 %17, %116
  %730 = icmp slt i32 %729, %3
  %731 = and i1 %89, %730
  br i1 %731, label %732, label %738

732: ; preds = %728
  %733 = mul i32 %729, %10
  %734 = sext i32 %733 to i64
  %735 = getelementptr float, ptr addrspace(1) %2, i64 %734
  %736 = sext i32 %87 to i64
  %737 = getelementptr float, ptr addrspace(1) %735, i64 %736
  store <4 x float> %706, ptr addrspace(1) %737, align 16
  br label %738

738: ; preds = %732, %728
  %739 = add i32 %17, %130
  %740 = icmp slt i32 %739, %3
  %741 = and i1 %89, %740
  br i1 %741, label %742, label %748

742: ; preds = %738
  %743 = mul i32 %739, %10
  %744 = sext i32 %743 to i64
  %745 = getelementptr float, ptr addrspace(1) %2, i64 %744
  %746 = sext i32 %87 to i64
  %747 = getelementptr float, ptr addrspace(1) %745, i64 %746
  store <4 x float> %705, ptr addrspace(1) %747, align 16
  br label %748

748: ; preds = %742, %738
  %749 = trunc i64 %214 to i32
  %750 = add i32 %17, %749
  %751 = icmp slt i32 %750, %3
  %752 = and i1 %89, %751
  br i1 %752, label %753, label %759

753: ; preds = %748
  %754 = mul i32 %750, %10
  %755 = sext i32 %754 to i64
  %756 = getelementptr float, ptr addrspace(1) %2, i64 %755
  %757 = sext i32 %87 to i64
  %758 = getelementptr float, ptr addrspace(1) %756, i64 %757
  store <4 x float> %704, ptr addrspace(1) %758, align 16
  br label %759

759: ; preds = %753, %748
  %760 = trunc i64 %226 to i32
  %761 = add i32 %17, %760
  %762 = icmp slt i32 %761, %3
  %763 = and i1 %89, %762
  br i1 %763, label %764, label %770

764: ; preds = %759
  %765 = mul i32 %761, %10
  %766 = sext i32 %765 to i64
  %767 = getelementptr float, ptr addrspace(1) %2, i64 %766
  %768 = sext i32 %87 to i64
  %769 = getelementptr float, ptr addrspace(1) %767, i64 %768
  store <4 x float> %703, ptr addrspace(1) %769, align 16
  br label %770

770: ; preds = %764, %759
  %771 = trunc i64 %238 to i32
  %772 = add i32 %17, %771
  %773 = icmp slt i32 %772, %3
  %774 = and i1 %89, %773
  br i1 %774, label %775, label %781

775: ; preds = %770
  %776 = mul i32 %772, %10
  %777 = sext i32 %776 to i64
  %778 = getelementptr float, ptr addrspace(1) %2, i64 %777
  %779 = sext i32 %87 to i64
  %780 = getelementptr float, ptr addrspace(1) %778, i64 %779
  store <4 x float> %702, ptr addrspace(1) %780, align 16
  br label %781

781: ; preds = %775, %770
  %782 = trunc i64 %250 to i32
  %783 = add i32 %17, %782
  %784 = icmp slt i32 %783, %3
  %785 = and i1 %89, %784
  br i1 %785, label %786, label %792

786: ; preds = %781
  %787 = mul i32 %783, %10
  %788 = sext i32 %787 to i64
  %789 = getelementptr float, ptr addrspace(1) %2, i64 %788
  %790 = sext i32 %87 to i64
  %791 = getelementptr float, ptr addrspace(1) %789, i64 %790
  store <4 x float> %701, ptr addrspace(1) %791, align 16
  br label %792

792: ; preds = %786, %781
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
