; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @layernorm_fwd_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture writeonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture readonly %3, ptr addrspace(1) nocapture writeonly %4, ptr addrspace(1) nocapture writeonly %5, i32 %6, i32 %7, float %8) local_unnamed_addr #2 {
  %10 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %11 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %6
  %13 = sext i32 %12 to i64
  %14 = getelementptr half, ptr addrspace(1) %0, i64 %13
  %15 = getelementptr half, ptr addrspace(1) %1, i64 %13
  %16 = sdiv i32 %7, 1024
  %17 = shl nsw i32 %16, 10
  %18 = icmp sgt i32 %7, 1023
  br i1 %18, label %.lr.ph, label %.preheader12

.preheader12: ; preds = %.lr.ph, %9
  %.lcssa15 = phi float [ 0.000000e+00, %9 ], [ %27, %.lr.ph ]
  %19 = icmp slt i32 %17, %7
  br i1 %19, label %.lr.ph16, label %._crit_edge

.lr.ph: ; preds = %9, %.lr.ph
  %20 = phi float [ %27, %.lr.ph ], [ 0.000000e+00, %9 ]
  %21 = phi i32 [ %28, %.lr.ph ], [ 0, %9 ]
  %22 = add i32 %21, %10
  %23 = sext i32 %22 to i64
  %24 = getelementptr half, ptr addrspace(1) %14, i64 %23
  %25 = load half, ptr addrspace(1) %24, align 2
  %26 = fpext half %25 to float
  %27 = fadd contract float %20, %26
  %28 = add nuw nsw i32 %21, 1024
  %29 = icmp slt i32 %28, %17
  br i1 %29, label %.lr.ph, label %.preheader12

.lr.ph16: ; preds = %.preheader12, %38
  %30 = phi float [ %41, %38 ], [ %.lcssa15, %.preheader12 ]
  %31 = phi i32 [ %42, %38 ], [ %17, %.preheader12 ]
  %32 = add i32 %31, %10
  %33 = icmp slt i32 %32, %7
  br i1 %33, label %34, label %38

34: ; preds = %.lr.ph16
  %35 = sext i32 %32 to i64
  %36 = getelementptr half, ptr addrspace(1) %14, i64 %35
  %37 = load half, ptr addrspace(1) %36, align 2
  br label %38

38: ; preds = %34, %.lr.ph16
  %39 = phi half [ %37, %34 ], [ 0xH0000, %.lr.ph16 ]
  %40 = fpext half %39 to float
  %41 = fadd contract float %30, %40
  %42 = add i32 %31, 1024
  %43 = icmp slt i32 %42, %7
  br i1 %43, label %.lr.ph16, label %._crit_edge

._crit_edge: ; preds = %38, %.preheader12
  %.lcssa14 = phi float [ %.lcssa15, %.preheader12 ], [ %41, %38 ]
  %44 = fadd reassoc float %.lcssa14, 0.000000e+00
  %45 = bitcast float %44 to i32
  %46 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %45, i32 64, i32 127, ptr addrspace(5) null)
  %47 = bitcast i32 %46 to float
  %48 = fadd reassoc float %44, %47
  %49 = bitcast float %48 to i32
  %50 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %49, i32 32, i32 127, ptr addrspace(5) null)
  %51 = bitcast i32 %50 to float
  %52 = fadd reassoc float %48, %51
  %53 = bitcast float %52 to i32
  %54 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %53, i32 16, i32 127, ptr addrspace(5) null)
  %55 = bitcast i32 %54 to float
  %56 = fadd reassoc float %52, %55
  %57 = bitcast float %56 to i32
  %58 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %57, i32 8, i32 127, ptr addrspace(5) null)
  %59 = bitcast i32 %58 to float
  %60 = fadd reassoc float %56, %59
  %61 = bitcast float %60 to i32
  %62 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %61, i32 4, i32 127, ptr addrspace(5) null)
  %63 = bitcast i32 %62 to float
  %64 = fadd reassoc float %60, %63
  %65 = bitcast float %64 to i32
  %66 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %65, i32 2, i32 127, ptr addrspace(5) null)
  %67 = bitcast i32 %66 to float
  %68 = fadd reassoc float %64, %67
  %69 = bitcast float %68 to i32
  %70 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %69, i32 1, i32 127, ptr addrspace(5) null)
  %71 = and i32 %10, 127
  %72 = icmp eq i32 %71, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %72, label %73, label %78

73: ; preds = %._crit_edge
  %74 = bitcast i32 %70 to float
  %75 = fadd reassoc float %68, %74
  %76 = ashr exact i32 %10, 5
  %77 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %76
  store float %75, ptr addrspace(3) %77, align 4
  br label %78

