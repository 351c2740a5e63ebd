; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #0

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
  %27 = getelementptr bfloat, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr bfloat, ptr addrspace(1) %27, i64 %21
  %35 = load <8 x bfloat>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <8 x bfloat> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nsw i64 %20, 1024
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr bfloat, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr bfloat, ptr addrspace(1) %44, i64 %21
  %50 = load <8 x bfloat>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <8 x bfloat> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = and i64 %20, 56
  %54 = lshr i64 %20, 6
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %53 to i32
  %57 = or i32 %18, %56
  %58 = icmp slt i32 %55, %5
  %59 = icmp slt i32 %57, %4
  %60 = and i1 %58, %59
  %61 = and i1 %19, %60
  br i1 %61, label %62, label %69

62: ; preds = %51
  %63 = mul i32 %55, %8
  %64 = sext i32 %63 to i64
  %65 = getelementptr bfloat, ptr addrspace(1) %1, i64 %64
  %66 = sext i32 %57 to i64
  %67 = getelementptr bfloat, ptr addrspace(1) %65, i64 %66
  %68 = load <8 x bfloat>, ptr addrspace(1) %67, align 16
  br label %69

69: ; preds = %62, %51
  %70 = phi <8 x bfloat> [ %68, %62 ], [ zeroinitializer, %51 ]
  %71 = lshr i64 %38, 6
  %72 = trunc i64 %71 to i32
  %73 = icmp slt i32 %72, %5
  %74 = and i1 %73, %59
  %75 = and i1 %19, %74
  br i1 %75, label %76, label %83

76: ; preds = %69
  %77 = mul i32 %72, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr bfloat, ptr addrspace(1) %1, i64 %78
  %80 = sext i32 %57 to i64
  %81 = getelementptr bfloat, ptr addrspace(1) %79, i64 %80
  %82 = load <8 x bfloat>, ptr addrspace(1) %81, align 16
  br label %83

