; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

declare <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32>, <4 x i32>, <8 x i32>, i32, i32, i32)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 3
  %20 = and i64 %19, 24
  %21 = lshr i64 %19, 5
  %22 = trunc i64 %21 to i32
  %23 = add i32 %17, %22
  %24 = mul i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr i8, ptr addrspace(1) %0, i64 %25
  %27 = trunc i64 %20 to i32
  %28 = icmp slt i32 %23, %3
  %29 = mul i64 %21, 40
  %30 = add i64 %29, %20
  %31 = trunc i64 %30 to i32
  %32 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %31
  %33 = add nsw i64 %19, 1024
  %34 = lshr i64 %33, 5
  %35 = trunc i64 %34 to i32
  %36 = add i32 %17, %35
  %37 = mul i32 %36, %6
  %38 = sext i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(1) %0, i64 %38
  %40 = icmp slt i32 %36, %3
  %41 = mul i64 %34, 40
  %42 = add i64 %41, %20
  %43 = trunc i64 %42 to i32
  %44 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %43
  %45 = and i64 %19, 56
  %46 = lshr i64 %19, 6
  %47 = trunc i64 %46 to i32
  %48 = trunc i64 %45 to i32
  %49 = or i32 %18, %48
  %50 = icmp slt i32 %49, %4
  %51 = mul i64 %46, 72
  %52 = add i64 %51, %45
  %53 = trunc i64 %52 to i32
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %53
  %55 = lshr i64 %33, 6
  %56 = trunc i64 %55 to i32
  %57 = mul i64 %55, 72
  %58 = add i64 %57, %45
  %59 = trunc i64 %58 to i32
  %60 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %59
  %61 = lshr i64 %14, 5
  %62 = and i64 %14, 3
  %63 = lshr i64 %14, 2
  %64 = and i64 %63, 1
  %65 = lshr i64 %14, 3
  %66 = and i64 %65, 1
  %67 = shl nuw nsw i64 %66, 1
  %68 = lshr i64 %14, 4
  %69 = and i64 %68, 1
  %70 = shl nuw nsw i64 %69, 2
  %71 = or i64 %67, %70
  %72 = or i64 %71, %64
  %73 = shl nuw nsw i64 %69, 1
  %74 = or i64 %73, %66
  %75 = shl nsw i64 %14, 4
  %76 = and i64 %75, 48
  %77 = lshr i64 %75, 6
  %78 = or i64 %76, 4
  %79 = or i64 %76, 8
  %80 = or i64 %76, 12
  %81 = and i64 %75, -64
  %82 = trunc i64 %75 to i32
  %83 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %82
  %84 = or i64 %78, %81
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %85
  %87 = or i32 %82, 5
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %87
  %89 = or i32 %82, 6
  %90 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %89
  %91 = or i64 %79, %81
  %92 = trunc i64 %91 to i32
  %93 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %92
  %94 = or i32 %82, 9
  %95 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %94
  %96 = or i32 %82, 10
  %97 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %96
  %98 = or i64 %80, %81
  %99 = trunc i64 %98 to i32
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %99
  %101 = or i32 %82, 13
  %102 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %101
  %103 = or i32 %82, 14
  %104 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %103
  %105 = add nsw i64 %75, 2048
  %106 = lshr i64 %105, 6
  %107 = and i64 %105, -64
  %108 = or i64 %107, %76
  %109 = trunc i64 %108 to i32
  %110 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %109
  %111 = or i64 %78, %107
  %112 = trunc i64 %111 to i32
  %113 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %112
  %114 = or i64 %79, %107
  %115 = trunc i64 %114 to i32
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %115
  %117 = or i64 %80, %107
  %118 = trunc i64 %117 to i32
  %119 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %118
  %120 = icmp sgt i32 %5, 0
  br i1 %120, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %urem = and i64 %14, 7
  %121 = sext i32 %49 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %121
  %122 = shl nuw nsw i64 %61, 4
  %123 = and i64 %122, 48
  %124 = or i64 %62, 4
  %125 = or i64 %62, 8
  %126 = or i64 %62, 12
  %127 = or i64 %62, 16
  %128 = or i64 %62, 20
  %129 = or i64 %62, 24
  %130 = or i64 %62, 28
  %131 = or i64 %72, %123
  %132 = mul nuw nsw i64 %62, 72
  %133 = add nuw nsw i64 %131, %132
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %134
  %136 = mul nuw nsw i64 %124, 72
  %137 = add nuw nsw i64 %131, %136
  %138 = trunc i64 %137 to i32
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %138
  %140 = mul nuw nsw i64 %125, 72
  %141 = add nuw nsw i64 %131, %140
  %142 = trunc i64 %141 to i32
  %143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %142
  %144 = mul nuw nsw i64 %126, 72
  %145 = add nuw nsw i64 %131, %144
  %146 = trunc i64 %145 to i32
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %146
  %148 = mul nuw nsw i64 %127, 72
  %149 = add nuw nsw i64 %131, %148
  %150 = trunc i64 %149 to i32
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %150
  %152 = mul nuw nsw i64 %128, 72
  %153 = add nuw nsw i64 %131, %152
  %154 = trunc i64 %153 to i32
  %155 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %154
  %156 = mul nuw nsw i64 %129, 72
  %157 = add nuw nsw i64 %131, %156
  %158 = trunc i64 %157 to i32
  %159 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %158
  %160 = mul nuw nsw i64 %130, 72
  %161 = add nuw nsw i64 %131, %160
  %162 = trunc i64 %161 to i32
  %163 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %162
  %164 = or i64 %131, 8
  %165 = add nuw nsw i64 %164, %132
  %166 = trunc i64 %165 to i32
  %167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %166
  %168 = add nuw nsw i64 %164, %136
  %169 = trunc i64 %168 to i32
  %170 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %169
  %171 = add nuw nsw i64 %164, %140
  %172 = trunc i64 %171 to i32
  %173 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %172
  %174 = add nuw nsw i64 %164, %144
  %175 = trunc i64 %174 to i32
  %176 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %175
  %177 = add nuw nsw i64 %164, %148
  %178 = trunc i64 %177 to i32
  %179 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %178
  %180 = add nuw nsw i64 %164, %152
  %181 = trunc i64 %180 to i32
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %181
  %183 = add nuw nsw i64 %164, %156
  %184 = trunc i64 %183 to i32
  %185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %184
  %186 = add nuw nsw i64 %164, %160
  %187 = trunc i64 %186 to i32
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %187
  %189 = or i64 %123, %urem
  %190 = or i64 %189, 8
  br label %191