78: ; preds = %73, %._crit_edge
  tail call void @llvm.musa.syncthreads.lm()
  %79 = ashr i32 %10, 7
  %80 = and i32 %79, -8
  %81 = getelementptr float, ptr addrspace(3) @global_smem, i32 %80
  %82 = load float, ptr addrspace(3) %81, align 16
  %83 = or i32 %80, 1
  %84 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  %85 = load float, ptr addrspace(3) %84, align 4
  %86 = fadd reassoc float %82, %85
  %87 = or i32 %80, 2
  %88 = getelementptr float, ptr addrspace(3) @global_smem, i32 %87
  %89 = load float, ptr addrspace(3) %88, align 8
  %90 = fadd reassoc float %86, %89
  %91 = or i32 %80, 3
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %91
  %93 = load float, ptr addrspace(3) %92, align 4
  %94 = fadd reassoc float %90, %93
  %95 = or i32 %80, 4
  %96 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %97 = load float, ptr addrspace(3) %96, align 16
  %98 = fadd reassoc float %94, %97
  %99 = or i32 %80, 5
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = fadd reassoc float %98, %101
  %103 = or i32 %80, 6
  %104 = getelementptr float, ptr addrspace(3) @global_smem, i32 %103
  %105 = load float, ptr addrspace(3) %104, align 8
  %106 = fadd reassoc float %102, %105
  %107 = or i32 %79, 7
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  %109 = load float, ptr addrspace(3) %108, align 4
  %110 = fadd reassoc float %106, %109
  tail call void @llvm.musa.syncthreads.lm()
  %111 = sitofp i32 %7 to float
  %112 = fdiv float %110, %111
  br i1 %18, label %.lr.ph19, label %.preheader11

.preheader11: ; preds = %.lr.ph19, %78
  %.lcssa13 = phi float [ 0.000000e+00, %78 ], [ %122, %.lr.ph19 ]
  br i1 %19, label %.lr.ph21, label %._crit_edge22

.lr.ph19: ; preds = %78, %.lr.ph19
  %113 = phi float [ %122, %.lr.ph19 ], [ 0.000000e+00, %78 ]
  %114 = phi i32 [ %123, %.lr.ph19 ], [ 0, %78 ]
  %115 = add i32 %114, %10
  %116 = sext i32 %115 to i64
  %117 = getelementptr half, ptr addrspace(1) %14, i64 %116
  %118 = load half, ptr addrspace(1) %117, align 2
  %119 = fpext half %118 to float
  %120 = fsub contract float %119, %112
  %121 = fmul contract float %120, %120
  %122 = fadd contract float %113, %121
  %123 = add nuw nsw i32 %114, 1024
  %124 = icmp slt i32 %123, %17
  br i1 %124, label %.lr.ph19, label %.preheader11

.lr.ph21: ; preds = %.preheader11, %133
  %125 = phi float [ %139, %133 ], [ %.lcssa13, %.preheader11 ]
  %126 = phi i32 [ %140, %133 ], [ %17, %.preheader11 ]
  %127 = add i32 %126, %10
  %128 = icmp slt i32 %127, %7
  br i1 %128, label %129, label %133

129: ; preds = %.lr.ph21
  %130 = sext i32 %127 to i64
  %131 = getelementptr half, ptr addrspace(1) %14, i64 %130
  %132 = load half, ptr addrspace(1) %131, align 2
  br label %133

133: ; preds = %129, %.lr.ph21
  %134 = phi half [ %132, %129 ], [ 0xH0000, %.lr.ph21 ]
  %135 = fpext half %134 to float
  %136 = fsub contract float %135, %112
  %137 = select i1 %128, float %136, float 0.000000e+00
  %138 = fmul contract float %137, %137
  %139 = fadd contract float %125, %138
  %140 = add i32 %126, 1024
  %141 = icmp slt i32 %140, %7
  br i1 %141, label %.lr.ph21, label %._crit_edge22