83: ; preds = %76, %69
  %84 = phi <8 x bfloat> [ %82, %76 ], [ zeroinitializer, %69 ]
  %85 = mul i64 %22, 40
  %86 = add i64 %85, %21
  %87 = trunc i64 %86 to i32
  %88 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %87
  %89 = mul i64 %39, 40
  %90 = add i64 %89, %21
  %91 = trunc i64 %90 to i32
  %92 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %91
  %93 = mul i64 %54, 72
  %94 = add i64 %93, %53
  %95 = trunc i64 %94 to i32
  %96 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %95
  %97 = mul i64 %71, 72
  %98 = add i64 %97, %53
  %99 = trunc i64 %98 to i32
  %100 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %99
  %101 = or i64 %53, 4
  %102 = and i64 %20, 4294967232
  %103 = trunc i64 %20 to i32
  %104 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %103
  %105 = or i32 %103, 1
  %106 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %105
  %107 = or i32 %103, 2
  %108 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %107
  %109 = or i32 %103, 3
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %109
  %111 = or i64 %101, %102
  %112 = trunc i64 %111 to i32
  %113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %112
  %114 = or i32 %103, 5
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %114
  %116 = or i32 %103, 6
  %117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %116
  %118 = or i32 %103, 7
  %119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %118
  %120 = and i64 %38, -64
  %121 = or i64 %120, %53
  %122 = trunc i64 %121 to i32
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %122
  %124 = or i32 %122, 1
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %124
  %126 = or i32 %122, 2
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %126
  %128 = or i32 %122, 3
  %129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %128
  %130 = or i64 %101, %120
  %131 = trunc i64 %130 to i32
  %132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %131
  %133 = or i32 %122, 5
  %134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %133
  %135 = or i32 %122, 6
  %136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %135
  %137 = or i32 %122, 7
  %138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %137
  %139 = add nsw i64 %20, 2048
  %140 = lshr i64 %139, 6
  %141 = and i64 %139, -64
  %142 = or i64 %141, %53
  %143 = trunc i64 %142 to i32
  %144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %143
  %145 = or i32 %143, 1
  %146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %145
  %147 = or i32 %143, 2
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %147
  %149 = or i32 %143, 3
  %150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %149
  %151 = or i64 %101, %141
  %152 = trunc i64 %151 to i32
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %152
  %154 = or i32 %143, 5
  %155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %154
  %156 = or i32 %143, 6
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %156
  %158 = or i32 %143, 7
  %159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %158
  %160 = add nsw i64 %20, 3072
  %161 = lshr i64 %160, 6
  %162 = and i64 %160, -64
  %163 = or i64 %162, %53
  %164 = trunc i64 %163 to i32
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %164
  %166 = or i32 %164, 1
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %166
  %168 = or i32 %164, 2
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %168
  %170 = or i32 %164, 3
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %170
  %172 = or i64 %101, %162
  %173 = trunc i64 %172 to i32
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %173
  %175 = or i32 %164, 5
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %175
  %177 = or i32 %164, 6
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %177
  %179 = or i32 %164, 7
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %179
  %181 = lshr i64 %14, 5
  %182 = and i64 %14, 3
  %183 = lshr i64 %14, 2
  %184 = and i64 %183, 1
  %185 = lshr i64 %14, 3
  %186 = and i64 %185, 1
  %187 = shl nuw nsw i64 %186, 1
  %188 = lshr i64 %14, 4
  %189 = and i64 %188, 1
  %190 = shl nuw nsw i64 %189, 2
  %191 = or i64 %187, %190
  %192 = or i64 %191, %184
  %193 = shl nuw nsw i64 %189, 1
  %194 = or i64 %193, %186
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %103
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %112
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %114
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %116
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %118
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %122
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %131
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %143
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %152
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %164
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %173
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %83
  %urem = and i64 %14, 7
  %206 = sext i32 %57 to i64
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %206
  %207 = shl nuw nsw i64 %181, 4
  %208 = and i64 %207, 48
  %209 = or i64 %208, %urem
  %210 = or i64 %209, 8
  %211 = or i64 %182, 4
  %212 = or i64 %182, 8
  %213 = or i64 %182, 12
  %214 = or i64 %182, 16
  %215 = or i64 %182, 20
  %216 = or i64 %182, 24
  %217 = or i64 %182, 28
  %218 = or i64 %192, %208
  %219 = mul nuw nsw i64 %182, 72
  %220 = add nuw nsw i64 %218, %219
  %221 = trunc i64 %220 to i32
  %222 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %221
  %223 = mul nuw nsw i64 %211, 72
  %224 = add nuw nsw i64 %218, %223
  %225 = trunc i64 %224 to i32
  %226 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %225
  %227 = mul nuw nsw i64 %212, 72
  %228 = add nuw nsw i64 %218, %227
  %229 = trunc i64 %228 to i32
  %230 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %229
  %231 = mul nuw nsw i64 %213, 72
  %232 = add nuw nsw i64 %218, %231
  %233 = trunc i64 %232 to i32
  %234 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %233
  %235 = mul nuw nsw i64 %214, 72
  %236 = add nuw nsw i64 %218, %235
  %237 = trunc i64 %236 to i32
  %238 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %237
  %239 = mul nuw nsw i64 %215, 72
  %240 = add nuw nsw i64 %218, %239
  %241 = trunc i64 %240 to i32
  %242 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %241
  %243 = mul nuw nsw i64 %216, 72
  %244 = add nuw nsw i64 %218, %243
  %245 = trunc i64 %244 to i32
  %246 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %245
  %247 = mul nuw nsw i64 %217, 72
  %248 = add nuw nsw i64 %218, %247
  %249 = trunc i64 %248 to i32
  %250 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %249
  %251 = or i64 %218, 8
  %252 = add nuw nsw i64 %251, %219
  %253 = trunc i64 %252 to i32
  %254 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %253
  %255 = add nuw nsw i64 %251, %223
  %256 = trunc i64 %255 to i32
  %257 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %256
  %258 = add nuw nsw i64 %251, %227
  %259 = trunc i64 %258 to i32
  %260 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %259
  %261 = add nuw nsw i64 %251, %231
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %262
  %264 = add nuw nsw i64 %251, %235
  %265 = trunc i64 %264 to i32
  %266 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %265
  %267 = add nuw nsw i64 %251, %239
  %268 = trunc i64 %267 to i32
  %269 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %268
  %270 = add nuw nsw i64 %251, %243
  %271 = trunc i64 %270 to i32
  %272 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %271
  %273 = add nuw nsw i64 %251, %247
  %274 = trunc i64 %273 to i32
  %275 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %274
  br label %276