191: ; preds = %.lr.ph, %415
  %192 = phi i32 [ 0, %.lr.ph ], [ %458, %415 ]
  %193 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %457, %415 ]
  %194 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %454, %415 ]
  %195 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %451, %415 ]
  %196 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %448, %415 ]
  %197 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %445, %415 ]
  %198 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %436, %415 ]
  %199 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %427, %415 ]
  %200 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %418, %415 ]
  %201 = or i32 %192, %27
  %202 = icmp slt i32 %201, %5
  %203 = and i1 %28, %202
  br i1 %203, label %204, label %208

204: ; preds = %191
  %205 = sext i32 %201 to i64
  %206 = getelementptr i8, ptr addrspace(1) %26, i64 %205
  %207 = load <8 x i8>, ptr addrspace(1) %206, align 8
  br label %208

208: ; preds = %204, %191
  %209 = phi <8 x i8> [ %207, %204 ], [ zeroinitializer, %191 ]
  store <8 x i8> %209, ptr addrspace(3) %32, align 8
  %210 = and i1 %40, %202
  br i1 %210, label %211, label %215

211: ; preds = %208
  %212 = sext i32 %201 to i64
  %213 = getelementptr i8, ptr addrspace(1) %39, i64 %212
  %214 = load <8 x i8>, ptr addrspace(1) %213, align 8
  br label %215

215: ; preds = %211, %208
  %216 = phi <8 x i8> [ %214, %211 ], [ zeroinitializer, %208 ]
  store <8 x i8> %216, ptr addrspace(3) %44, align 8
  %217 = add i32 %192, %47
  %218 = icmp slt i32 %217, %5
  %219 = and i1 %50, %218
  br i1 %219, label %220, label %224

220: ; preds = %215
  %221 = mul i32 %217, %8
  %222 = sext i32 %221 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %222
  %223 = load <8 x i8>, ptr addrspace(1) %gep, align 8
  br label %224

224: ; preds = %220, %215
  %225 = phi <8 x i8> [ %223, %220 ], [ zeroinitializer, %215 ]
  store <8 x i8> %225, ptr addrspace(3) %54, align 8
  %226 = add i32 %192, %56
  %227 = icmp slt i32 %226, %5
  %228 = and i1 %50, %227
  br i1 %228, label %229, label %233

