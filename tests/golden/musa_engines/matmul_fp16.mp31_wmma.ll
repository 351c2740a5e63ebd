; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 24
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr half, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr half, ptr addrspace(1) %27, i64 %21
  %35 = load <8 x half>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <8 x half> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nuw nsw i64 %22, 32
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr half, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr half, ptr addrspace(1) %43, i64 %21
  %49 = load <8 x half>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <8 x half> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = and i64 %20, 56
  %53 = lshr i64 %20, 6
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %52 to i32
  %56 = or i32 %18, %55
  %57 = icmp slt i32 %54, %5
  %58 = icmp slt i32 %56, %4
  %59 = and i1 %57, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %68

61: ; preds = %50
  %62 = mul i32 %54, %8
  %63 = sext i32 %62 to i64
  %64 = getelementptr half, ptr addrspace(1) %1, i64 %63
  %65 = sext i32 %56 to i64
  %66 = getelementptr half, ptr addrspace(1) %64, i64 %65
  %67 = load <8 x half>, ptr addrspace(1) %66, align 16
  br label %68

68: ; preds = %61, %50
  %69 = phi <8 x half> [ %67, %61 ], [ zeroinitializer, %50 ]
  %70 = add nuw nsw i64 %53, 16
  %71 = trunc i64 %70 to i32
  %72 = icmp slt i32 %71, %5
  %73 = and i1 %72, %58
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %82

75: ; preds = %68
  %76 = mul i32 %71, %8
  %77 = sext i32 %76 to i64
  %78 = getelementptr half, ptr addrspace(1) %1, i64 %77
  %79 = sext i32 %56 to i64
  %80 = getelementptr half, ptr addrspace(1) %78, i64 %79
  %81 = load <8 x half>, ptr addrspace(1) %80, align 16
  br label %82