276: ; preds = %.lr.ph, %574
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %589, %574 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %588, %574 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %587, %574 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %586, %574 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %574 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %574 ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %591, %574 ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %574 ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %574 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %596, %574 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %574 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %574 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %601, %574 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %574 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %574 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %574 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %605, %574 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %604, %574 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %603, %574 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %602, %574 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %609, %574 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %608, %574 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %607, %574 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %606, %574 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %579, %574 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %578, %574 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %577, %574 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %576, %574 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %613, %574 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %612, %574 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %611, %574 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %610, %574 ]
  %309 = phi i32 [ 0, %.lr.ph ], [ %314, %574 ]
  %310 = phi <8 x bfloat> [ %37, %.lr.ph ], [ %325, %574 ]
  %311 = phi <8 x bfloat> [ %52, %.lr.ph ], [ %333, %574 ]
  %312 = phi <8 x bfloat> [ %70, %.lr.ph ], [ %343, %574 ]
  %313 = phi <8 x bfloat> [ %84, %.lr.ph ], [ %353, %574 ]
  %314 = add i32 %309, 32
  %315 = icmp slt i32 %314, %5
  %316 = or i32 %314, %28
  %317 = icmp slt i32 %316, %5
  %318 = and i1 %29, %317
  %319 = and i1 %315, %318
  br i1 %319, label %320, label %324

320: ; preds = %276
  %321 = sext i32 %316 to i64
  %322 = getelementptr bfloat, ptr addrspace(1) %27, i64 %321
  %323 = load <8 x bfloat>, ptr addrspace(1) %322, align 16
  br label %324

324: ; preds = %320, %276
  %325 = phi <8 x bfloat> [ %323, %320 ], [ zeroinitializer, %276 ]
  %326 = and i1 %45, %317
  %327 = and i1 %315, %326
  br i1 %327, label %328, label %332

328: ; preds = %324
  %329 = sext i32 %316 to i64
  %330 = getelementptr bfloat, ptr addrspace(1) %44, i64 %329
  %331 = load <8 x bfloat>, ptr addrspace(1) %330, align 16
  br label %332

332: ; preds = %328, %324
  %333 = phi <8 x bfloat> [ %331, %328 ], [ zeroinitializer, %324 ]
  %334 = add i32 %314, %55
  %335 = icmp slt i32 %334, %5
  %336 = and i1 %59, %335
  %337 = and i1 %315, %336
  br i1 %337, label %338, label %342

338: ; preds = %332
  %339 = mul i32 %334, %8
  %340 = sext i32 %339 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %340
  %341 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %342

342: ; preds = %338, %332
  %343 = phi <8 x bfloat> [ %341, %338 ], [ zeroinitializer, %332 ]
  %344 = add i32 %314, %72
  %345 = icmp slt i32 %344, %5
  %346 = and i1 %59, %345
  %347 = and i1 %315, %346
  br i1 %347, label %348, label %352

348: ; preds = %342
  %349 = mul i32 %344, %8
  %350 = sext i32 %349 to i64
  %gep74 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %350
  %351 = load <8 x bfloat>, ptr addrspace(1) %gep74, align 16
  br label %352

352: ; preds = %348, %342
  %353 = phi <8 x bfloat> [ %351, %348 ], [ zeroinitializer, %342 ]
  store <8 x bfloat> %310, ptr addrspace(3) %88, align 16
  store <8 x bfloat> %311, ptr addrspace(3) %92, align 16
  store <8 x bfloat> %312, ptr addrspace(3) %96, align 16
  store <8 x bfloat> %313, ptr addrspace(3) %100, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %308, ptr addrspace(3) %104, align 16
  store float %307, ptr addrspace(3) %106, align 4
  store float %306, ptr addrspace(3) %108, align 8
  store float %305, ptr addrspace(3) %110, align 4
  store float %304, ptr addrspace(3) %113, align 16
  store float %303, ptr addrspace(3) %115, align 4
  store float %302, ptr addrspace(3) %117, align 8
  store float %301, ptr addrspace(3) %119, align 4
  store float %300, ptr addrspace(3) %123, align 16
  store float %299, ptr addrspace(3) %125, align 4
  store float %298, ptr addrspace(3) %127, align 8
  store float %297, ptr addrspace(3) %129, align 4
  store float %296, ptr addrspace(3) %132, align 16
  store float %295, ptr addrspace(3) %134, align 4
  store float %294, ptr addrspace(3) %136, align 8
  store float %293, ptr addrspace(3) %138, align 4
  store float %292, ptr addrspace(3) %144, align 16
  store float %291, ptr addrspace(3) %146, align 4
  store float %290, ptr addrspace(3) %148, align 8
  store float %289, ptr addrspace(3) %150, align 4
  store float %288, ptr addrspace(3) %153, align 16
  store float %287, ptr addrspace(3) %155, align 4
  store float %286, ptr addrspace(3) %157, align 8
  store float %285, ptr addrspace(3) %159, align 4
  store float %284, ptr addrspace(3) %165, align 16
  store float %283, ptr addrspace(3) %167, align 4
  store float %282, ptr addrspace(3) %169, align 8
  store float %281, ptr addrspace(3) %171, align 4
  store float %280, ptr addrspace(3) %174, align 16
  store float %279, ptr addrspace(3) %176, align 4
  store float %278, ptr addrspace(3) %178, align 8
  store float %277, ptr addrspace(3) %180, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %354