229: ; preds = %224
  %230 = mul i32 %226, %8
  %231 = sext i32 %230 to i64
  %gep67 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %231
  %232 = load <8 x i8>, ptr addrspace(1) %gep67, align 8
  br label %233

233: ; preds = %229, %224
  %234 = phi <8 x i8> [ %232, %229 ], [ zeroinitializer, %224 ]
  store <8 x i8> %234, ptr addrspace(3) %60, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br label %235

235: ; preds = %233, %412
  %236 = phi i64 [ 0, %233 ], [ %413, %412 ]
  %237 = shl nuw nsw i64 %236, 2
  %238 = add nuw nsw i64 %237, %61
  %239 = icmp ult i64 %238, 16
  br i1 %239, label %240, label %412

240: ; preds = %235
  %241 = shl nuw nsw i64 %238, 2
  %242 = and i64 %241, 48
  %243 = or i64 %242, %72
  %244 = mul nuw nsw i64 %243, 40
  %245 = or i64 %244, %62
  %246 = trunc i64 %245 to i32
  %247 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %246
  %248 = load i8, ptr addrspace(3) %247, align 1
  %249 = or i64 %244, %124
  %250 = trunc i64 %249 to i32
  %251 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = load i8, ptr addrspace(3) %251, align 1
  %253 = add nuw nsw i64 %244, %125
  %254 = trunc i64 %253 to i32
  %255 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %254
  %256 = load i8, ptr addrspace(3) %255, align 1
  %257 = add nuw nsw i64 %244, %126
  %258 = trunc i64 %257 to i32
  %259 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %258
  %260 = load i8, ptr addrspace(3) %259, align 1
  %261 = add nuw nsw i64 %244, %127
  %262 = trunc i64 %261 to i32
  %263 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %262
  %264 = load i8, ptr addrspace(3) %263, align 1
  %265 = add nuw nsw i64 %244, %128
  %266 = trunc i64 %265 to i32
  %267 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %266
  %268 = load i8, ptr addrspace(3) %267, align 1
  %269 = add nuw nsw i64 %244, %129
  %270 = trunc i64 %269 to i32
  %271 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %270
  %272 = load i8, ptr addrspace(3) %271, align 1
  %273 = add nuw nsw i64 %244, %130
  %274 = trunc i64 %273 to i32
  %275 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %274
  %276 = load i8, ptr addrspace(3) %275, align 1
  %277 = add nuw nsw i64 %244, 320
  %278 = or i64 %277, %62
  %279 = trunc i64 %278 to i32
  %280 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %279
  %281 = load i8, ptr addrspace(3) %280, align 1
  %282 = or i64 %277, %124
  %283 = trunc i64 %282 to i32
  %284 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %283
  %285 = load i8, ptr addrspace(3) %284, align 1
  %286 = add nuw nsw i64 %277, %125
  %287 = trunc i64 %286 to i32
  %288 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %287
  %289 = load i8, ptr addrspace(3) %288, align 1
  %290 = add nuw nsw i64 %277, %126
  %291 = trunc i64 %290 to i32
  %292 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %291
  %293 = load i8, ptr addrspace(3) %292, align 1
  %294 = add nuw nsw i64 %277, %127
  %295 = trunc i64 %294 to i32
  %296 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %295
  %297 = load i8, ptr addrspace(3) %296, align 1
  %298 = add nuw nsw i64 %277, %128
  %299 = trunc i64 %298 to i32
  %300 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %299
  %301 = load i8, ptr addrspace(3) %300, align 1
  %302 = add nuw nsw i64 %277, %129
  %303 = trunc i64 %302 to i32
  %304 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %303
  %305 = load i8, ptr addrspace(3) %304, align 1
  %306 = add nuw nsw i64 %277, %130
  %307 = trunc i64 %306 to i32
  %308 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %307
  %309 = load i8, ptr addrspace(3) %308, align 1
  %310 = insertelement <4 x i8> poison, i8 %248, i64 0
  %311 = insertelement <4 x i8> %310, i8 %252, i64 1
  %312 = insertelement <4 x i8> %311, i8 %256, i64 2
  %313 = insertelement <4 x i8> %312, i8 %260, i64 3
  %314 = bitcast <4 x i8> %313 to i32
  %315 = insertelement <4 x i8> poison, i8 %264, i64 0
  %316 = insertelement <4 x i8> %315, i8 %268, i64 1
  %317 = insertelement <4 x i8> %316, i8 %272, i64 2
  %318 = insertelement <4 x i8> %317, i8 %276, i64 3
  %319 = bitcast <4 x i8> %318 to i32
  %320 = insertelement <4 x i8> poison, i8 %281, i64 0
  %321 = insertelement <4 x i8> %320, i8 %285, i64 1
  %322 = insertelement <4 x i8> %321, i8 %289, i64 2
  %323 = insertelement <4 x i8> %322, i8 %293, i64 3
  %324 = bitcast <4 x i8> %323 to i32
  %325 = insertelement <4 x i8> poison, i8 %297, i64 0
  %326 = insertelement <4 x i8> %325, i8 %301, i64 1
  %327 = insertelement <4 x i8> %326, i8 %305, i64 2
  %328 = insertelement <4 x i8> %327, i8 %309, i64 3
  %329 = bitcast <4 x i8> %328 to i32
  %330 = insertelement <4 x i32> poison, i32 %314, i64 0
  %331 = insertelement <4 x i32> %330, i32 %319, i64 1
  %332 = insertelement <4 x i32> %331, i32 %324, i64 2
  %333 = insertelement <4 x i32> %332, i32 %329, i64 3
  %334 = load i8, ptr addrspace(3) %135, align 1
  %335 = load i8, ptr addrspace(3) %139, align 1
  %336 = load i8, ptr addrspace(3) %143, align 1
  %337 = load i8, ptr addrspace(3) %147, align 1
  %338 = load i8, ptr addrspace(3) %151, align 1
  %339 = load i8, ptr addrspace(3) %155, align 1
  %340 = load i8, ptr addrspace(3) %159, align 1
  %341 = load i8, ptr addrspace(3) %163, align 1
  %342 = load i8, ptr addrspace(3) %167, align 1
  %343 = load i8, ptr addrspace(3) %170, align 1
  %344 = load i8, ptr addrspace(3) %173, align 1
  %345 = load i8, ptr addrspace(3) %176, align 1
  %346 = load i8, ptr addrspace(3) %179, align 1
  %347 = load i8, ptr addrspace(3) %182, align 1
  %348 = load i8, ptr addrspace(3) %185, align 1
  %349 = load i8, ptr addrspace(3) %188, align 1
  %350 = insertelement <4 x i8> poison, i8 %334, i64 0
  %351 = insertelement <4 x i8> %350, i8 %335, i64 1
  %352 = insertelement <4 x i8> %351, i8 %336, i64 2
  %353 = insertelement <4 x i8> %352, i8 %337, i64 3
  %354 = bitcast <4 x i8> %353 to i32
  %355 = insertelement <4 x i8> poison, i8 %338, i64 0
  %356 = insertelement <4 x i8> %355, i8 %339, i64 1
  %357 = insertelement <4 x i8> %356, i8 %340, i64 2
  %358 = insertelement <4 x i8> %357, i8 %341, i64 3
  %359 = bitcast <4 x i8> %358 to i32
  %360 = insertelement <4 x i8> poison, i8 %342, i64 0
  %361 = insertelement <4 x i8> %360, i8 %343, i64 1
  %362 = insertelement <4 x i8> %361, i8 %344, i64 2
  %363 = insertelement <4 x i8> %362, i8 %345, i64 3
  %364 = bitcast <4 x i8> %363 to i32
  %365 = insertelement <4 x i8> poison, i8 %346, i64 0
  %366 = insertelement <4 x i8> %365, i8 %347, i64 1
  %367 = insertelement <4 x i8> %366, i8 %348, i64 2
  %368 = insertelement <4 x i8> %367, i8 %349, i64 3
  %369 = bitcast <4 x i8> %368 to i32
  %370 = insertelement <4 x i32> poison, i32 %354, i64 0
  %371 = insertelement <4 x i32> %370, i32 %359, i64 1
  %372 = insertelement <4 x i32> %371, i32 %364, i64 2
  %373 = insertelement <4 x i32> %372, i32 %369, i64 3
  %374 = tail call <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32> %333, <4 x i32> %373, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %375 = extractelement <8 x i32> %374, i64 0
  %376 = or i64 %242, %74
  %377 = shl nuw nsw i64 %376, 6
  %378 = or i64 %377, %189
  %379 = trunc i64 %378 to i32
  %380 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %379
  store i32 %375, ptr addrspace(3) %380, align 4
  %381 = extractelement <8 x i32> %374, i64 1
  %382 = or i64 %377, %190
  %383 = trunc i64 %382 to i32
  %384 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %383
  store i32 %381, ptr addrspace(3) %384, align 4
  %385 = extractelement <8 x i32> %374, i64 2
  %386 = or i64 %377, 256
  %387 = or i64 %386, %189
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %388
  store i32 %385, ptr addrspace(3) %389, align 4
  %390 = extractelement <8 x i32> %374, i64 3
  %391 = or i64 %386, %190
  %392 = trunc i64 %391 to i32
  %393 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %392
  store i32 %390, ptr addrspace(3) %393, align 4
  %394 = extractelement <8 x i32> %374, i64 4
  %395 = or i64 %377, 512
  %396 = or i64 %395, %189
  %397 = trunc i64 %396 to i32
  %398 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %397
  store i32 %394, ptr addrspace(3) %398, align 4
  %399 = extractelement <8 x i32> %374, i64 5
  %400 = or i64 %395, %190
  %401 = trunc i64 %400 to i32
  %402 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %401
  store i32 %399, ptr addrspace(3) %402, align 4
  %403 = extractelement <8 x i32> %374, i64 6
  %404 = or i64 %377, 768
  %405 = or i64 %404, %189
  %406 = trunc i64 %405 to i32
  %407 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %406
  store i32 %403, ptr addrspace(3) %407, align 4
  %408 = extractelement <8 x i32> %374, i64 7
  %409 = or i64 %404, %190
  %410 = trunc i64 %409 to i32
  %411 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4864), i32 %410
  store i32 %408, ptr addrspace(3) %411, align 4
  br label %412