82: ; preds = %75, %68
  %83 = phi <8 x half> [ %81, %75 ], [ zeroinitializer, %68 ]
  %84 = mul i64 %22, 40
  %85 = add i64 %84, %21
  %86 = trunc i64 %85 to i32
  %87 = getelementptr half, ptr addrspace(3) @global_smem, i32 %86
  %88 = mul i64 %38, 40
  %89 = add i64 %88, %21
  %90 = trunc i64 %89 to i32
  %91 = getelementptr half, ptr addrspace(3) @global_smem, i32 %90
  %92 = mul i64 %53, 72
  %93 = add i64 %92, %52
  %94 = trunc i64 %93 to i32
  %95 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %94
  %96 = mul i64 %70, 72
  %97 = add i64 %96, %52
  %98 = trunc i64 %97 to i32
  %99 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %98
  %100 = or i64 %52, 1
  %101 = or i64 %52, 2
  %102 = or i64 %52, 3
  %103 = or i64 %52, 4
  %104 = or i64 %52, 5
  %105 = or i64 %52, 6
  %106 = or i64 %52, 7
  %107 = and i64 %20, -64
  %108 = trunc i64 %20 to i32
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %108
  %110 = or i64 %100, %107
  %111 = trunc i64 %110 to i32
  %112 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %111
  %113 = or i64 %101, %107
  %114 = trunc i64 %113 to i32
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %114
  %116 = or i64 %102, %107
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %117
  %119 = or i64 %103, %107
  %120 = trunc i64 %119 to i32
  %121 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %120
  %122 = or i64 %104, %107
  %123 = trunc i64 %122 to i32
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %123
  %125 = or i64 %105, %107
  %126 = trunc i64 %125 to i32
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %126
  %128 = or i64 %106, %107
  %129 = trunc i64 %128 to i32
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %129
  %131 = shl i64 %70, 6
  %132 = or i64 %131, %52
  %133 = trunc i64 %132 to i32
  %134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %133
  %135 = or i64 %131, %100
  %136 = trunc i64 %135 to i32
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %136
  %138 = or i64 %131, %101
  %139 = trunc i64 %138 to i32
  %140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %139
  %141 = or i64 %131, %102
  %142 = trunc i64 %141 to i32
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %142
  %144 = or i64 %131, %103
  %145 = trunc i64 %144 to i32
  %146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %145
  %147 = or i64 %131, %104
  %148 = trunc i64 %147 to i32
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %148
  %150 = or i64 %131, %105
  %151 = trunc i64 %150 to i32
  %152 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %151
  %153 = or i64 %131, %106
  %154 = trunc i64 %153 to i32
  %155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %154
  %156 = add nuw nsw i64 %53, 32
  %157 = shl i64 %156, 6
  %158 = or i64 %157, %52
  %159 = trunc i64 %158 to i32
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %159
  %161 = or i64 %157, %100
  %162 = trunc i64 %161 to i32
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %162
  %164 = or i64 %157, %101
  %165 = trunc i64 %164 to i32
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %165
  %167 = or i64 %157, %102
  %168 = trunc i64 %167 to i32
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %168
  %170 = or i64 %157, %103
  %171 = trunc i64 %170 to i32
  %172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %171
  %173 = or i64 %157, %104
  %174 = trunc i64 %173 to i32
  %175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %174
  %176 = or i64 %157, %105
  %177 = trunc i64 %176 to i32
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %177
  %179 = or i64 %157, %106
  %180 = trunc i64 %179 to i32
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %180
  %182 = add nuw nsw i64 %53, 48
  %183 = shl i64 %182, 6
  %184 = or i64 %183, %52
  %185 = trunc i64 %184 to i32
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %185
  %187 = or i64 %183, %100
  %188 = trunc i64 %187 to i32
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %188
  %190 = or i64 %183, %101
  %191 = trunc i64 %190 to i32
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %191
  %193 = or i64 %183, %102
  %194 = trunc i64 %193 to i32
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %194
  %196 = or i64 %183, %103
  %197 = trunc i64 %196 to i32
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %197
  %199 = or i64 %183, %104
  %200 = trunc i64 %199 to i32
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %200
  %202 = or i64 %183, %105
  %203 = trunc i64 %202 to i32
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %203
  %205 = or i64 %183, %106
  %206 = trunc i64 %205 to i32
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %206
  %208 = lshr i64 %14, 5
  %209 = and i64 %14, 3
  %210 = lshr i64 %14, 2
  %211 = and i64 %210, 1
  %212 = lshr i64 %14, 3
  %213 = and i64 %212, 1
  %214 = shl nuw nsw i64 %213, 1
  %215 = lshr i64 %14, 4
  %216 = and i64 %215, 1
  %217 = shl nuw nsw i64 %216, 2
  %218 = or i64 %214, %217
  %219 = or i64 %218, %211
  %220 = shl nuw nsw i64 %216, 1
  %221 = or i64 %220, %213
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %82
  %urem = and i64 %14, 7
  %222 = sext i32 %56 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %222
  %223 = shl nuw nsw i64 %208, 4
  %224 = and i64 %223, 48
  %225 = or i64 %224, %urem
  %226 = or i64 %225, 8
  %227 = or i64 %209, 4
  %228 = or i64 %209, 8
  %229 = or i64 %209, 12
  %230 = or i64 %209, 16
  %231 = or i64 %209, 20
  %232 = or i64 %209, 24
  %233 = or i64 %209, 28
  %234 = or i64 %219, %224
  %235 = mul nuw nsw i64 %209, 72
  %236 = add nuw nsw i64 %234, %235
  %237 = trunc i64 %236 to i32
  %238 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %237
  %239 = mul nuw nsw i64 %227, 72
  %240 = add nuw nsw i64 %234, %239
  %241 = trunc i64 %240 to i32
  %242 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %241
  %243 = mul nuw nsw i64 %228, 72
  %244 = add nuw nsw i64 %234, %243
  %245 = trunc i64 %244 to i32
  %246 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %245
  %247 = mul nuw nsw i64 %229, 72
  %248 = add nuw nsw i64 %234, %247
  %249 = trunc i64 %248 to i32
  %250 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %249
  %251 = mul nuw nsw i64 %230, 72
  %252 = add nuw nsw i64 %234, %251
  %253 = trunc i64 %252 to i32
  %254 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %253
  %255 = mul nuw nsw i64 %231, 72
  %256 = add nuw nsw i64 %234, %255
  %257 = trunc i64 %256 to i32
  %258 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %257
  %259 = mul nuw nsw i64 %232, 72
  %260 = add nuw nsw i64 %234, %259
  %261 = trunc i64 %260 to i32
  %262 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %261
  %263 = mul nuw nsw i64 %233, 72
  %264 = add nuw nsw i64 %234, %263
  %265 = trunc i64 %264 to i32
  %266 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %265
  %267 = or i64 %234, 8
  %268 = add nuw nsw i64 %267, %235
  %269 = trunc i64 %268 to i32
  %270 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %269
  %271 = add nuw nsw i64 %267, %239
  %272 = trunc i64 %271 to i32
  %273 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %272
  %274 = add nuw nsw i64 %267, %243
  %275 = trunc i64 %274 to i32
  %276 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %275
  %277 = add nuw nsw i64 %267, %247
  %278 = trunc i64 %277 to i32
  %279 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %278
  %280 = add nuw nsw i64 %267, %251
  %281 = trunc i64 %280 to i32
  %282 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %281
  %283 = add nuw nsw i64 %267, %255
  %284 = trunc i64 %283 to i32
  %285 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %284
  %286 = add nuw nsw i64 %267, %259
  %287 = trunc i64 %286 to i32
  %288 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %287
  %289 = add nuw nsw i64 %267, %263
  %290 = trunc i64 %289 to i32
  %291 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %290
  br label %292