354: ; preds = %352, %571
  %355 = phi i64 [ 0, %352 ], [ %572, %571 ]
  %356 = shl nuw nsw i64 %355, 2
  %357 = add nuw nsw i64 %356, %181
  %358 = icmp ult i64 %357, 16
  br i1 %358, label %359, label %571

359: ; preds = %354
  %360 = shl nuw nsw i64 %357, 2
  %361 = and i64 %360, 48
  %362 = or i64 %361, %194
  %363 = shl nuw nsw i64 %362, 6
  %364 = or i64 %363, %209
  %365 = trunc i64 %364 to i32
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %365
  %367 = load i32, ptr addrspace(3) %366, align 4
  %368 = or i64 %363, %210
  %369 = trunc i64 %368 to i32
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %369
  %371 = load i32, ptr addrspace(3) %370, align 4
  %372 = or i64 %363, 256
  %373 = or i64 %372, %209
  %374 = trunc i64 %373 to i32
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %374
  %376 = load i32, ptr addrspace(3) %375, align 4
  %377 = or i64 %372, %210
  %378 = trunc i64 %377 to i32
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %378
  %380 = load i32, ptr addrspace(3) %379, align 4
  %381 = or i64 %363, 512
  %382 = or i64 %381, %209
  %383 = trunc i64 %382 to i32
  %384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %383
  %385 = load i32, ptr addrspace(3) %384, align 4
  %386 = or i64 %381, %210
  %387 = trunc i64 %386 to i32
  %388 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %387
  %389 = load i32, ptr addrspace(3) %388, align 4
  %390 = or i64 %363, 768
  %391 = or i64 %390, %209
  %392 = trunc i64 %391 to i32
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %392
  %394 = load i32, ptr addrspace(3) %393, align 4
  %395 = or i64 %390, %210
  %396 = trunc i64 %395 to i32
  %397 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %396
  %398 = load i32, ptr addrspace(3) %397, align 4
  %399 = insertelement <8 x i32> poison, i32 %367, i64 0
  %400 = insertelement <8 x i32> %399, i32 %371, i64 1
  %401 = insertelement <8 x i32> %400, i32 %376, i64 2
  %402 = insertelement <8 x i32> %401, i32 %380, i64 3
  %403 = insertelement <8 x i32> %402, i32 %385, i64 4
  %404 = insertelement <8 x i32> %403, i32 %389, i64 5
  %405 = insertelement <8 x i32> %404, i32 %394, i64 6
  %406 = insertelement <8 x i32> %405, i32 %398, i64 7
  %407 = or i64 %361, %192
  %408 = mul nuw nsw i64 %407, 40
  %409 = or i64 %408, %182
  %410 = trunc i64 %409 to i32
  %411 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %410
  %412 = load bfloat, ptr addrspace(3) %411, align 2
  %413 = or i64 %408, %211
  %414 = trunc i64 %413 to i32
  %415 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %414
  %416 = load bfloat, ptr addrspace(3) %415, align 2
  %417 = add nuw nsw i64 %408, %212
  %418 = trunc i64 %417 to i32
  %419 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %418
  %420 = load bfloat, ptr addrspace(3) %419, align 2
  %421 = add nuw nsw i64 %408, %213
  %422 = trunc i64 %421 to i32
  %423 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %422
  %424 = load bfloat, ptr addrspace(3) %423, align 2
  %425 = add nuw nsw i64 %408, %214
  %426 = trunc i64 %425 to i32
  %427 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %426
  %428 = load bfloat, ptr addrspace(3) %427, align 2
  %429 = add nuw nsw i64 %408, %215
  %430 = trunc i64 %429 to i32
  %431 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %430
  %432 = load bfloat, ptr addrspace(3) %431, align 2
  %433 = add nuw nsw i64 %408, %216
  %434 = trunc i64 %433 to i32
  %435 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %434
  %436 = load bfloat, ptr addrspace(3) %435, align 2
  %437 = add nuw nsw i64 %408, %217
  %438 = trunc i64 %437 to i32
  %439 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %438
  %440 = load bfloat, ptr addrspace(3) %439, align 2
  %441 = add nuw nsw i64 %408, 320
  %442 = or i64 %441, %182
  %443 = trunc i64 %442 to i32
  %444 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %443
  %445 = load bfloat, ptr addrspace(3) %444, align 2
  %446 = or i64 %441, %211
  %447 = trunc i64 %446 to i32
  %448 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %447
  %449 = load bfloat, ptr addrspace(3) %448, align 2
  %450 = add nuw nsw i64 %441, %212
  %451 = trunc i64 %450 to i32
  %452 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %451
  %453 = load bfloat, ptr addrspace(3) %452, align 2
  %454 = add nuw nsw i64 %441, %213
  %455 = trunc i64 %454 to i32
  %456 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %455
  %457 = load bfloat, ptr addrspace(3) %456, align 2
  %458 = add nuw nsw i64 %441, %214
  %459 = trunc i64 %458 to i32
  %460 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %459
  %461 = load bfloat, ptr addrspace(3) %460, align 2
  %462 = add nuw nsw i64 %441, %215
  %463 = trunc i64 %462 to i32
  %464 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %463
  %465 = load bfloat, ptr addrspace(3) %464, align 2
  %466 = add nuw nsw i64 %441, %216
  %467 = trunc i64 %466 to i32
  %468 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %467
  %469 = load bfloat, ptr addrspace(3) %468, align 2
  %470 = add nuw nsw i64 %441, %217
  %471 = trunc i64 %470 to i32
  %472 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %471
  %473 = load bfloat, ptr addrspace(3) %472, align 2
  %474 = insertelement <2 x bfloat> poison, bfloat %412, i64 0
  %475 = insertelement <2 x bfloat> %474, bfloat %416, i64 1
  %476 = bitcast <2 x bfloat> %475 to i32
  %477 = insertelement <2 x bfloat> poison, bfloat %420, i64 0
  %478 = insertelement <2 x bfloat> %477, bfloat %424, i64 1
  %479 = bitcast <2 x bfloat> %478 to i32
  %480 = insertelement <2 x bfloat> poison, bfloat %428, i64 0
  %481 = insertelement <2 x bfloat> %480, bfloat %432, i64 1
  %482 = bitcast <2 x bfloat> %481 to i32
  %483 = insertelement <2 x bfloat> poison, bfloat %436, i64 0
  %484 = insertelement <2 x bfloat> %483, bfloat %440, i64 1
  %485 = bitcast <2 x bfloat> %484 to i32
  %486 = insertelement <2 x bfloat> poison, bfloat %445, i64 0
  %487 = insertelement <2 x bfloat> %486, bfloat %449, i64 1
  %488 = bitcast <2 x bfloat> %487 to i32
  %489 = insertelement <2 x bfloat> poison, bfloat %453, i64 0
  %490 = insertelement <2 x bfloat> %489, bfloat %457, i64 1
  %491 = bitcast <2 x bfloat> %490 to i32
  %492 = insertelement <2 x bfloat> poison, bfloat %461, i64 0
  %493 = insertelement <2 x bfloat> %492, bfloat %465, i64 1
  %494 = bitcast <2 x bfloat> %493 to i32
  %495 = insertelement <2 x bfloat> poison, bfloat %469, i64 0
  %496 = insertelement <2 x bfloat> %495, bfloat %473, i64 1
  %497 = bitcast <2 x bfloat> %496 to i32
  %498 = insertelement <8 x i32> poison, i32 %476, i64 0
  %499 = insertelement <8 x i32> %498, i32 %479, i64 1
  %500 = insertelement <8 x i32> %499, i32 %482, i64 2
  %501 = insertelement <8 x i32> %500, i32 %485, i64 3
  %502 = insertelement <8 x i32> %501, i32 %488, i64 4
  %503 = insertelement <8 x i32> %502, i32 %491, i64 5
  %504 = insertelement <8 x i32> %503, i32 %494, i64 6
  %505 = insertelement <8 x i32> %504, i32 %497, i64 7
  %506 = load bfloat, ptr addrspace(3) %222, align 2
  %507 = load bfloat, ptr addrspace(3) %226, align 2
  %508 = load bfloat, ptr addrspace(3) %230, align 2
  %509 = load bfloat, ptr addrspace(3) %234, align 2
  %510 = load bfloat, ptr addrspace(3) %238, align 2
  %511 = load bfloat, ptr addrspace(3) %242, align 2
  %512 = load bfloat, ptr addrspace(3) %246, align 2
  %513 = load bfloat, ptr addrspace(3) %250, align 2
  %514 = load bfloat, ptr addrspace(3) %254, align 2
  %515 = load bfloat, ptr addrspace(3) %257, align 2
  %516 = load bfloat, ptr addrspace(3) %260, align 2
  %517 = load bfloat, ptr addrspace(3) %263, align 2
  %518 = load bfloat, ptr addrspace(3) %266, align 2
  %519 = load bfloat, ptr addrspace(3) %269, align 2
  %520 = load bfloat, ptr addrspace(3) %272, align 2
  %521 = load bfloat, ptr addrspace(3) %275, align 2
  %522 = insertelement <2 x bfloat> poison, bfloat %506, i64 0
  %523 = insertelement <2 x bfloat> %522, bfloat %507, i64 1
  %524 = bitcast <2 x bfloat> %523 to i32
  %525 = insertelement <2 x bfloat> poison, bfloat %508, i64 0
  %526 = insertelement <2 x bfloat> %525, bfloat %509, i64 1
  %527 = bitcast <2 x bfloat> %526 to i32
  %528 = insertelement <2 x bfloat> poison, bfloat %510, i64 0
  %529 = insertelement <2 x bfloat> %528, bfloat %511, i64 1
  %530 = bitcast <2 x bfloat> %529 to i32
  %531 = insertelement <2 x bfloat> poison, bfloat %512, i64 0
  %532 = insertelement <2 x bfloat> %531, bfloat %513, i64 1
  %533 = bitcast <2 x bfloat> %532 to i32
  %534 = insertelement <2 x bfloat> poison, bfloat %514, i64 0
  %535 = insertelement <2 x bfloat> %534, bfloat %515, i64 1
  %536 = bitcast <2 x bfloat> %535 to i32
  %537 = insertelement <2 x bfloat> poison, bfloat %516, i64 0
  %538 = insertelement <2 x bfloat> %537, bfloat %517, i64 1
  %539 = bitcast <2 x bfloat> %538 to i32
  %540 = insertelement <2 x bfloat> poison, bfloat %518, i64 0
  %541 = insertelement <2 x bfloat> %540, bfloat %519, i64 1
  %542 = bitcast <2 x bfloat> %541 to i32
  %543 = insertelement <2 x bfloat> poison, bfloat %520, i64 0
  %544 = insertelement <2 x bfloat> %543, bfloat %521, i64 1
  %545 = bitcast <2 x bfloat> %544 to i32
  %546 = insertelement <8 x i32> poison, i32 %524, i64 0
  %547 = insertelement <8 x i32> %546, i32 %527, i64 1
  %548 = insertelement <8 x i32> %547, i32 %530, i64 2
  %549 = insertelement <8 x i32> %548, i32 %533, i64 3
  %550 = insertelement <8 x i32> %549, i32 %536, i64 4
  %551 = insertelement <8 x i32> %550, i32 %539, i64 5
  %552 = insertelement <8 x i32> %551, i32 %542, i64 6
  %553 = insertelement <8 x i32> %552, i32 %545, i64 7
  %554 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %505, <8 x i32> %553, <8 x i32> %406, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %554 to <8 x float>
  %555 = extractelement <8 x float> %bc, i64 0
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %365
  store float %555, ptr addrspace(3) %556, align 4
  %557 = extractelement <8 x float> %bc, i64 1
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %369
  store float %557, ptr addrspace(3) %558, align 4
  %559 = extractelement <8 x float> %bc, i64 2
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %374
  store float %559, ptr addrspace(3) %560, align 4
  %561 = extractelement <8 x float> %bc, i64 3
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %378
  store float %561, ptr addrspace(3) %562, align 4
  %563 = extractelement <8 x float> %bc, i64 4
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %383
  store float %563, ptr addrspace(3) %564, align 4
  %565 = extractelement <8 x float> %bc, i64 5
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %387
  store float %565, ptr addrspace(3) %566, align 4
  %567 = extractelement <8 x float> %bc, i64 6
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %392
  store float %567, ptr addrspace(3) %568, align 4
  %569 = extractelement <8 x float> %bc, i64 7
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %396
  store float %569, ptr addrspace(3) %570, align 4
  br label %571