412: ; preds = %240, %235
  %413 = add nuw nsw i64 %236, 1
  %414 = icmp ult i64 %236, 3
  br i1 %414, label %235, label %415

415: ; preds = %412
  tail call void @llvm.musa.syncthreads.lm()
  %416 = load <4 x i32>, ptr addrspace(3) %83, align 16
  %417 = sitofp <4 x i32> %416 to <4 x float>
  %418 = fadd contract <4 x float> %200, %417
  %419 = load i32, ptr addrspace(3) %86, align 16
  %420 = load i32, ptr addrspace(3) %88, align 4
  %421 = load <2 x i32>, ptr addrspace(3) %90, align 8
  %422 = insertelement <4 x i32> poison, i32 %419, i64 0
  %423 = insertelement <4 x i32> %422, i32 %420, i64 1
  %424 = shufflevector <2 x i32> %421, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %425 = shufflevector <4 x i32> %423, <4 x i32> %424, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %426 = sitofp <4 x i32> %425 to <4 x float>
  %427 = fadd contract <4 x float> %199, %426
  %428 = load i32, ptr addrspace(3) %93, align 16
  %429 = load i32, ptr addrspace(3) %95, align 4
  %430 = load <2 x i32>, ptr addrspace(3) %97, align 8
  %431 = insertelement <4 x i32> poison, i32 %428, i64 0
  %432 = insertelement <4 x i32> %431, i32 %429, i64 1
  %433 = shufflevector <2 x i32> %430, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %434 = shufflevector <4 x i32> %432, <4 x i32> %433, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %435 = sitofp <4 x i32> %434 to <4 x float>
  %436 = fadd contract <4 x float> %198, %435
  %437 = load i32, ptr addrspace(3) %100, align 16
  %438 = load i32, ptr addrspace(3) %102, align 4
  %439 = load <2 x i32>, ptr addrspace(3) %104, align 8
  %440 = insertelement <4 x i32> poison, i32 %437, i64 0
  %441 = insertelement <4 x i32> %440, i32 %438, i64 1
  %442 = shufflevector <2 x i32> %439, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %443 = shufflevector <4 x i32> %441, <4 x i32> %442, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %444 = sitofp <4 x i32> %443 to <4 x float>
  %445 = fadd contract <4 x float> %197, %444
  %446 = load <4 x i32>, ptr addrspace(3) %110, align 16
  %447 = sitofp <4 x i32> %446 to <4 x float>
  %448 = fadd contract <4 x float> %196, %447
  %449 = load <4 x i32>, ptr addrspace(3) %113, align 16
  %450 = sitofp <4 x i32> %449 to <4 x float>
  %451 = fadd contract <4 x float> %195, %450
  %452 = load <4 x i32>, ptr addrspace(3) %116, align 16
  %453 = sitofp <4 x i32> %452 to <4 x float>
  %454 = fadd contract <4 x float> %194, %453
  %455 = load <4 x i32>, ptr addrspace(3) %119, align 16
  %456 = sitofp <4 x i32> %455 to <4 x float>
  %457 = fadd contract <4 x float> %193, %456
  tail call void @llvm.musa.syncthreads.lm()
  %458 = add i32 %192, 32
  %459 = icmp slt i32 %458, %5
  br i1 %459, label %191, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %415
  %460 = fptosi <4 x float> %418 to <4 x i32>
  %461 = fptosi <4 x float> %427 to <4 x i32>
  %462 = fptosi <4 x float> %436 to <4 x i32>
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
  %476 = trunc i64 %77 to i32
  %477 = add i32 %17, %476
  %478 = mul i32 %477, %10
  %479 = sext i32 %478 to i64
  %480 = getelementptr i32, ptr addrspace(1) %2, i64 %479
  %481 = trunc i64 %76 to i32
  %482 = or i32 %18, %481
  %483 = icmp slt i32 %477, %3
  %484 = icmp slt i32 %482, %4
  %485 = and i1 %483, %484
  br i1 %485, label %486, label %489