292: ; preds = %.lr.ph, %582
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %614, %582 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %613, %582 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %612, %582 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %611, %582 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %610, %582 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %609, %582 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %608, %582 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %607, %582 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %606, %582 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %605, %582 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %604, %582 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %603, %582 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %602, %582 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %601, %582 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %582 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %582 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %582 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %582 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %596, %582 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %582 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %582 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %582 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %582 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %591, %582 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %582 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %589, %582 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %588, %582 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %587, %582 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %586, %582 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %585, %582 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %584, %582 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %583, %582 ]
  %325 = phi i32 [ 0, %.lr.ph ], [ %330, %582 ]
  %326 = phi <8 x half> [ %37, %.lr.ph ], [ %341, %582 ]
  %327 = phi <8 x half> [ %51, %.lr.ph ], [ %349, %582 ]
  %328 = phi <8 x half> [ %69, %.lr.ph ], [ %359, %582 ]
  %329 = phi <8 x half> [ %83, %.lr.ph ], [ %369, %582 ]
  %330 = add i32 %325, 32
  %331 = icmp slt i32 %330, %5
  %332 = or i32 %330, %28
  %333 = icmp slt i32 %332, %5
  %334 = and i1 %29, %333
  %335 = and i1 %331, %334
  br i1 %335, label %336, label %340

336: ; preds = %292
  %337 = sext i32 %332 to i64
  %338 = getelementptr half, ptr addrspace(1) %27, i64 %337
  %339 = load <8 x half>, ptr addrspace(1) %338, align 16
  br label %340

340: ; preds = %336, %292
  %341 = phi <8 x half> [ %339, %336 ], [ zeroinitializer, %292 ]
  %342 = and i1 %44, %333
  %343 = and i1 %331, %342
  br i1 %343, label %344, label %348

344: ; preds = %340
  %345 = sext i32 %332 to i64
  %346 = getelementptr half, ptr addrspace(1) %43, i64 %345
  %347 = load <8 x half>, ptr addrspace(1) %346, align 16
  br label %348

348: ; preds = %344, %340
  %349 = phi <8 x half> [ %347, %344 ], [ zeroinitializer, %340 ]
  %350 = add i32 %330, %54
  %351 = icmp slt i32 %350, %5
  %352 = and i1 %58, %351
  %353 = and i1 %331, %352
  br i1 %353, label %354, label %358

354: ; preds = %348
  %355 = mul i32 %350, %8
  %356 = sext i32 %355 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %356
  %357 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %358

358: ; preds = %354, %348
  %359 = phi <8 x half> [ %357, %354 ], [ zeroinitializer, %348 ]
  %360 = add i32 %330, %71
  %361 = icmp slt i32 %360, %5
  %362 = and i1 %58, %361
  %363 = and i1 %331, %362
  br i1 %363, label %364, label %368

364: ; preds = %358
  %365 = mul i32 %360, %8
  %366 = sext i32 %365 to i64
  %gep74 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %366
  %367 = load <8 x half>, ptr addrspace(1) %gep74, align 16
  br label %368

368: ; preds = %364, %358
  %369 = phi <8 x half> [ %367, %364 ], [ zeroinitializer, %358 ]
  store <8 x half> %326, ptr addrspace(3) %87, align 16
  store <8 x half> %327, ptr addrspace(3) %91, align 16
  store <8 x half> %328, ptr addrspace(3) %95, align 16
  store <8 x half> %329, ptr addrspace(3) %99, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %324, ptr addrspace(3) %109, align 16
  store float %323, ptr addrspace(3) %112, align 4
  store float %322, ptr addrspace(3) %115, align 8
  store float %321, ptr addrspace(3) %118, align 4
  store float %320, ptr addrspace(3) %121, align 16
  store float %319, ptr addrspace(3) %124, align 4
  store float %318, ptr addrspace(3) %127, align 8
  store float %317, ptr addrspace(3) %130, align 4
  store float %316, ptr addrspace(3) %134, align 16
  store float %315, ptr addrspace(3) %137, align 4
  store float %314, ptr addrspace(3) %140, align 8
  store float %313, ptr addrspace(3) %143, align 4
  store float %312, ptr addrspace(3) %146, align 16
  store float %311, ptr addrspace(3) %149, align 4
  store float %310, ptr addrspace(3) %152, align 8
  store float %309, ptr addrspace(3) %155, align 4
  store float %308, ptr addrspace(3) %160, align 16
  store float %307, ptr addrspace(3) %163, align 4
  store float %306, ptr addrspace(3) %166, align 8
  store float %305, ptr addrspace(3) %169, align 4
  store float %304, ptr addrspace(3) %172, align 16
  store float %303, ptr addrspace(3) %175, align 4
  store float %302, ptr addrspace(3) %178, align 8
  store float %301, ptr addrspace(3) %181, align 4
  store float %300, ptr addrspace(3) %186, align 16
  store float %299, ptr addrspace(3) %189, align 4
  store float %298, ptr addrspace(3) %192, align 8
  store float %297, ptr addrspace(3) %195, align 4
  store float %296, ptr addrspace(3) %198, align 16
  store float %295, ptr addrspace(3) %201, align 4
  store float %294, ptr addrspace(3) %204, align 8
  store float %293, ptr addrspace(3) %207, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %370