571: ; preds = %359, %354
  %572 = add nuw nsw i64 %355, 1
  %573 = icmp ult i64 %355, 3
  br i1 %573, label %354, label %574

574: ; preds = %571
  tail call void @llvm.musa.syncthreads.lm()
  %575 = load <4 x float>, ptr addrspace(3) %195, align 16
  %576 = load float, ptr addrspace(3) %196, align 16
  %577 = load float, ptr addrspace(3) %197, align 4
  %578 = load float, ptr addrspace(3) %198, align 8
  %579 = load float, ptr addrspace(3) %199, align 4
  %580 = load <4 x float>, ptr addrspace(3) %200, align 16
  %581 = load <4 x float>, ptr addrspace(3) %201, align 16
  %582 = load <4 x float>, ptr addrspace(3) %202, align 16
  %583 = load <4 x float>, ptr addrspace(3) %203, align 16
  %584 = load <4 x float>, ptr addrspace(3) %204, align 16
  %585 = load <4 x float>, ptr addrspace(3) %205, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %586 = extractelement <4 x float> %585, i64 0
  %587 = extractelement <4 x float> %585, i64 1
  %588 = extractelement <4 x float> %585, i64 2
  %589 = extractelement <4 x float> %585, i64 3
  %590 = extractelement <4 x float> %584, i64 0
  %591 = extractelement <4 x float> %584, i64 1
  %592 = extractelement <4 x float> %584, i64 2
  %593 = extractelement <4 x float> %584, i64 3
  %594 = extractelement <4 x float> %583, i64 0
  %595 = extractelement <4 x float> %583, i64 1
  %596 = extractelement <4 x float> %583, i64 2
  %597 = extractelement <4 x float> %583, i64 3
  %598 = extractelement <4 x float> %582, i64 0
  %599 = extractelement <4 x float> %582, i64 1
  %600 = extractelement <4 x float> %582, i64 2
  %601 = extractelement <4 x float> %582, i64 3
  %602 = extractelement <4 x float> %581, i64 0
  %603 = extractelement <4 x float> %581, i64 1
  %604 = extractelement <4 x float> %581, i64 2
  %605 = extractelement <4 x float> %581, i64 3
  %606 = extractelement <4 x float> %580, i64 0
  %607 = extractelement <4 x float> %580, i64 1
  %608 = extractelement <4 x float> %580, i64 2
  %609 = extractelement <4 x float> %580, i64 3
  %610 = extractelement <4 x float> %575, i64 0
  %611 = extractelement <4 x float> %575, i64 1
  %612 = extractelement <4 x float> %575, i64 2
  %613 = extractelement <4 x float> %575, i64 3
  br i1 %315, label %276, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %574
  %614 = insertelement <4 x float> poison, float %576, i64 0
  %615 = insertelement <4 x float> %614, float %577, i64 1
  %616 = insertelement <4 x float> %615, float %578, i64 2
  %617 = insertelement <4 x float> %616, float %579, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %83
  %618 = phi <4 x float> [ zeroinitializer, %83 ], [ %585, %._crit_edge.loopexit ]
  %619 = phi <4 x float> [ zeroinitializer, %83 ], [ %584, %._crit_edge.loopexit ]
  %620 = phi <4 x float> [ zeroinitializer, %83 ], [ %583, %._crit_edge.loopexit ]
  %621 = phi <4 x float> [ zeroinitializer, %83 ], [ %582, %._crit_edge.loopexit ]
  %622 = phi <4 x float> [ zeroinitializer, %83 ], [ %581, %._crit_edge.loopexit ]
  %623 = phi <4 x float> [ zeroinitializer, %83 ], [ %580, %._crit_edge.loopexit ]
  %624 = phi <4 x float> [ zeroinitializer, %83 ], [ %617, %._crit_edge.loopexit ]
  %625 = phi <4 x float> [ zeroinitializer, %83 ], [ %575, %._crit_edge.loopexit ]
  %626 = add i32 %17, %55
  %627 = mul i32 %626, %10
  %628 = sext i32 %627 to i64
  %629 = getelementptr float, ptr addrspace(1) %2, i64 %628
  %630 = icmp slt i32 %626, %3
  %631 = and i1 %630, %59
  br i1 %631, label %632, label %635