486: ; preds = %._crit_edge
  %487 = sext i32 %482 to i64
  %488 = getelementptr i32, ptr addrspace(1) %480, i64 %487
  store <4 x i32> %475, ptr addrspace(1) %488, align 16
  br label %489

489: ; preds = %486, %._crit_edge
  %490 = trunc i64 %78 to i32
  %491 = or i32 %18, %490
  %492 = icmp slt i32 %491, %4
  %493 = and i1 %483, %492
  br i1 %493, label %494, label %497

494: ; preds = %489
  %495 = sext i32 %491 to i64
  %496 = getelementptr i32, ptr addrspace(1) %480, i64 %495
  store <4 x i32> %474, ptr addrspace(1) %496, align 16
  br label %497

497: ; preds = %494, %489
  %498 = trunc i64 %79 to i32
  %499 = or i32 %18, %498
  %500 = icmp slt i32 %499, %4
  %501 = and i1 %483, %500
  br i1 %501, label %502, label %505

502: ; preds = %497
  %503 = sext i32 %499 to i64
  %504 = getelementptr i32, ptr addrspace(1) %480, i64 %503
  store <4 x i32> %473, ptr addrspace(1) %504, align 16
  br label %505

505: ; preds = %502, %497
  %506 = trunc i64 %80 to i32
  %507 = or i32 %18, %506
  %508 = icmp slt i32 %507, %4
  %509 = and i1 %483, %508
  br i1 %509, label %510, label %513