370: ; preds = %368, %579
  %371 = phi i64 [ 0, %368 ], [ %580, %579 ]
  %372 = shl nuw nsw i64 %371, 2
  %373 = add nuw nsw i64 %372, %208
  %374 = icmp ult i64 %373, 16
  br i1 %374, label %375, label %579

375: ; preds = %370
  %376 = shl nuw nsw i64 %373, 2
  %377 = and i64 %376, 48
  %378 = or i64 %377, %221
  %379 = shl nuw nsw i64 %378, 6
  %380 = or i64 %379, %225
  %381 = trunc i64 %380 to i32
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %381
  %383 = load i32, ptr addrspace(3) %382, align 4
  %384 = or i64 %379, %226
  %385 = trunc i64 %384 to i32
  %386 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %385
  %387 = load i32, ptr addrspace(3) %386, align 4
  %388 = or i64 %379, 256
  %389 = or i64 %388, %225
  %390 = trunc i64 %389 to i32
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %390
  %392 = load i32, ptr addrspace(3) %391, align 4
  %393 = or i64 %388, %226
  %394 = trunc i64 %393 to i32
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %394
  %396 = load i32, ptr addrspace(3) %395, align 4
  %397 = or i64 %379, 512
  %398 = or i64 %397, %225
  %399 = trunc i64 %398 to i32
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %399
  %401 = load i32, ptr addrspace(3) %400, align 4
  %402 = or i64 %397, %226
  %403 = trunc i64 %402 to i32
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %403
  %405 = load i32, ptr addrspace(3) %404, align 4
  %406 = or i64 %379, 768
  %407 = or i64 %406, %225
  %408 = trunc i64 %407 to i32
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %408
  %410 = load i32, ptr addrspace(3) %409, align 4
  %411 = or i64 %406, %226
  %412 = trunc i64 %411 to i32
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %412
  %414 = load i32, ptr addrspace(3) %413, align 4
  %415 = insertelement <8 x i32> poison, i32 %383, i64 0
  %416 = insertelement <8 x i32> %415, i32 %387, i64 1
  %417 = insertelement <8 x i32> %416, i32 %392, i64 2
  %418 = insertelement <8 x i32> %417, i32 %396, i64 3
  %419 = insertelement <8 x i32> %418, i32 %401, i64 4
  %420 = insertelement <8 x i32> %419, i32 %405, i64 5
  %421 = insertelement <8 x i32> %420, i32 %410, i64 6
  %422 = insertelement <8 x i32> %421, i32 %414, i64 7
  %423 = or i64 %377, %219
  %424 = mul nuw nsw i64 %423, 40
  %425 = or i64 %424, %209
  %426 = trunc i64 %425 to i32
  %427 = getelementptr half, ptr addrspace(3) @global_smem, i32 %426
  %428 = load half, ptr addrspace(3) %427, align 2
  %429 = or i64 %424, %227
  %430 = trunc i64 %429 to i32
  %431 = getelementptr half, ptr addrspace(3) @global_smem, i32 %430
  %432 = load half, ptr addrspace(3) %431, align 2
  %433 = add nuw nsw i64 %424, %228
  %434 = trunc i64 %433 to i32
  %435 = getelementptr half, ptr addrspace(3) @global_smem, i32 %434
  %436 = load half, ptr addrspace(3) %435, align 2
  %437 = add nuw nsw i64 %424, %229
  %438 = trunc i64 %437 to i32
  %439 = getelementptr half, ptr addrspace(3) @global_smem, i32 %438
  %440 = load half, ptr addrspace(3) %439, align 2
  %441 = add nuw nsw i64 %424, %230
  %442 = trunc i64 %441 to i32
  %443 = getelementptr half, ptr addrspace(3) @global_smem, i32 %442
  %444 = load half, ptr addrspace(3) %443, align 2
  %445 = add nuw nsw i64 %424, %231
  %446 = trunc i64 %445 to i32
  %447 = getelementptr half, ptr addrspace(3) @global_smem, i32 %446
  %448 = load half, ptr addrspace(3) %447, align 2
  %449 = add nuw nsw i64 %424, %232
  %450 = trunc i64 %449 to i32
  %451 = getelementptr half, ptr addrspace(3) @global_smem, i32 %450
  %452 = load half, ptr addrspace(3) %451, align 2
  %453 = add nuw nsw i64 %424, %233
  %454 = trunc i64 %453 to i32
  %455 = getelementptr half, ptr addrspace(3) @global_smem, i32 %454
  %456 = load half, ptr addrspace(3) %455, align 2
  %457 = add nuw nsw i64 %424, 320
  %458 = or i64 %457, %209
  %459 = trunc i64 %458 to i32
  %460 = getelementptr half, ptr addrspace(3) @global_smem, i32 %459
  %461 = load half, ptr addrspace(3) %460, align 2
  %462 = or i64 %457, %227
  %463 = trunc i64 %462 to i32
  %464 = getelementptr half, ptr addrspace(3) @global_smem, i32 %463
  %465 = load half, ptr addrspace(3) %464, align 2
  %466 = add nuw nsw i64 %457, %228
  %467 = trunc i64 %466 to i32
  %468 = getelementptr half, ptr addrspace(3) @global_smem, i32 %467
  %469 = load half, ptr addrspace(3) %468, align 2
  %470 = add nuw nsw i64 %457, %229
  %471 = trunc i64 %470 to i32
  %472 = getelementptr half, ptr addrspace(3) @global_smem, i32 %471
  %473 = load half, ptr addrspace(3) %472, align 2
  %474 = add nuw nsw i64 %457, %230
  %475 = trunc i64 %474 to i32
  %476 = getelementptr half, ptr addrspace(3) @global_smem, i32 %475
  %477 = load half, ptr addrspace(3) %476, align 2
  %478 = add nuw nsw i64 %457, %231
  %479 = trunc i64 %478 to i32
  %480 = getelementptr half, ptr addrspace(3) @global_smem, i32 %479
  %481 = load half, ptr addrspace(3) %480, align 2
  %482 = add nuw nsw i64 %457, %232
  %483 = trunc i64 %482 to i32
  %484 = getelementptr half, ptr addrspace(3) @global_smem, i32 %483
  %485 = load half, ptr addrspace(3) %484, align 2
  %486 = add nuw nsw i64 %457, %233
  %487 = trunc i64 %486 to i32
  %488 = getelementptr half, ptr addrspace(3) @global_smem, i32 %487
  %489 = load half, ptr addrspace(3) %488, align 2
  %490 = insertelement <2 x half> poison, half %428, i64 0
  %491 = insertelement <2 x half> %490, half %432, i64 1
  %492 = bitcast <2 x half> %491 to i32
  %493 = insertelement <2 x half> poison, half %436, i64 0
  %494 = insertelement <2 x half> %493, half %440, i64 1
  %495 = bitcast <2 x half> %494 to i32
  %496 = insertelement <2 x half> poison, half %444, i64 0
  %497 = insertelement <2 x half> %496, half %448, i64 1
  %498 = bitcast <2 x half> %497 to i32
  %499 = insertelement <2 x half> poison, half %452, i64 0
  %500 = insertelement <2 x half> %499, half %456, i64 1
  %501 = bitcast <2 x half> %500 to i32
  %502 = insertelement <2 x half> poison, half %461, i64 0
  %503 = insertelement <2 x half> %502, half %465, i64 1
  %504 = bitcast <2 x half> %503 to i32
  %505 = insertelement <2 x half> poison, half %469, i64 0
  %506 = insertelement <2 x half> %505, half %473, i64 1
  %507 = bitcast <2 x half> %506 to i32
  %508 = insertelement <2 x half> poison, half %477, i64 0
  %509 = insertelement <2 x half> %508, half %481, i64 1
  %510 = bitcast <2 x half> %509 to i32
  %511 = insertelement <2 x half> poison, half %485, i64 0
  %512 = insertelement <2 x half> %511, half %489, i64 1
  %513 = bitcast <2 x half> %512 to i32
  %514 = insertelement <8 x i32> poison, i32 %492, i64 0
  %515 = insertelement <8 x i32> %514, i32 %495, i64 1
  %516 = insertelement <8 x i32> %515, i32 %498, i64 2
  %517 = insertelement <8 x i32> %516, i32 %501, i64 3
  %518 = insertelement <8 x i32> %517, i32 %504, i64 4
  %519 = insertelement <8 x i32> %518, i32 %507, i64 5
  %520 = insertelement <8 x i32> %519, i32 %510, i64 6
  %521 = insertelement <8 x i32> %520, i32 %513, i64 7
  %522 = load half, ptr addrspace(3) %238, align 2
  %523 = load half, ptr addrspace(3) %242, align 2
  %524 = load half, ptr addrspace(3) %246, align 2
  %525 = load half, ptr addrspace(3) %250, align 2
  %526 = load half, ptr addrspace(3) %254, align 2
  %527 = load half, ptr addrspace(3) %258, align 2
  %528 = load half, ptr addrspace(3) %262, align 2
  %529 = load half, ptr addrspace(3) %266, align 2
  %530 = load half, ptr addrspace(3) %270, align 2
  %531 = load half, ptr addrspace(3) %273, align 2
  %532 = load half, ptr addrspace(3) %276, align 2
  %533 = load half, ptr addrspace(3) %279, align 2
  %534 = load half, ptr addrspace(3) %282, align 2
  %535 = load half, ptr addrspace(3) %285, align 2
  %536 = load half, ptr addrspace(3) %288, align 2
  %537 = load half, ptr addrspace(3) %291, align 2
  %538 = insertelement <2 x half> poison, half %522, i64 0
  %539 = insertelement <2 x half> %538, half %523, i64 1
  %540 = bitcast <2 x half> %539 to i32
  %541 = insertelement <2 x half> poison, half %524, i64 0
  %542 = insertelement <2 x half> %541, half %525, i64 1
  %543 = bitcast <2 x half> %542 to i32
  %544 = insertelement <2 x half> poison, half %526, i64 0
  %545 = insertelement <2 x half> %544, half %527, i64 1
  %546 = bitcast <2 x half> %545 to i32
  %547 = insertelement <2 x half> poison, half %528, i64 0
  %548 = insertelement <2 x half> %547, half %529, i64 1
  %549 = bitcast <2 x half> %548 to i32
  %550 = insertelement <2 x half> poison, half %530, i64 0
  %551 = insertelement <2 x half> %550, half %531, i64 1
  %552 = bitcast <2 x half> %551 to i32
  %553 = insertelement <2 x half> poison, half %532, i64 0
  %554 = insertelement <2 x half> %553, half %533, i64 1
  %555 = bitcast <2 x half> %554 to i32
  %556 = insertelement <2 x half> poison, half %534, i64 0
  %557 = insertelement <2 x half> %556, half %535, i64 1
  %558 = bitcast <2 x half> %557 to i32
  %559 = insertelement <2 x half> poison, half %536, i64 0
  %560 = insertelement <2 x half> %559, half %537, i64 1
  %561 = bitcast <2 x half> %560 to i32
  %562 = insertelement <8 x i32> poison, i32 %540, i64 0
  %563 = insertelement <8 x i32> %562, i32 %543, i64 1
  %564 = insertelement <8 x i32> %563, i32 %546, i64 2
  %565 = insertelement <8 x i32> %564, i32 %549, i64 3
  %566 = insertelement <8 x i32> %565, i32 %552, i64 4
  %567 = insertelement <8 x i32> %566, i32 %555, i64 5
  %568 = insertelement <8 x i32> %567, i32 %558, i64 6
  %569 = insertelement <8 x i32> %568, i32 %561, i64 7
  %570 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %521, <8 x i32> %569, <8 x i32> %422, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %570 to <8 x float>
  %571 = extractelement <8 x float> %bc, i64 0
  store float %571, ptr addrspace(3) %382, align 4
  %572 = extractelement <8 x float> %bc, i64 1
  store float %572, ptr addrspace(3) %386, align 4
  %573 = extractelement <8 x float> %bc, i64 2
  store float %573, ptr addrspace(3) %391, align 4
  %574 = extractelement <8 x float> %bc, i64 3
  store float %574, ptr addrspace(3) %395, align 4
  %575 = extractelement <8 x float> %bc, i64 4
  store float %575, ptr addrspace(3) %400, align 4
  %576 = extractelement <8 x float> %bc, i64 5
  store float %576, ptr addrspace(3) %404, align 4
  %577 = extractelement <8 x float> %bc, i64 6
  store float %577, ptr addrspace(3) %409, align 4
  %578 = extractelement <8 x float> %bc, i64 7
  store float %578, ptr addrspace(3) %413, align 4
  br label %579

