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
  %38 = add nsw i64 %20, 1024
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr half, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr half, ptr addrspace(1) %44, i64 %21
  %50 = load <8 x half>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <8 x half> [ %50, %48 ], [ zeroinitializer, %36 ]
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
  %65 = getelementptr half, ptr addrspace(1) %1, i64 %64
  %66 = sext i32 %57 to i64
  %67 = getelementptr half, ptr addrspace(1) %65, i64 %66
  %68 = load <8 x half>, ptr addrspace(1) %67, align 16
  br label %69

69: ; preds = %62, %51
  %70 = phi <8 x half> [ %68, %62 ], [ zeroinitializer, %51 ]
  %71 = lshr i64 %38, 6
  %72 = trunc i64 %71 to i32
  %73 = icmp slt i32 %72, %5
  %74 = and i1 %73, %59
  %75 = and i1 %19, %74
  br i1 %75, label %76, label %83

76: ; preds = %69
  %77 = mul i32 %72, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr half, ptr addrspace(1) %1, i64 %78
  %80 = sext i32 %57 to i64
  %81 = getelementptr half, ptr addrspace(1) %79, i64 %80
  %82 = load <8 x half>, ptr addrspace(1) %81, align 16
  br label %83

83: ; preds = %76, %69
  %84 = phi <8 x half> [ %82, %76 ], [ zeroinitializer, %69 ]
  %85 = mul i64 %22, 40
  %86 = add i64 %85, %21
  %87 = trunc i64 %86 to i32
  %88 = getelementptr half, ptr addrspace(3) @global_smem, i32 %87
  %89 = mul i64 %39, 40
  %90 = add i64 %89, %21
  %91 = trunc i64 %90 to i32
  %92 = getelementptr half, ptr addrspace(3) @global_smem, i32 %91
  %93 = mul i64 %54, 72
  %94 = add i64 %93, %53
  %95 = trunc i64 %94 to i32
  %96 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %95
  %97 = mul i64 %71, 72
  %98 = add i64 %97, %53
  %99 = trunc i64 %98 to i32
  %100 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %99
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
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %83
  %urem = and i64 %14, 7
  %195 = sext i32 %57 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %195
  %196 = shl nuw nsw i64 %181, 4
  %197 = and i64 %196, 48
  %198 = or i64 %197, %urem
  %199 = or i64 %198, 8
  %200 = or i64 %182, 4
  %201 = or i64 %182, 8
  %202 = or i64 %182, 12
  %203 = or i64 %182, 16
  %204 = or i64 %182, 20
  %205 = or i64 %182, 24
  %206 = or i64 %182, 28
  %207 = or i64 %192, %197
  %208 = mul nuw nsw i64 %182, 72
  %209 = add nuw nsw i64 %207, %208
  %210 = trunc i64 %209 to i32
  %211 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %210
  %212 = mul nuw nsw i64 %200, 72
  %213 = add nuw nsw i64 %207, %212
  %214 = trunc i64 %213 to i32
  %215 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %214
  %216 = mul nuw nsw i64 %201, 72
  %217 = add nuw nsw i64 %207, %216
  %218 = trunc i64 %217 to i32
  %219 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %218
  %220 = mul nuw nsw i64 %202, 72
  %221 = add nuw nsw i64 %207, %220
  %222 = trunc i64 %221 to i32
  %223 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %222
  %224 = mul nuw nsw i64 %203, 72
  %225 = add nuw nsw i64 %207, %224
  %226 = trunc i64 %225 to i32
  %227 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %226
  %228 = mul nuw nsw i64 %204, 72
  %229 = add nuw nsw i64 %207, %228
  %230 = trunc i64 %229 to i32
  %231 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %230
  %232 = mul nuw nsw i64 %205, 72
  %233 = add nuw nsw i64 %207, %232
  %234 = trunc i64 %233 to i32
  %235 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %234
  %236 = mul nuw nsw i64 %206, 72
  %237 = add nuw nsw i64 %207, %236
  %238 = trunc i64 %237 to i32
  %239 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %238
  %240 = or i64 %207, 8
  %241 = add nuw nsw i64 %240, %208
  %242 = trunc i64 %241 to i32
  %243 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %242
  %244 = add nuw nsw i64 %240, %212
  %245 = trunc i64 %244 to i32
  %246 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %245
  %247 = add nuw nsw i64 %240, %216
  %248 = trunc i64 %247 to i32
  %249 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %248
  %250 = add nuw nsw i64 %240, %220
  %251 = trunc i64 %250 to i32
  %252 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %251
  %253 = add nuw nsw i64 %240, %224
  %254 = trunc i64 %253 to i32
  %255 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %254
  %256 = add nuw nsw i64 %240, %228
  %257 = trunc i64 %256 to i32
  %258 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %257
  %259 = add nuw nsw i64 %240, %232
  %260 = trunc i64 %259 to i32
  %261 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %260
  %262 = add nuw nsw i64 %240, %236
  %263 = trunc i64 %262 to i32
  %264 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %263
  br label %265