._crit_edge22: ; preds = %133, %.preheader11
  %.lcssa = phi float [ %.lcssa13, %.preheader11 ], [ %139, %133 ]
  %142 = bitcast float %.lcssa to i32
  %143 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %142, i32 64, i32 127, ptr addrspace(5) null)
  %144 = bitcast i32 %143 to float
  %145 = fadd reassoc float %.lcssa, %144
  %146 = bitcast float %145 to i32
  %147 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %146, i32 32, i32 127, ptr addrspace(5) null)
  %148 = bitcast i32 %147 to float
  %149 = fadd reassoc float %145, %148
  %150 = bitcast float %149 to i32
  %151 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %150, i32 16, i32 127, ptr addrspace(5) null)
  %152 = bitcast i32 %151 to float
  %153 = fadd reassoc float %149, %152
  %154 = bitcast float %153 to i32
  %155 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %154, i32 8, i32 127, ptr addrspace(5) null)
  %156 = bitcast i32 %155 to float
  %157 = fadd reassoc float %153, %156
  %158 = bitcast float %157 to i32
  %159 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %158, i32 4, i32 127, ptr addrspace(5) null)
  %160 = bitcast i32 %159 to float
  %161 = fadd reassoc float %157, %160
  %162 = bitcast float %161 to i32
  %163 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %162, i32 2, i32 127, ptr addrspace(5) null)
  %164 = bitcast i32 %163 to float
  %165 = fadd reassoc float %161, %164
  %166 = bitcast float %165 to i32
  %167 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %166, i32 1, i32 127, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %72, label %168, label %173

168: ; preds = %._crit_edge22
  %169 = bitcast i32 %167 to float
  %170 = fadd reassoc float %165, %169
  %171 = ashr exact i32 %10, 5
  %172 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %171
  store float %170, ptr addrspace(3) %172, align 4
  br label %173

173: ; preds = %168, %._crit_edge22
  tail call void @llvm.musa.syncthreads.lm()
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %80
  %175 = load float, ptr addrspace(3) %174, align 16
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %83
  %177 = load float, ptr addrspace(3) %176, align 4
  %178 = fadd reassoc float %175, %177
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %87
  %180 = load float, ptr addrspace(3) %179, align 8
  %181 = fadd reassoc float %178, %180
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %91
  %183 = load float, ptr addrspace(3) %182, align 4
  %184 = fadd reassoc float %181, %183
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %95
  %186 = load float, ptr addrspace(3) %185, align 16
  %187 = fadd reassoc float %184, %186
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %99
  %189 = load float, ptr addrspace(3) %188, align 4
  %190 = fadd reassoc float %187, %189
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %103
  %192 = load float, ptr addrspace(3) %191, align 8
  %193 = fadd reassoc float %190, %192
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %107
  %195 = load float, ptr addrspace(3) %194, align 4
  %196 = fadd reassoc float %193, %195
  tail call void @llvm.musa.syncthreads.lm()
  %197 = fdiv float %196, %111
  %198 = fadd contract float %197, %8
  %199 = tail call float @llvm.sqrt.f32(float %198)
  %200 = fdiv float 1.000000e+00, %199
  %201 = icmp eq i32 %10, 0
  br i1 %201, label %202, label %.critedge

202: ; preds = %173
  %203 = sext i32 %11 to i64
  %204 = getelementptr float, ptr addrspace(1) %4, i64 %203
  store float %112, ptr addrspace(1) %204, align 4
  %205 = getelementptr float, ptr addrspace(1) %5, i64 %203
  store float %200, ptr addrspace(1) %205, align 4
  br label %.critedge

.critedge: ; preds = %173, %202
  br i1 %18, label %.lr.ph24.preheader, label %.preheader

.lr.ph24.preheader: ; preds = %.critedge
  %smax54 = tail call i32 @llvm.smax.i32(i32 %17, i32 1024)
  %206 = add nsw i32 %smax54, -1
  %207 = lshr i32 %206, 10
  %208 = add nuw nsw i32 %207, 1
  %min.iters.check = icmp slt i32 %7, 20480
  br i1 %min.iters.check, label %.lr.ph24.preheader59, label %vector.scevcheck

.lr.ph24.preheader59: ; preds = %middle.block, %vector.memcheck, %vector.scevcheck, %.lr.ph24.preheader
  %.ph = phi i32 [ 0, %vector.memcheck ], [ 0, %vector.scevcheck ], [ 0, %.lr.ph24.preheader ], [ %ind.end, %middle.block ]
  br label %.lr.ph24

vector.scevcheck: ; preds = %.lr.ph24.preheader
  %smax = tail call i32 @llvm.smax.i32(i32 %17, i32 1024)
  %209 = add nsw i32 %smax, -1
  %mul = and i32 %209, -1024
  %210 = add i32 %10, %mul
  %211 = icmp slt i32 %210, %10
  br i1 %211, label %.lr.ph24.preheader59, label %vector.memcheck