579: ; preds = %375, %370
  %580 = add nuw nsw i64 %371, 1
  %581 = icmp ult i64 %371, 3
  br i1 %581, label %370, label %582

582: ; preds = %579
  tail call void @llvm.musa.syncthreads.lm()
  %583 = load float, ptr addrspace(3) %109, align 16
  %584 = load float, ptr addrspace(3) %112, align 4
  %585 = load float, ptr addrspace(3) %115, align 8
  %586 = load float, ptr addrspace(3) %118, align 4
  %587 = load float, ptr addrspace(3) %121, align 16
  %588 = load float, ptr addrspace(3) %124, align 4
  %589 = load float, ptr addrspace(3) %127, align 8
  %590 = load float, ptr addrspace(3) %130, align 4
  %591 = load float, ptr addrspace(3) %134, align 16
  %592 = load float, ptr addrspace(3) %137, align 4
  %593 = load float, ptr addrspace(3) %140, align 8
  %594 = load float, ptr addrspace(3) %143, align 4
  %595 = load float, ptr addrspace(3) %146, align 16
  %596 = load float, ptr addrspace(3) %149, align 4
  %597 = load float, ptr addrspace(3) %152, align 8
  %598 = load float, ptr addrspace(3) %155, align 4
  %599 = load float, ptr addrspace(3) %160, align 16
  %600 = load float, ptr addrspace(3) %163, align 4
  %601 = load float, ptr addrspace(3) %166, align 8
  %602 = load float, ptr addrspace(3) %169, align 4
  %603 = load float, ptr addrspace(3) %172, align 16
  %604 = load float, ptr addrspace(3) %175, align 4
  %605 = load float, ptr addrspace(3) %178, align 8
  %606 = load float, ptr addrspace(3) %181, align 4
  %607 = load float, ptr addrspace(3) %186, align 16
  %608 = load float, ptr addrspace(3) %189, align 4
  %609 = load float, ptr addrspace(3) %192, align 8
  %610 = load float, ptr addrspace(3) %195, align 4
  %611 = load float, ptr addrspace(3) %198, align 16
  %612 = load float, ptr addrspace(3) %201, align 4
  %613 = load float, ptr addrspace(3) %204, align 8
  %614 = load float, ptr addrspace(3) %207, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %331, label %292, label %._crit_edge