265: ; preds = %.lr.ph, %555
  %266 = phi float [ 0.000000e+00, %.lr.ph ], [ %587, %555 ]
  %267 = phi float [ 0.000000e+00, %.lr.ph ], [ %586, %555 ]
  %268 = phi float [ 0.000000e+00, %.lr.ph ], [ %585, %555 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph ], [ %584, %555 ]
  %270 = phi float [ 0.000000e+00, %.lr.ph ], [ %583, %555 ]
  %271 = phi float [ 0.000000e+00, %.lr.ph ], [ %582, %555 ]
  %272 = phi float [ 0.000000e+00, %.lr.ph ], [ %581, %555 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph ], [ %580, %555 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %579, %555 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %578, %555 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %577, %555 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %576, %555 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %575, %555 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %574, %555 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %573, %555 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %572, %555 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %571, %555 ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %570, %555 ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %569, %555 ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %568, %555 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %567, %555 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %566, %555 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %565, %555 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %564, %555 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %563, %555 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %562, %555 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %561, %555 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %560, %555 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %559, %555 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %558, %555 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %557, %555 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %556, %555 ]
  %298 = phi i32 [ 0, %.lr.ph ], [ %303, %555 ]
  %299 = phi <8 x half> [ %37, %.lr.ph ], [ %314, %555 ]
  %300 = phi <8 x half> [ %52, %.lr.ph ], [ %322, %555 ]
  %301 = phi <8 x half> [ %70, %.lr.ph ], [ %332, %555 ]
  %302 = phi <8 x half> [ %84, %.lr.ph ], [ %342, %555 ]
  %303 = add i32 %298, 32
  %304 = icmp slt i32 %303, %5
  %305 = or i32 %303, %28
  %306 = icmp slt i32 %305, %5
  %307 = and i1 %29, %306
  %308 = and i1 %304, %307
  br i1 %308, label %309, label %313

309: ; preds = %265
  %310 = sext i32 %305 to i64
  %311 = getelementptr half, ptr addrspace(1) %27, i64 %310
  %312 = load <8 x half>, ptr addrspace(1) %311, align 16
  br label %313

313: ; preds = %309, %265
  %314 = phi <8 x half> [ %312, %309 ], [ zeroinitializer, %265 ]
  %315 = and i1 %45, %306
  %316 = and i1 %304, %315
  br i1 %316, label %317, label %321

317: ; preds = %313
  %318 = sext i32 %305 to i64
  %319 = getelementptr half, ptr addrspace(1) %44, i64 %318
  %320 = load <8 x half>, ptr addrspace(1) %319, align 16
  br label %321

321: ; preds = %317, %313
  %322 = phi <8 x half> [ %320, %317 ], [ zeroinitializer, %313 ]
  %323 = add i32 %303, %55
  %324 = icmp slt i32 %323, %5
  %325 = and i1 %59, %324
  %326 = and i1 %304, %325
  br i1 %326, label %327, label %331

327: ; preds = %321
  %328 = mul i32 %323, %8
  %329 = sext i32 %328 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %329
  %330 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %331

331: ; preds = %327, %321
  %332 = phi <8 x half> [ %330, %327 ], [ zeroinitializer, %321 ]
  %333 = add i32 %303, %72
  %334 = icmp slt i32 %333, %5
  %335 = and i1 %59, %334
  %336 = and i1 %304, %335
  br i1 %336, label %337, label %341

337: ; preds = %331
  %338 = mul i32 %333, %8
  %339 = sext i32 %338 to i64
  %gep74 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %339
  %340 = load <8 x half>, ptr addrspace(1) %gep74, align 16
  br label %341