vector.memcheck: ; preds = %vector.scevcheck
  %212 = sext i32 %10 to i64
  %213 = shl nsw i64 %212, 1
  %214 = shl nsw i64 %13, 1
  %215 = add nsw i64 %213, %214
  %scevgep = getelementptr i8, ptr addrspace(1) %1, i64 %215
  %smax39 = tail call i32 @llvm.smax.i32(i32 %17, i32 1024)
  %216 = shl nuw i32 %smax39, 1
  %217 = zext i32 %216 to i64
  %218 = add nsw i64 %217, -2
  %219 = and i64 %218, -2048
  %220 = add nsw i64 %219, %213
  %221 = add nsw i64 %220, %214
  %222 = add nsw i64 %221, 2
  %scevgep40 = getelementptr i8, ptr addrspace(1) %1, i64 %222
  %scevgep41 = getelementptr i8, ptr addrspace(1) %0, i64 %215
  %scevgep42 = getelementptr i8, ptr addrspace(1) %0, i64 %222
  %scevgep43 = getelementptr i8, ptr addrspace(1) %2, i64 %213
  %223 = add nsw i64 %219, %213
  %224 = add nsw i64 %223, 2
  %scevgep44 = getelementptr i8, ptr addrspace(1) %2, i64 %224
  %scevgep45 = getelementptr i8, ptr addrspace(1) %3, i64 %213
  %scevgep46 = getelementptr i8, ptr addrspace(1) %3, i64 %224
  %bound0 = icmp ult ptr addrspace(1) %scevgep, %scevgep42
  %bound1 = icmp ult ptr addrspace(1) %scevgep41, %scevgep40
  %found.conflict = and i1 %bound0, %bound1
  %bound047 = icmp ult ptr addrspace(1) %scevgep, %scevgep44
  %bound148 = icmp ult ptr addrspace(1) %scevgep43, %scevgep40
  %found.conflict49 = and i1 %bound047, %bound148
  %conflict.rdx = or i1 %found.conflict, %found.conflict49
  %bound050 = icmp ult ptr addrspace(1) %scevgep, %scevgep46
  %bound151 = icmp ult ptr addrspace(1) %scevgep45, %scevgep40
  %found.conflict52 = and i1 %bound050, %bound151
  %conflict.rdx53 = or i1 %conflict.rdx, %found.conflict52
  br i1 %conflict.rdx53, label %.lr.ph24.preheader59, label %vector.ph

vector.ph: ; preds = %vector.memcheck
  %n.vec = and i32 %208, 8388606
  %ind.end = shl i32 %n.vec, 10
  %broadcast.splatinsert = insertelement <2 x i32> poison, i32 %10, i64 0
  %broadcast.splat = shufflevector <2 x i32> %broadcast.splatinsert, <2 x i32> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert55 = insertelement <2 x float> poison, float %112, i64 0
  %broadcast.splat56 = shufflevector <2 x float> %broadcast.splatinsert55, <2 x float> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert57 = insertelement <2 x float> poison, float %200, i64 0
  %broadcast.splat58 = shufflevector <2 x float> %broadcast.splatinsert57, <2 x float> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body: ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1024>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %225 = add <2 x i32> %vec.ind, %broadcast.splat
  %226 = sext <2 x i32> %225 to <2 x i64>
  %227 = extractelement <2 x i64> %226, i64 0
  %228 = getelementptr half, ptr addrspace(1) %15, i64 %227
  %229 = extractelement <2 x i64> %226, i64 1
  %230 = getelementptr half, ptr addrspace(1) %15, i64 %229
  %231 = getelementptr half, ptr addrspace(1) %14, i64 %227
  %232 = getelementptr half, ptr addrspace(1) %14, i64 %229
  %233 = load half, ptr addrspace(1) %231, align 2, !alias.scope !3
  %234 = load half, ptr addrspace(1) %232, align 2, !alias.scope !3
  %235 = insertelement <2 x half> poison, half %233, i64 0
  %236 = insertelement <2 x half> %235, half %234, i64 1
  %237 = fpext <2 x half> %236 to <2 x float>
  %238 = fsub contract <2 x float> %237, %broadcast.splat56
  %239 = fmul contract <2 x float> %broadcast.splat58, %238
  %240 = getelementptr half, ptr addrspace(1) %2, i64 %227
  %241 = getelementptr half, ptr addrspace(1) %2, i64 %229
  %242 = load half, ptr addrspace(1) %240, align 2, !alias.scope !6
  %243 = load half, ptr addrspace(1) %241, align 2, !alias.scope !6
  %244 = insertelement <2 x half> poison, half %242, i64 0
  %245 = insertelement <2 x half> %244, half %243, i64 1
  %246 = fpext <2 x half> %245 to <2 x float>
  %247 = fmul contract <2 x float> %239, %246
  %248 = getelementptr half, ptr addrspace(1) %3, i64 %227
  %249 = getelementptr half, ptr addrspace(1) %3, i64 %229
  %250 = load half, ptr addrspace(1) %248, align 2, !alias.scope !8
  %251 = load half, ptr addrspace(1) %249, align 2, !alias.scope !8
  %252 = insertelement <2 x half> poison, half %250, i64 0
  %253 = insertelement <2 x half> %252, half %251, i64 1
  %254 = fpext <2 x half> %253 to <2 x float>
  %255 = fadd contract <2 x float> %247, %254
  %256 = fptrunc <2 x float> %255 to <2 x half>
  %257 = extractelement <2 x half> %256, i64 0
  store half %257, ptr addrspace(1) %228, align 2, !alias.scope !10, !noalias !12
  %258 = extractelement <2 x half> %256, i64 1
  store half %258, ptr addrspace(1) %230, align 2, !alias.scope !10, !noalias !12
  %index.next = add nuw i32 %index, 2
  %vec.ind.next = add <2 x i32> %vec.ind, <i32 2048, i32 2048>
  %259 = icmp eq i32 %index.next, %n.vec
  br i1 %259, label %middle.block, label %vector.body, !llvm.loop !13