._crit_edge: ; preds = %582, %82
  %.lcssa41 = phi float [ 0.000000e+00, %82 ], [ %583, %582 ]
  %.lcssa40 = phi float [ 0.000000e+00, %82 ], [ %584, %582 ]
  %.lcssa39 = phi float [ 0.000000e+00, %82 ], [ %585, %582 ]
  %.lcssa38 = phi float [ 0.000000e+00, %82 ], [ %586, %582 ]
  %.lcssa37 = phi float [ 0.000000e+00, %82 ], [ %587, %582 ]
  %.lcssa36 = phi float [ 0.000000e+00, %82 ], [ %588, %582 ]
  %.lcssa35 = phi float [ 0.000000e+00, %82 ], [ %589, %582 ]
  %.lcssa34 = phi float [ 0.000000e+00, %82 ], [ %590, %582 ]
  %.lcssa33 = phi float [ 0.000000e+00, %82 ], [ %591, %582 ]
  %.lcssa32 = phi float [ 0.000000e+00, %82 ], [ %592, %582 ]
  %.lcssa31 = phi float [ 0.000000e+00, %82 ], [ %593, %582 ]
  %.lcssa30 = phi float [ 0.000000e+00, %82 ], [ %594, %582 ]
  %.lcssa29 = phi float [ 0.000000e+00, %82 ], [ %595, %582 ]
  %.lcssa28 = phi float [ 0.000000e+00, %82 ], [ %596, %582 ]
  %.lcssa27 = phi float [ 0.000000e+00, %82 ], [ %597, %582 ]
  %.lcssa26 = phi float [ 0.000000e+00, %82 ], [ %598, %582 ]
  %.lcssa25 = phi float [ 0.000000e+00, %82 ], [ %599, %582 ]
  %.lcssa24 = phi float [ 0.000000e+00, %82 ], [ %600, %582 ]
  %.lcssa23 = phi float [ 0.000000e+00, %82 ], [ %601, %582 ]
  %.lcssa22 = phi float [ 0.000000e+00, %82 ], [ %602, %582 ]
  %.lcssa21 = phi float [ 0.000000e+00, %82 ], [ %603, %582 ]
  %.lcssa20 = phi float [ 0.000000e+00, %82 ], [ %604, %582 ]
  %.lcssa19 = phi float [ 0.000000e+00, %82 ], [ %605, %582 ]
  %.lcssa18 = phi float [ 0.000000e+00, %82 ], [ %606, %582 ]
  %.lcssa17 = phi float [ 0.000000e+00, %82 ], [ %607, %582 ]
  %.lcssa16 = phi float [ 0.000000e+00, %82 ], [ %608, %582 ]
  %.lcssa15 = phi float [ 0.000000e+00, %82 ], [ %609, %582 ]
  %.lcssa14 = phi float [ 0.000000e+00, %82 ], [ %610, %582 ]
  %.lcssa13 = phi float [ 0.000000e+00, %82 ], [ %611, %582 ]
  %.lcssa12 = phi float [ 0.000000e+00, %82 ], [ %612, %582 ]
  %.lcssa11 = phi float [ 0.000000e+00, %82 ], [ %613, %582 ]
  %.lcssa = phi float [ 0.000000e+00, %82 ], [ %614, %582 ]
  %615 = add i32 %17, %54
  %616 = mul i32 %615, %10
  %617 = sext i32 %616 to i64
  %618 = getelementptr float, ptr addrspace(1) %2, i64 %617
  %619 = icmp slt i32 %615, %3
  %620 = and i1 %619, %58
  br i1 %620, label %621, label %628