341: ; preds = %337, %331
  %342 = phi <8 x half> [ %340, %337 ], [ zeroinitializer, %331 ]
  store <8 x half> %299, ptr addrspace(3) %88, align 16
  store <8 x half> %300, ptr addrspace(3) %92, align 16
  store <8 x half> %301, ptr addrspace(3) %96, align 16
  store <8 x half> %302, ptr addrspace(3) %100, align 16
  tail call void @llvm.musa.syncthreads.lm()
  store float %297, ptr addrspace(3) %104, align 16
  store float %296, ptr addrspace(3) %106, align 4
  store float %295, ptr addrspace(3) %108, align 8
  store float %294, ptr addrspace(3) %110, align 4
  store float %293, ptr addrspace(3) %113, align 16
  store float %292, ptr addrspace(3) %115, align 4
  store float %291, ptr addrspace(3) %117, align 8
  store float %290, ptr addrspace(3) %119, align 4
  store float %289, ptr addrspace(3) %123, align 16
  store float %288, ptr addrspace(3) %125, align 4
  store float %287, ptr addrspace(3) %127, align 8
  store float %286, ptr addrspace(3) %129, align 4
  store float %285, ptr addrspace(3) %132, align 16
  store float %284, ptr addrspace(3) %134, align 4
  store float %283, ptr addrspace(3) %136, align 8
  store float %282, ptr addrspace(3) %138, align 4
  store float %281, ptr addrspace(3) %144, align 16
  store float %280, ptr addrspace(3) %146, align 4
  store float %279, ptr addrspace(3) %148, align 8
  store float %278, ptr addrspace(3) %150, align 4
  store float %277, ptr addrspace(3) %153, align 16
  store float %276, ptr addrspace(3) %155, align 4
  store float %275, ptr addrspace(3) %157, align 8
  store float %274, ptr addrspace(3) %159, align 4
  store float %273, ptr addrspace(3) %165, align 16
  store float %272, ptr addrspace(3) %167, align 4
  store float %271, ptr addrspace(3) %169, align 8
  store float %270, ptr addrspace(3) %171, align 4
  store float %269, ptr addrspace(3) %174, align 16
  store float %268, ptr addrspace(3) %176, align 4
  store float %267, ptr addrspace(3) %178, align 8
  store float %266, ptr addrspace(3) %180, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %343

343: ; preds = %341, %552
  %344 = phi i64 [ 0, %341 ], [ %553, %552 ]
  %345 = shl nuw nsw i64 %344, 2
  %346 = add nuw nsw i64 %345, %181
  %347 = icmp ult i64 %346, 16
  br i1 %347, label %348, label %552