632: ; preds = %._crit_edge
  %633 = sext i32 %57 to i64
  %634 = getelementptr float, ptr addrspace(1) %629, i64 %633
  store <4 x float> %625, ptr addrspace(1) %634, align 16
  br label %635

635: ; preds = %632, %._crit_edge
  %636 = trunc i64 %101 to i32
  %637 = or i32 %18, %636
  %638 = icmp slt i32 %637, %4
  %639 = and i1 %630, %638
  br i1 %639, label %640, label %643

640: ; preds = %635
  %641 = sext i32 %637 to i64
  %642 = getelementptr float, ptr addrspace(1) %629, i64 %641
  store <4 x float> %624, ptr addrspace(1) %642, align 16
  br label %643

643: ; preds = %640, %635
  %644 = add i32 %17, %72
  %645 = mul i32 %644, %10
  %646 = sext i32 %645 to i64
  %647 = getelementptr float, ptr addrspace(1) %2, i64 %646
  %648 = icmp slt i32 %644, %3
  %649 = and i1 %59, %648
  br i1 %649, label %650, label %653

650: ; preds = %643
  %651 = sext i32 %57 to i64
  %652 = getelementptr float, ptr addrspace(1) %647, i64 %651
  store <4 x float> %623, ptr addrspace(1) %652, align 16
  br label %653