621: ; preds = %._crit_edge
  %622 = sext i32 %56 to i64
  %623 = getelementptr float, ptr addrspace(1) %618, i64 %622
  %624 = insertelement <4 x float> poison, float %.lcssa41, i64 0
  %625 = insertelement <4 x float> %624, float %.lcssa40, i64 1
  %626 = insertelement <4 x float> %625, float %.lcssa39, i64 2
  %627 = insertelement <4 x float> %626, float %.lcssa38, i64 3
  store <4 x float> %627, ptr addrspace(1) %623, align 16
  br label %628

628: ; preds = %621, %._crit_edge
  %629 = trunc i64 %103 to i32
  %630 = or i32 %18, %629
  %631 = icmp slt i32 %630, %4
  %632 = and i1 %619, %631
  br i1 %632, label %633, label %640

633: ; preds = %628
  %634 = sext i32 %630 to i64
  %635 = getelementptr float, ptr addrspace(1) %618, i64 %634
  %636 = insertelement <4 x float> poison, float %.lcssa37, i64 0
  %637 = insertelement <4 x float> %636, float %.lcssa36, i64 1
  %638 = insertelement <4 x float> %637, float %.lcssa35, i64 2
  %639 = insertelement <4 x float> %638, float %.lcssa34, i64 3
  store <4 x float> %639, ptr addrspace(1) %635, align 16
  br label %640