348: ; preds = %343
  %349 = shl nuw nsw i64 %346, 2
  %350 = and i64 %349, 48
  %351 = or i64 %350, %194
  %352 = shl nuw nsw i64 %351, 6
  %353 = or i64 %352, %198
  %354 = trunc i64 %353 to i32
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %354
  %356 = load i32, ptr addrspace(3) %355, align 4
  %357 = or i64 %352, %199
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %358
  %360 = load i32, ptr addrspace(3) %359, align 4
  %361 = or i64 %352, 256
  %362 = or i64 %361, %198
  %363 = trunc i64 %362 to i32
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %363
  %365 = load i32, ptr addrspace(3) %364, align 4
  %366 = or i64 %361, %199
  %367 = trunc i64 %366 to i32
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %367
  %369 = load i32, ptr addrspace(3) %368, align 4
  %370 = or i64 %352, 512
  %371 = or i64 %370, %198
  %372 = trunc i64 %371 to i32
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %372
  %374 = load i32, ptr addrspace(3) %373, align 4
  %375 = or i64 %370, %199
  %376 = trunc i64 %375 to i32
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %376
  %378 = load i32, ptr addrspace(3) %377, align 4
  %379 = or i64 %352, 768
  %380 = or i64 %379, %198
  %381 = trunc i64 %380 to i32
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %381
  %383 = load i32, ptr addrspace(3) %382, align 4
  %384 = or i64 %379, %199
  %385 = trunc i64 %384 to i32
  %386 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %385
  %387 = load i32, ptr addrspace(3) %386, align 4
  %388 = insertelement <8 x i32> poison, i32 %356, i64 0
  %389 = insertelement <8 x i32> %388, i32 %360, i64 1
  %390 = insertelement <8 x i32> %389, i32 %365, i64 2
  %391 = insertelement <8 x i32> %390, i32 %369, i64 3
  %392 = insertelement <8 x i32> %391, i32 %374, i64 4
  %393 = insertelement <8 x i32> %392, i32 %378, i64 5
  %394 = insertelement <8 x i32> %393, i32 %383, i64 6
  %395 = insertelement <8 x i32> %394, i32 %387, i64 7
  %396 = or i64 %350, %192
  %397 = mul nuw nsw i64 %396, 40
  %398 = or i64 %397, %182
  %399 = trunc i64 %398 to i32
  %400 = getelementptr half, ptr addrspace(3) @global_smem, i32 %399
  %401 = load half, ptr addrspace(3) %400, align 2
  %402 = or i64 %397, %200
  %403 = trunc i64 %402 to i32
  %404 = getelementptr half, ptr addrspace(3) @global_smem, i32 %403
  %405 = load half, ptr addrspace(3) %404, align 2
  %406 = add nuw nsw i64 %397, %201
  %407 = trunc i64 %406 to i32
  %408 = getelementptr half, ptr addrspace(3) @global_smem, i32 %407
  %409 = load half, ptr addrspace(3) %408, align 2
  %410 = add nuw nsw i64 %397, %202
  %411 = trunc i64 %410 to i32
  %412 = getelementptr half, ptr addrspace(3) @global_smem, i32 %411
  %413 = load half, ptr addrspace(3) %412, align 2
  %414 = add nuw nsw i64 %397, %203
  %415 = trunc i64 %414 to i32
  %416 = getelementptr half, ptr addrspace(3) @global_smem, i32 %415
  %417 = load half, ptr addrspace(3) %416, align 2
  %418 = add nuw nsw i64 %397, %204
  %419 = trunc i64 %418 to i32
  %420 = getelementptr half, ptr addrspace(3) @global_smem, i32 %419
  %421 = load half, ptr addrspace(3) %420, align 2
  %422 = add nuw nsw i64 %397, %205
  %423 = trunc i64 %422 to i32
  %424 = getelementptr half, ptr addrspace(3) @global_smem, i32 %423
  %425 = load half, ptr addrspace(3) %424, align 2
  %426 = add nuw nsw i64 %397, %206
  %427 = trunc i64 %426 to i32
  %428 = getelementptr half, ptr addrspace(3) @global_smem, i32 %427
  %429 = load half, ptr addrspace(3) %428, align 2
  %430 = add nuw nsw i64 %397, 320
  %431 = or i64 %430, %182
  %432 = trunc i64 %431 to i32
  %433 = getelementptr half, ptr addrspace(3) @global_smem, i32 %432
  %434 = load half, ptr addrspace(3) %433, align 2
  %435 = or i64 %430, %200
  %436 = trunc i64 %435 to i32
  %437 = getelementptr half, ptr addrspace(3) @global_smem, i32 %436
  %438 = load half, ptr addrspace(3) %437, align 2
  %439 = add nuw nsw i64 %430, %201
  %440 = trunc i64 %439 to i32
  %441 = getelementptr half, ptr addrspace(3) @global_smem, i32 %440
  %442 = load half, ptr addrspace(3) %441, align 2
  %443 = add nuw nsw i64 %430, %202
  %444 = trunc i64 %443 to i32
  %445 = getelementptr half, ptr addrspace(3) @global_smem, i32 %444
  %446 = load half, ptr addrspace(3) %445, align 2
  %447 = add nuw nsw i64 %430, %203
  %448 = trunc i64 %447 to i32
  %449 = getelementptr half, ptr addrspace(3) @global_smem, i32 %448
  %450 = load half, ptr addrspace(3) %449, align 2
  %451 = add nuw nsw i64 %430, %204
  %452 = trunc i64 %451 to i32
  %453 = getelementptr half, ptr addrspace(3) @global_smem, i32 %452
  %454 = load half, ptr addrspace(3) %453, align 2
  %455 = add nuw nsw i64 %430, %205
  %456 = trunc i64 %455 to i32
  %457 = getelementptr half, ptr addrspace(3) @global_smem, i32 %456
  %458 = load half, ptr addrspace(3) %457, align 2
  %459 = add nuw nsw i64 %430, %206
  %460 = trunc i64 %459 to i32
  %461 = getelementptr half, ptr addrspace(3) @global_smem, i32 %460
  %462 = load half, ptr addrspace(3) %461, align 2
  %463 = insertelement <2 x half> poison, half %401, i64 0
  %464 = insertelement <2 x half> %463, half %405, i64 1
  %465 = bitcast <2 x half> %464 to i32
  %466 = insertelement <2 x half> poison, half %409, i64 0
  %467 = insertelement <2 x half> %466, half %413, i64 1
  %468 = bitcast <2 x half> %467 to i32
  %469 = insertelement <2 x half> poison, half %417, i64 0
  %470 = insertelement <2 x half> %469, half %421, i64 1
  %471 = bitcast <2 x half> %470 to i32
  %472 = insertelement <2 x half> poison, half %425, i64 0
  %473 = insertelement <2 x half> %472, half %429, i64 1
  %474 = bitcast <2 x half> %473 to i32
  %475 = insertelement <2 x half> poison, half %434, i64 0
  %476 = insertelement <2 x half> %475, half %438, i64 1
  %477 = bitcast <2 x half> %476 to i32
  %478 = insertelement <2 x half> poison, half %442, i64 0
  %479 = insertelement <2 x half> %478, half %446, i64 1
  %480 = bitcast <2 x half> %479 to i32
  %481 = insertelement <2 x half> poison, half %450, i64 0
  %482 = insertelement <2 x half> %481, half %454, i64 1
  %483 = bitcast <2 x half> %482 to i32
  %484 = insertelement <2 x half> poison, half %458, i64 0
  %485 = insertelement <2 x half> %484, half %462, i64 1
  %486 = bitcast <2 x half> %485 to i32
  %487 = insertelement <8 x i32> poison, i32 %465, i64 0
  %488 = insertelement <8 x i32> %487, i32 %468, i64 1
  %489 = insertelement <8 x i32> %488, i32 %471, i64 2
  %490 = insertelement <8 x i32> %489, i32 %474, i64 3
  %491 = insertelement <8 x i32> %490, i32 %477, i64 4
  %492 = insertelement <8 x i32> %491, i32 %480, i64 5
  %493 = insertelement <8 x i32> %492, i32 %483, i64 6
  %494 = insertelement <8 x i32> %493, i32 %486, i64 7
  %495 = load half, ptr addrspace(3) %211, align 2
  %496 = load half, ptr addrspace(3) %215, align 2
  %497 = load half, ptr addrspace(3) %219, align 2
  %498 = load half, ptr addrspace(3) %223, align 2
  %499 = load half, ptr addrspace(3) %227, align 2
  %500 = load half, ptr addrspace(3) %231, align 2
  %501 = load half, ptr addrspace(3) %235, align 2
  %502 = load half, ptr addrspace(3) %239, align 2
  %503 = load half, ptr addrspace(3) %243, align 2
  %504 = load half, ptr addrspace(3) %246, align 2
  %505 = load half, ptr addrspace(3) %249, align 2
  %506 = load half, ptr addrspace(3) %252, align 2
  %507 = load half, ptr addrspace(3) %255, align 2
  %508 = load half, ptr addrspace(3) %258, align 2
  %509 = load half, ptr addrspace(3) %261, align 2
  %510 = load half, ptr addrspace(3) %264, align 2
  %511 = insertelement <2 x half> poison, half %495, i64 0
  %512 = insertelement <2 x half> %511, half %496, i64 1
  %513 = bitcast <2 x half> %512 to i32
  %514 = insertelement <2 x half> poison, half %497, i64 0
  %515 = insertelement <2 x half> %514, half %498, i64 1
  %516 = bitcast <2 x half> %515 to i32
  %517 = insertelement <2 x half> poison, half %499, i64 0
  %518 = insertelement <2 x half> %517, half %500, i64 1
  %519 = bitcast <2 x half> %518 to i32
  %520 = insertelement <2 x half> poison, half %501, i64 0
  %521 = insertelement <2 x half> %520, half %502, i64 1
  %522 = bitcast <2 x half> %521 to i32
  %523 = insertelement <2 x half> poison, half %503, i64 0
  %524 = insertelement <2 x half> %523, half %504, i64 1
  %525 = bitcast <2 x half> %524 to i32
  %526 = insertelement <2 x half> poison, half %505, i64 0
  %527 = insertelement <2 x half> %526, half %506, i64 1
  %528 = bitcast <2 x half> %527 to i32
  %529 = insertelement <2 x half> poison, half %507, i64 0
  %530 = insertelement <2 x half> %529, half %508, i64 1
  %531 = bitcast <2 x half> %530 to i32
  %532 = insertelement <2 x half> poison, half %509, i64 0
  %533 = insertelement <2 x half> %532, half %510, i64 1
  %534 = bitcast <2 x half> %533 to i32
  %535 = insertelement <8 x i32> poison, i32 %513, i64 0
  %536 = insertelement <8 x i32> %535, i32 %516, i64 1
  %537 = insertelement <8 x i32> %536, i32 %519, i64 2
  %538 = insertelement <8 x i32> %537, i32 %522, i64 3
  %539 = insertelement <8 x i32> %538, i32 %525, i64 4
  %540 = insertelement <8 x i32> %539, i32 %528, i64 5
  %541 = insertelement <8 x i32> %540, i32 %531, i64 6
  %542 = insertelement <8 x i32> %541, i32 %534, i64 7
  %543 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %494, <8 x i32> %542, <8 x i32> %395, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %543 to <8 x float>
  %544 = extractelement <8 x float> %bc, i64 0
  store float %544, ptr addrspace(3) %355, align 4
  %545 = extractelement <8 x float> %bc, i64 1
  store float %545, ptr addrspace(3) %359, align 4
  %546 = extractelement <8 x float> %bc, i64 2
  store float %546, ptr addrspace(3) %364, align 4
  %547 = extractelement <8 x float> %bc, i64 3
  store float %547, ptr addrspace(3) %368, align 4
  %548 = extractelement <8 x float> %bc, i64 4
  store float %548, ptr addrspace(3) %373, align 4
  %549 = extractelement <8 x float> %bc, i64 5
  store float %549, ptr addrspace(3) %377, align 4
  %550 = extractelement <8 x float> %bc, i64 6
  store float %550, ptr addrspace(3) %382, align 4
  %551 = extractelement <8 x float> %bc, i64 7
  store float %551, ptr addrspace(3) %386, align 4
  br label %552