510: ; preds = %505
  %511 = sext i32 %507 to i64
  %512 = getelementptr i32, ptr addrspace(1) %480, i64 %511
  store <4 x i32> %472, ptr addrspace(1) %512, align 16
  br label %513

513: ; preds = %510, %505
  %514 = trunc i64 %106 to i32
  %515 = add i32 %17, %514
  %516 = mul i32 %515, %10
  %517 = sext i32 %516 to i64
  %518 = getelementptr i32, ptr addrspace(1) %2, i64 %517
  %519 = icmp slt i32 %515, %3
  %520 = and i1 %484, %519
  br i1 %520, label %521, label %524

521: ; preds = %513
  %522 = sext i32 %482 to i64
  %523 = getelementptr i32, ptr addrspace(1) %518, i64 %522
  store <4 x i32> %471, ptr addrspace(1) %523, align 16
  br label %524

524: ; preds = %521, %513
  %525 = and i1 %519, %492
  br i1 %525, label %526, label %529

526: ; preds = %524
  %527 = sext i32 %491 to i64
  %528 = getelementptr i32, ptr addrspace(1) %518, i64 %527
  store <4 x i32> %470, ptr addrspace(1) %528, align 16
  br label %529

529: ; preds = %526, %524
  %530 = and i1 %519, %500
  br i1 %530, label %531, label %534

531: ; preds = %529
  %532 = sext i32 %499 to i64
  %533 = getelementptr i32, ptr addrspace(1) %518, i64 %532
  store <4 x i32> %469, ptr addrspace(1) %533, align 16
  br label %534

534: ; preds = %531, %529
  %535 = and i1 %519, %508
  br i1 %535, label %536, label %539

536: ; preds = %534
  %537 = sext i32 %507 to i64
  %538 = getelementptr i32, ptr addrspace(1) %518, i64 %537
  store <4 x i32> %468, ptr addrspace(1) %538, align 16
  br label %539

539: ; preds = %536, %534
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