653: ; preds = %650, %643
  %654 = and i1 %648, %638
  br i1 %654, label %655, label %658

655: ; preds = %653
  %656 = sext i32 %637 to i64
  %657 = getelementptr float, ptr addrspace(1) %647, i64 %656
  store <4 x float> %622, ptr addrspace(1) %657, align 16
  br label %658

658: ; preds = %655, %653
  %659 = trunc i64 %140 to i32
  %660 = add i32 %17, %659
  %661 = mul i32 %660, %10
  %662 = sext i32 %661 to i64
  %663 = getelementptr float, ptr addrspace(1) %2, i64 %662
  %664 = icmp slt i32 %660, %3
  %665 = and i1 %59, %664
  br i1 %665, label %666, label %669

666: ; preds = %658
  %667 = sext i32 %57 to i64
  %668 = getelementptr float, ptr addrspace(1) %663, i64 %667
  store <4 x float> %621, ptr addrspace(1) %668, align 16
  br label %669

669: ; preds = %666, %658
  %670 = and i1 %664, %638
  br i1 %670, label %671, label %674

671: ; preds = %669
  %672 = sext i32 %637 to i64
  %673 = getelementptr float, ptr addrspace(1) %663, i64 %672
  store <4 x float> %620, ptr addrspace(1) %673, align 16
  br label %674

674: ; preds = %671, %669
  %675 = trunc i64 %161 to i32
  %676 = add i32 %17, %675
  %677 = mul i32 %676, %10
  %678 = sext i32 %677 to i64
  %679 = getelementptr float, ptr addrspace(1) %2, i64 %678
  %680 = icmp slt i32 %676, %3
  %681 = and i1 %59, %680
  br i1 %681, label %682, label %685

682: ; preds = %674
  %683 = sext i32 %57 to i64
  %684 = getelementptr float, ptr addrspace(1) %679, i64 %683
  store <4 x float> %619, ptr addrspace(1) %684, align 16
  br label %685

685: ; preds = %682, %674
  %686 = and i1 %680, %638
  br i1 %686, label %687, label %690

687: ; preds = %685
  %688 = sext i32 %637 to i64
  %689 = getelementptr float, ptr addrspace(1) %679, i64 %688
  store <4 x float> %618, ptr addrspace(1) %689, align 16
  br label %690

690: ; preds = %687, %685
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