552: ; preds = %348, %343
  %553 = add nuw nsw i64 %344, 1
  %554 = icmp ult i64 %344, 3
  br i1 %554, label %343, label %555

555: ; preds = %552
  tail call void @llvm.musa.syncthreads.lm()
  %556 = load float, ptr addrspace(3) %104, align 16
  %557 = load float, ptr addrspace(3) %106, align 4
  %558 = load float, ptr addrspace(3) %108, align 8
  %559 = load float, ptr addrspace(3) %110, align 4
  %560 = load float, ptr addrspace(3) %113, align 16
  %561 = load float, ptr addrspace(3) %115, align 4
  %562 = load float, ptr addrspace(3) %117, align 8
  %563 = load float, ptr addrspace(3) %119, align 4
  %564 = load float, ptr addrspace(3) %123, align 16
  %565 = load float, ptr addrspace(3) %125, align 4
  %566 = load float, ptr addrspace(3) %127, align 8
  %567 = load float, ptr addrspace(3) %129, align 4
  %568 = load float, ptr addrspace(3) %132, align 16
  %569 = load float, ptr addrspace(3) %134, align 4
  %570 = load float, ptr addrspace(3) %136, align 8
  %571 = load float, ptr addrspace(3) %138, align 4
  %572 = load float, ptr addrspace(3) %144, align 16
  %573 = load float, ptr addrspace(3) %146, align 4
  %574 = load float, ptr addrspace(3) %148, align 8
  %575 = load float, ptr addrspace(3) %150, align 4
  %576 = load float, ptr addrspace(3) %153, align 16
  %577 = load float, ptr addrspace(3) %155, align 4
  %578 = load float, ptr addrspace(3) %157, align 8
  %579 = load float, ptr addrspace(3) %159, align 4
  %580 = load float, ptr addrspace(3) %165, align 16
  %581 = load float, ptr addrspace(3) %167, align 4
  %582 = load float, ptr addrspace(3) %169, align 8
  %583 = load float, ptr addrspace(3) %171, align 4
  %584 = load float, ptr addrspace(3) %174, align 16
  %585 = load float, ptr addrspace(3) %176, align 4
  %586 = load float, ptr addrspace(3) %178, align 8
  %587 = load float, ptr addrspace(3) %180, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %304, label %265, label %._crit_edge