middle.block: ; preds = %vector.body
  %cmp.n = icmp eq i32 %208, %n.vec
  br i1 %cmp.n, label %.preheader, label %.lr.ph24.preheader59

.preheader: ; preds = %.lr.ph24, %middle.block, %.critedge
  br i1 %19, label %.lr.ph25, label %._crit_edge26

.lr.ph24: ; preds = %.lr.ph24.preheader59, %.lr.ph24
  %260 = phi i32 [ %278, %.lr.ph24 ], [ %.ph, %.lr.ph24.preheader59 ]
  %261 = add i32 %260, %10
  %262 = sext i32 %261 to i64
  %263 = getelementptr half, ptr addrspace(1) %15, i64 %262
  %264 = getelementptr half, ptr addrspace(1) %14, i64 %262
  %265 = load half, ptr addrspace(1) %264, align 2
  %266 = fpext half %265 to float
  %267 = fsub contract float %266, %112
  %268 = fmul contract float %200, %267
  %269 = getelementptr half, ptr addrspace(1) %2, i64 %262
  %270 = load half, ptr addrspace(1) %269, align 2
  %271 = fpext half %270 to float
  %272 = fmul contract float %268, %271
  %273 = getelementptr half, ptr addrspace(1) %3, i64 %262
  %274 = load half, ptr addrspace(1) %273, align 2
  %275 = fpext half %274 to float
  %276 = fadd contract float %272, %275
  %277 = fptrunc float %276 to half
  store half %277, ptr addrspace(1) %263, align 2
  %278 = add nuw nsw i32 %260, 1024
  %279 = icmp slt i32 %278, %17
  br i1 %279, label %.lr.ph24, label %.preheader, !llvm.loop !16

.lr.ph25: ; preds = %.preheader, %300
  %280 = phi i32 [ %301, %300 ], [ %17, %.preheader ]
  %281 = add i32 %280, %10
  %282 = icmp slt i32 %281, %7
  br i1 %282, label %283, label %300

283: ; preds = %.lr.ph25
  %284 = sext i32 %281 to i64
  %285 = getelementptr half, ptr addrspace(1) %15, i64 %284
  %286 = getelementptr half, ptr addrspace(1) %14, i64 %284
  %287 = load half, ptr addrspace(1) %286, align 2
  %288 = fpext half %287 to float
  %289 = fsub contract float %288, %112
  %290 = fmul contract float %200, %289
  %291 = getelementptr half, ptr addrspace(1) %2, i64 %284
  %292 = load half, ptr addrspace(1) %291, align 2
  %293 = fpext half %292 to float
  %294 = fmul contract float %290, %293
  %295 = getelementptr half, ptr addrspace(1) %3, i64 %284
  %296 = load half, ptr addrspace(1) %295, align 2
  %297 = fpext half %296 to float
  %298 = fadd contract float %294, %297
  %299 = fptrunc float %298 to half
  store half %299, ptr addrspace(1) %285, align 2
  br label %300

300: ; preds = %.lr.ph25, %283
  %301 = add i32 %280, 1024
  %302 = icmp slt i32 %301, %7
  br i1 %302, label %.lr.ph25, label %._crit_edge26

._crit_edge26: ; preds = %300, %.preheader
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @layernorm_fwd_kernel, !"kernel", i32 1}
!2 = !{ptr @layernorm_fwd_kernel, !"maxntidx", i32 1024}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = !{!9}
!9 = distinct !{!9, !5}
!10 = !{!11}
!11 = distinct !{!11, !5}
!12 = !{!4, !7, !9}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !14}