640: ; preds = %633, %628
  %641 = add i32 %17, %71
  %642 = mul i32 %641, %10
  %643 = sext i32 %642 to i64
  %644 = getelementptr float, ptr addrspace(1) %2, i64 %643
  %645 = icmp slt i32 %641, %3
  %646 = and i1 %58, %645
  br i1 %646, label %647, label %654

647: ; preds = %640
  %648 = sext i32 %56 to i64
  %649 = getelementptr float, ptr addrspace(1) %644, i64 %648
  %650 = insertelement <4 x float> poison, float %.lcssa33, i64 0
  %651 = insertelement <4 x float> %650, float %.lcssa32, i64 1
  %652 = insertelement <4 x float> %651, float %.lcssa31, i64 2
  %653 = insertelement <4 x float> %652, float %.lcssa30, i64 3
  store <4 x float> %653, ptr addrspace(1) %649, align 16
  br label %654

654: ; preds = %647, %640
  %655 = and i1 %645, %631
  br i1 %655, label %656, label %663

656: ; preds = %654
  %657 = sext i32 %630 to i64
  %658 = getelementptr float, ptr addrspace(1) %644, i64 %657
  %659 = insertelement <4 x float> poison, float %.lcssa29, i64 0
  %660 = insertelement <4 x float> %659, float %.lcssa28, i64 1
  %661 = insertelement <4 x float> %660, float %.lcssa27, i64 2
  %662 = insertelement <4 x float> %661, float %.lcssa26, i64 3
  store <4 x float> %662, ptr addrspace(1) %658, align 16
  br label %663

663: ; preds = %656, %654
  %664 = trunc i64 %156 to i32
  %665 = add i32 %17, %664
  %666 = mul i32 %665, %10
  %667 = sext i32 %666 to i64
  %668 = getelementptr float, ptr addrspace(1) %2, i64 %667
  %669 = icmp slt i32 %665, %3
  %670 = and i1 %58, %669
  br i1 %670, label %671, label %678

671: ; preds = %663
  %672 = sext i32 %56 to i64
  %673 = getelementptr float, ptr addrspace(1) %668, i64 %672
  %674 = insertelement <4 x float> poison, float %.lcssa25, i64 0
  %675 = insertelement <4 x float> %674, float %.lcssa24, i64 1
  %676 = insertelement <4 x float> %675, float %.lcssa23, i64 2
  %677 = insertelement <4 x float> %676, float %.lcssa22, i64 3
  store <4 x float> %677, ptr addrspace(1) %673, align 16
  br label %678

678: ; preds = %671, %663
  %679 = and i1 %669, %631
  br i1 %679, label %680, label %687

680: ; preds = %678
  %681 = sext i32 %630 to i64
  %682 = getelementptr float, ptr addrspace(1) %668, i64 %681
  %683 = insertelement <4 x float> poison, float %.lcssa21, i64 0
  %684 = insertelement <4 x float> %683, float %.lcssa20, i64 1
  %685 = insertelement <4 x float> %684, float %.lcssa19, i64 2
  %686 = insertelement <4 x float> %685, float %.lcssa18, i64 3
  store <4 x float> %686, ptr addrspace(1) %682, align 16
  br label %687

687: ; preds = %680, %678
  %688 = trunc i64 %182 to i32
  %689 = add i32 %17, %688
  %690 = mul i32 %689, %10
  %691 = sext i32 %690 to i64
  %692 = getelementptr float, ptr addrspace(1) %2, i64 %691
  %693 = icmp slt i32 %689, %3
  %694 = and i1 %58, %693
  br i1 %694, label %695, label %702

695: ; preds = %687
  %696 = sext i32 %56 to i64
  %697 = getelementptr float, ptr addrspace(1) %692, i64 %696
  %698 = insertelement <4 x float> poison, float %.lcssa17, i64 0
  %699 = insertelement <4 x float> %698, float %.lcssa16, i64 1
  %700 = insertelement <4 x float> %699, float %.lcssa15, i64 2
  %701 = insertelement <4 x float> %700, float %.lcssa14, i64 3
  store <4 x float> %701, ptr addrspace(1) %697, align 16
  br label %702

702: ; preds = %695, %687
  %703 = and i1 %693, %631
  br i1 %703, label %704, label %711

704: ; preds = %702
  %705 = sext i32 %630 to i64
  %706 = getelementptr float, ptr addrspace(1) %692, i64 %705
  %707 = insertelement <4 x float> poison, float %.lcssa13, i64 0
  %708 = insertelement <4 x float> %707, float %.lcssa12, i64 1
  %709 = insertelement <4 x float> %708, float %.lcssa11, i64 2
  %710 = insertelement <4 x float> %709, float %.lcssa, i64 3
  store <4 x float> %710, ptr addrspace(1) %706, align 16
  br label %711

711: ; preds = %704, %702
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