._crit_edge: ; preds = %555, %83
  %.lcssa41 = phi float [ 0.000000e+00, %83 ], [ %556, %555 ]
  %.lcssa40 = phi float [ 0.000000e+00, %83 ], [ %557, %555 ]
  %.lcssa39 = phi float [ 0.000000e+00, %83 ], [ %558, %555 ]
  %.lcssa38 = phi float [ 0.000000e+00, %83 ], [ %559, %555 ]
  %.lcssa37 = phi float [ 0.000000e+00, %83 ], [ %560, %555 ]
  %.lcssa36 = phi float [ 0.000000e+00, %83 ], [ %561, %555 ]
  %.lcssa35 = phi float [ 0.000000e+00, %83 ], [ %562, %555 ]
  %.lcssa34 = phi float [ 0.000000e+00, %83 ], [ %563, %555 ]
  %.lcssa33 = phi float [ 0.000000e+00, %83 ], [ %564, %555 ]
  %.lcssa32 = phi float [ 0.000000e+00, %83 ], [ %565, %555 ]
  %.lcssa31 = phi float [ 0.000000e+00, %83 ], [ %566, %555 ]
  %.lcssa30 = phi float [ 0.000000e+00, %83 ], [ %567, %555 ]
  %.lcssa29 = phi float [ 0.000000e+00, %83 ], [ %568, %555 ]
  %.lcssa28 = phi float [ 0.000000e+00, %83 ], [ %569, %555 ]
  %.lcssa27 = phi float [ 0.000000e+00, %83 ], [ %570, %555 ]
  %.lcssa26 = phi float [ 0.000000e+00, %83 ], [ %571, %555 ]
  %.lcssa25 = phi float [ 0.000000e+00, %83 ], [ %572, %555 ]
  %.lcssa24 = phi float [ 0.000000e+00, %83 ], [ %573, %555 ]
  %.lcssa23 = phi float [ 0.000000e+00, %83 ], [ %574, %555 ]
  %.lcssa22 = phi float [ 0.000000e+00, %83 ], [ %575, %555 ]
  %.lcssa21 = phi float [ 0.000000e+00, %83 ], [ %576, %555 ]
  %.lcssa20 = phi float [ 0.000000e+00, %83 ], [ %577, %555 ]
  %.lcssa19 = phi float [ 0.000000e+00, %83 ], [ %578, %555 ]
  %.lcssa18 = phi float [ 0.000000e+00, %83 ], [ %579, %555 ]
  %.lcssa17 = phi float [ 0.000000e+00, %83 ], [ %580, %555 ]
  %.lcssa16 = phi float [ 0.000000e+00, %83 ], [ %581, %555 ]
  %.lcssa15 = phi float [ 0.000000e+00, %83 ], [ %582, %555 ]
  %.lcssa14 = phi float [ 0.000000e+00, %83 ], [ %583, %555 ]
  %.lcssa13 = phi float [ 0.000000e+00, %83 ], [ %584, %555 ]
  %.lcssa12 = phi float [ 0.000000e+00, %83 ], [ %585, %555 ]
  %.lcssa11 = phi float [ 0.000000e+00, %83 ], [ %586, %555 ]
  %.lcssa = phi float [ 0.000000e+00, %83 ], [ %587, %555 ]
  %588 = add i32 %17, %55
  %589 = mul i32 %588, %10
  %590 = sext i32 %589 to i64
  %591 = getelementptr float, ptr addrspace(1) %2, i64 %590
  %592 = icmp slt i32 %588, %3
  %593 = and i1 %592, %59
  br i1 %593, label %594, label %601

594: ; preds = %._crit_edge
  %595 = sext i32 %57 to i64
  %596 = getelementptr float, ptr addrspace(1) %591, i64 %595
  %597 = insertelement <4 x float> poison, float %.lcssa41, i64 0
  %598 = insertelement <4 x float> %597, float %.lcssa40, i64 1
  %599 = insertelement <4 x float> %598, float %.lcssa39, i64 2
  %600 = insertelement <4 x float> %599, float %.lcssa38, i64 3
  store <4 x float> %600, ptr addrspace(1) %596, align 16
  br label %601

601: ; preds = %594, %._crit_edge
  %602 = trunc i64 %101 to i32
  %603 = or i32 %18, %602
  %604 = icmp slt i32 %603, %4
  %605 = and i1 %592, %604
  br i1 %605, label %606, label %613

606: ; preds = %601
  %607 = sext i32 %603 to i64
  %608 = getelementptr float, ptr addrspace(1) %591, i64 %607
  %609 = insertelement <4 x float> poison, float %.lcssa37, i64 0
  %610 = insertelement <4 x float> %609, float %.lcssa36, i64 1
  %611 = insertelement <4 x float> %610, float %.lcssa35, i64 2
  %612 = insertelement <4 x float> %611, float %.lcssa34, i64 3
  store <4 x float> %612, ptr addrspace(1) %608, align 16
  br label %613

613: ; preds = %606, %601
  %614 = add i32 %17, %72
  %615 = mul i32 %614, %10
  %616 = sext i32 %615 to i64
  %617 = getelementptr float, ptr addrspace(1) %2, i64 %616
  %618 = icmp slt i32 %614, %3
  %619 = and i1 %59, %618
  br i1 %619, label %620, label %627

620: ; preds = %613
  %621 = sext i32 %57 to i64
  %622 = getelementptr float, ptr addrspace(1) %617, i64 %621
  %623 = insertelement <4 x float> poison, float %.lcssa33, i64 0
  %624 = insertelement <4 x float> %623, float %.lcssa32, i64 1
  %625 = insertelement <4 x float> %624, float %.lcssa31, i64 2
  %626 = insertelement <4 x float> %625, float %.lcssa30, i64 3
  store <4 x float> %626, ptr addrspace(1) %622, align 16
  br label %627

627: ; preds = %620, %613
  %628 = and i1 %618, %604
  br i1 %628, label %629, label %636

629: ; preds = %627
  %630 = sext i32 %603 to i64
  %631 = getelementptr float, ptr addrspace(1) %617, i64 %630
  %632 = insertelement <4 x float> poison, float %.lcssa29, i64 0
  %633 = insertelement <4 x float> %632, float %.lcssa28, i64 1
  %634 = insertelement <4 x float> %633, float %.lcssa27, i64 2
  %635 = insertelement <4 x float> %634, float %.lcssa26, i64 3
  store <4 x float> %635, ptr addrspace(1) %631, align 16
  br label %636

636: ; preds = %629, %627
  %637 = trunc i64 %140 to i32
  %638 = add i32 %17, %637
  %639 = mul i32 %638, %10
  %640 = sext i32 %639 to i64
  %641 = getelementptr float, ptr addrspace(1) %2, i64 %640
  %642 = icmp slt i32 %638, %3
  %643 = and i1 %59, %642
  br i1 %643, label %644, label %651

644: ; preds = %636
  %645 = sext i32 %57 to i64
  %646 = getelementptr float, ptr addrspace(1) %641, i64 %645
  %647 = insertelement <4 x float> poison, float %.lcssa25, i64 0
  %648 = insertelement <4 x float> %647, float %.lcssa24, i64 1
  %649 = insertelement <4 x float> %648, float %.lcssa23, i64 2
  %650 = insertelement <4 x float> %649, float %.lcssa22, i64 3
  store <4 x float> %650, ptr addrspace(1) %646, align 16
  br label %651

651: ; preds = %644, %636
  %652 = and i1 %642, %604
  br i1 %652, label %653, label %660

653: ; preds = %651
  %654 = sext i32 %603 to i64
  %655 = getelementptr float, ptr addrspace(1) %641, i64 %654
  %656 = insertelement <4 x float> poison, float %.lcssa21, i64 0
  %657 = insertelement <4 x float> %656, float %.lcssa20, i64 1
  %658 = insertelement <4 x float> %657, float %.lcssa19, i64 2
  %659 = insertelement <4 x float> %658, float %.lcssa18, i64 3
  store <4 x float> %659, ptr addrspace(1) %655, align 16
  br label %660

660: ; preds = %653, %651
  %661 = trunc i64 %161 to i32
  %662 = add i32 %17, %661
  %663 = mul i32 %662, %10
  %664 = sext i32 %663 to i64
  %665 = getelementptr float, ptr addrspace(1) %2, i64 %664
  %666 = icmp slt i32 %662, %3
  %667 = and i1 %59, %666
  br i1 %667, label %668, label %675

668: ; preds = %660
  %669 = sext i32 %57 to i64
  %670 = getelementptr float, ptr addrspace(1) %665, i64 %669
  %671 = insertelement <4 x float> poison, float %.lcssa17, i64 0
  %672 = insertelement <4 x float> %671, float %.lcssa16, i64 1
  %673 = insertelement <4 x float> %672, float %.lcssa15, i64 2
  %674 = insertelement <4 x float> %673, float %.lcssa14, i64 3
  store <4 x float> %674, ptr addrspace(1) %670, align 16
  br label %675

675: ; preds = %668, %660
  %676 = and i1 %666, %604
  br i1 %676, label %677, label %684

677: ; preds = %675
  %678 = sext i32 %603 to i64
  %679 = getelementptr float, ptr addrspace(1) %665, i64 %678
  %680 = insertelement <4 x float> poison, float %.lcssa13, i64 0
  %681 = insertelement <4 x float> %680, float %.lcssa12, i64 1
  %682 = insertelement <4 x float> %681, float %.lcssa11, i64 2
  %683 = insertelement <4 x float> %682, float %.lcssa, i64 3
  store <4 x float> %683, ptr addrspace(1) %679, align 16
  br label %684

684: ; preds = %677, %675
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
