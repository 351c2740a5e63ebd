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
  %18 = shl i32 %10, 2
  %19 = icmp sgt i32 %7, 1023
  br i1 %19, label %.lr.ph, label %.preheader9

.preheader9: ; preds = %.lr.ph, %9
  %.lcssa24 = phi float [ 0.000000e+00, %9 ], [ %37, %.lr.ph ]
  %.lcssa23 = phi float [ 0.000000e+00, %9 ], [ %39, %.lr.ph ]
  %.lcssa22 = phi float [ 0.000000e+00, %9 ], [ %41, %.lr.ph ]
  %.lcssa21 = phi float [ 0.000000e+00, %9 ], [ %43, %.lr.ph ]
  %20 = icmp slt i32 %17, %7
  br i1 %20, label %.lr.ph28, label %._crit_edge

.lr.ph: ; preds = %9, %.lr.ph
  %21 = phi float [ %43, %.lr.ph ], [ 0.000000e+00, %9 ]
  %22 = phi float [ %41, %.lr.ph ], [ 0.000000e+00, %9 ]
  %23 = phi float [ %39, %.lr.ph ], [ 0.000000e+00, %9 ]
  %24 = phi float [ %37, %.lr.ph ], [ 0.000000e+00, %9 ]
  %25 = phi i32 [ %44, %.lr.ph ], [ 0, %9 ]
  %26 = add i32 %25, %18
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr addrspace(1) %14, i64 %27
  %29 = load half, ptr addrspace(1) %28, align 8
  %30 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 2
  %31 = load half, ptr addrspace(1) %30, align 2
  %32 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 4
  %33 = load half, ptr addrspace(1) %32, align 4
  %34 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 6
  %35 = load half, ptr addrspace(1) %34, align 2
  %36 = fpext half %29 to float
  %37 = fadd contract float %24, %36
  %38 = fpext half %31 to float
  %39 = fadd contract float %23, %38
  %40 = fpext half %33 to float
  %41 = fadd contract float %22, %40
  %42 = fpext half %35 to float
  %43 = fadd contract float %21, %42
  %44 = add nuw nsw i32 %25, 1024
  %45 = icmp slt i32 %44, %17
  br i1 %45, label %.lr.ph, label %.preheader9

.lr.ph28: ; preds = %.preheader9, %57
  %46 = phi float [ %70, %57 ], [ %.lcssa21, %.preheader9 ]
  %47 = phi float [ %68, %57 ], [ %.lcssa22, %.preheader9 ]
  %48 = phi float [ %66, %57 ], [ %.lcssa23, %.preheader9 ]
  %49 = phi float [ %64, %57 ], [ %.lcssa24, %.preheader9 ]
  %50 = phi i32 [ %71, %57 ], [ %17, %.preheader9 ]
  %51 = add i32 %50, %18
  %52 = icmp slt i32 %51, %7
  br i1 %52, label %53, label %57

53: ; preds = %.lr.ph28
  %54 = sext i32 %51 to i64
  %55 = getelementptr half, ptr addrspace(1) %14, i64 %54
  %56 = load <4 x half>, ptr addrspace(1) %55, align 8
  br label %57

57: ; preds = %53, %.lr.ph28
  %58 = phi <4 x half> [ %56, %53 ], [ zeroinitializer, %.lr.ph28 ]
  %59 = extractelement <4 x half> %58, i64 0
  %60 = extractelement <4 x half> %58, i64 1
  %61 = extractelement <4 x half> %58, i64 2
  %62 = extractelement <4 x half> %58, i64 3
  %63 = fpext half %59 to float
  %64 = fadd contract float %49, %63
  %65 = fpext half %60 to float
  %66 = fadd contract float %48, %65
  %67 = fpext half %61 to float
  %68 = fadd contract float %47, %67
  %69 = fpext half %62 to float
  %70 = fadd contract float %46, %69
  %71 = add i32 %50, 1024
  %72 = icmp slt i32 %71, %7
  br i1 %72, label %.lr.ph28, label %._crit_edge

._crit_edge: ; preds = %57, %.preheader9
  %.lcssa20 = phi float [ %.lcssa24, %.preheader9 ], [ %64, %57 ]
  %.lcssa19 = phi float [ %.lcssa23, %.preheader9 ], [ %66, %57 ]
  %.lcssa18 = phi float [ %.lcssa22, %.preheader9 ], [ %68, %57 ]
  %.lcssa17 = phi float [ %.lcssa21, %.preheader9 ], [ %70, %57 ]
  %73 = fadd reassoc float %.lcssa20, 0.000000e+00
  %74 = fadd reassoc float %73, %.lcssa19
  %75 = fadd reassoc float %74, %.lcssa18
  %76 = fadd reassoc float %75, %.lcssa17
  %77 = bitcast float %76 to i32
  %78 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %77, i32 16, i32 12319, ptr addrspace(5) null)
  %79 = bitcast i32 %78 to float
  %80 = fadd reassoc float %76, %79
  %81 = bitcast float %80 to i32
  %82 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %81, i32 8, i32 12319, ptr addrspace(5) null)
  %83 = bitcast i32 %82 to float
  %84 = fadd reassoc float %80, %83
  %85 = bitcast float %84 to i32
  %86 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %85, i32 4, i32 12319, ptr addrspace(5) null)
  %87 = bitcast i32 %86 to float
  %88 = fadd reassoc float %84, %87
  %89 = bitcast float %88 to i32
  %90 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %89, i32 2, i32 12319, ptr addrspace(5) null)
  %91 = bitcast i32 %90 to float
  %92 = fadd reassoc float %88, %91
  %93 = bitcast float %92 to i32
  %94 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %93, i32 1, i32 12319, ptr addrspace(5) null)
  %95 = and i32 %10, 31
  %96 = icmp eq i32 %95, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %96, label %97, label %102

97: ; preds = %._crit_edge
  %98 = bitcast i32 %94 to float
  %99 = fadd reassoc float %92, %98
  %100 = ashr exact i32 %10, 3
  %101 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %100
  store float %99, ptr addrspace(3) %101, align 4
  br label %102

102: ; preds = %97, %._crit_edge
  tail call void @llvm.musa.syncthreads.lm()
  %103 = ashr i32 %10, 5
  %104 = and i32 %103, -8
  %105 = getelementptr float, ptr addrspace(3) @global_smem, i32 %104
  %106 = load float, ptr addrspace(3) %105, align 16
  %107 = or i32 %104, 1
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  %109 = load float, ptr addrspace(3) %108, align 4
  %110 = fadd reassoc float %106, %109
  %111 = or i32 %104, 2
  %112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %111
  %113 = load float, ptr addrspace(3) %112, align 8
  %114 = fadd reassoc float %110, %113
  %115 = or i32 %104, 3
  %116 = getelementptr float, ptr addrspace(3) @global_smem, i32 %115
  %117 = load float, ptr addrspace(3) %116, align 4
  %118 = fadd reassoc float %114, %117
  %119 = or i32 %104, 4
  %120 = getelementptr float, ptr addrspace(3) @global_smem, i32 %119
  %121 = load float, ptr addrspace(3) %120, align 16
  %122 = fadd reassoc float %118, %121
  %123 = or i32 %104, 5
  %124 = getelementptr float, ptr addrspace(3) @global_smem, i32 %123
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = fadd reassoc float %122, %125
  %127 = or i32 %104, 6
  %128 = getelementptr float, ptr addrspace(3) @global_smem, i32 %127
  %129 = load float, ptr addrspace(3) %128, align 8
  %130 = fadd reassoc float %126, %129
  %131 = or i32 %103, 7
  %132 = getelementptr float, ptr addrspace(3) @global_smem, i32 %131
  %133 = load float, ptr addrspace(3) %132, align 4
  %134 = fadd reassoc float %130, %133
  tail call void @llvm.musa.syncthreads.lm()
  %135 = sitofp i32 %7 to float
  %136 = fdiv float %134, %135
  br i1 %19, label %.lr.ph34, label %._crit_edge35

.lr.ph34: ; preds = %102, %.lr.ph34
  %137 = phi float [ %167, %.lr.ph34 ], [ 0.000000e+00, %102 ]
  %138 = phi float [ %165, %.lr.ph34 ], [ 0.000000e+00, %102 ]
  %139 = phi float [ %163, %.lr.ph34 ], [ 0.000000e+00, %102 ]
  %140 = phi float [ %161, %.lr.ph34 ], [ 0.000000e+00, %102 ]
  %141 = phi i32 [ %168, %.lr.ph34 ], [ 0, %102 ]
  %142 = add i32 %141, %18
  %143 = sext i32 %142 to i64
  %144 = getelementptr half, ptr addrspace(1) %14, i64 %143
  %145 = load half, ptr addrspace(1) %144, align 8
  %146 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 2
  %147 = load half, ptr addrspace(1) %146, align 2
  %148 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 4
  %149 = load half, ptr addrspace(1) %148, align 4
  %150 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 6
  %151 = load half, ptr addrspace(1) %150, align 2
  %152 = fpext half %145 to float
  %153 = fsub contract float %152, %136
  %154 = fpext half %147 to float
  %155 = fsub contract float %154, %136
  %156 = fpext half %149 to float
  %157 = fsub contract float %156, %136
  %158 = fpext half %151 to float
  %159 = fsub contract float %158, %136
  %160 = fmul contract float %153, %153
  %161 = fadd contract float %140, %160
  %162 = fmul contract float %155, %155
  %163 = fadd contract float %139, %162
  %164 = fmul contract float %157, %157
  %165 = fadd contract float %138, %164
  %166 = fmul contract float %159, %159
  %167 = fadd contract float %137, %166
  %168 = add nuw nsw i32 %141, 1024
  %169 = icmp slt i32 %168, %17
  br i1 %169, label %.lr.ph34, label %._crit_edge35

._crit_edge35: ; preds = %.lr.ph34, %102
  %.lcssa16 = phi float [ 0.000000e+00, %102 ], [ %161, %.lr.ph34 ]
  %.lcssa15 = phi float [ 0.000000e+00, %102 ], [ %163, %.lr.ph34 ]
  %.lcssa14 = phi float [ 0.000000e+00, %102 ], [ %165, %.lr.ph34 ]
  %.lcssa13 = phi float [ 0.000000e+00, %102 ], [ %167, %.lr.ph34 ]
  %170 = or i32 %18, 1
  %171 = or i32 %18, 2
  %172 = or i32 %18, 3
  br i1 %20, label %.lr.ph41, label %._crit_edge42

.lr.ph41: ; preds = %._crit_edge35, %184
  %173 = phi float [ %215, %184 ], [ %.lcssa13, %._crit_edge35 ]
  %174 = phi float [ %213, %184 ], [ %.lcssa14, %._crit_edge35 ]
  %175 = phi float [ %211, %184 ], [ %.lcssa15, %._crit_edge35 ]
  %176 = phi float [ %209, %184 ], [ %.lcssa16, %._crit_edge35 ]
  %177 = phi i32 [ %216, %184 ], [ %17, %._crit_edge35 ]
  %178 = add i32 %177, %18
  %179 = icmp slt i32 %178, %7
  br i1 %179, label %180, label %184

180: ; preds = %.lr.ph41
  %181 = sext i32 %178 to i64
  %182 = getelementptr half, ptr addrspace(1) %14, i64 %181
  %183 = load <4 x half>, ptr addrspace(1) %182, align 8
  br label %184

184: ; preds = %180, %.lr.ph41
  %185 = phi <4 x half> [ %183, %180 ], [ zeroinitializer, %.lr.ph41 ]
  %186 = extractelement <4 x half> %185, i64 0
  %187 = extractelement <4 x half> %185, i64 1
  %188 = extractelement <4 x half> %185, i64 2
  %189 = extractelement <4 x half> %185, i64 3
  %190 = fpext half %186 to float
  %191 = fsub contract float %190, %136
  %192 = select i1 %179, float %191, float 0.000000e+00
  %193 = add i32 %170, %177
  %194 = icmp slt i32 %193, %7
  %195 = fpext half %187 to float
  %196 = fsub contract float %195, %136
  %197 = select i1 %194, float %196, float 0.000000e+00
  %198 = add i32 %171, %177
  %199 = icmp slt i32 %198, %7
  %200 = fpext half %188 to float
  %201 = fsub contract float %200, %136
  %202 = select i1 %199, float %201, float 0.000000e+00
  %203 = add i32 %172, %177
  %204 = icmp slt i32 %203, %7
  %205 = fpext half %189 to float
  %206 = fsub contract float %205, %136
  %207 = select i1 %204, float %206, float 0.000000e+00
  %208 = fmul contract float %192, %192
  %209 = fadd contract float %176, %208
  %210 = fmul contract float %197, %197
  %211 = fadd contract float %175, %210
  %212 = fmul contract float %202, %202
  %213 = fadd contract float %174, %212
  %214 = fmul contract float %207, %207
  %215 = fadd contract float %173, %214
  %216 = add i32 %177, 1024
  %217 = icmp slt i32 %216, %7
  br i1 %217, label %.lr.ph41, label %._crit_edge42

._crit_edge42: ; preds = %184, %._crit_edge35
  %.lcssa12 = phi float [ %.lcssa16, %._crit_edge35 ], [ %209, %184 ]
  %.lcssa11 = phi float [ %.lcssa15, %._crit_edge35 ], [ %211, %184 ]
  %.lcssa10 = phi float [ %.lcssa14, %._crit_edge35 ], [ %213, %184 ]
  %.lcssa = phi float [ %.lcssa13, %._crit_edge35 ], [ %215, %184 ]
  %218 = fadd reassoc float %.lcssa12, %.lcssa11
  %219 = fadd reassoc float %218, %.lcssa10
  %220 = fadd reassoc float %219, %.lcssa
  %221 = bitcast float %220 to i32
  %222 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %221, i32 16, i32 12319, ptr addrspace(5) null)
  %223 = bitcast i32 %222 to float
  %224 = fadd reassoc float %220, %223
  %225 = bitcast float %224 to i32
  %226 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %225, i32 8, i32 12319, ptr addrspace(5) null)
  %227 = bitcast i32 %226 to float
  %228 = fadd reassoc float %224, %227
  %229 = bitcast float %228 to i32
  %230 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %229, i32 4, i32 12319, ptr addrspace(5) null)
  %231 = bitcast i32 %230 to float
  %232 = fadd reassoc float %228, %231
  %233 = bitcast float %232 to i32
  %234 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %233, i32 2, i32 12319, ptr addrspace(5) null)
  %235 = bitcast i32 %234 to float
  %236 = fadd reassoc float %232, %235
  %237 = bitcast float %236 to i32
  %238 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %237, i32 1, i32 12319, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %96, label %239, label %244

239: ; preds = %._crit_edge42
  %240 = bitcast i32 %238 to float
  %241 = fadd reassoc float %236, %240
  %242 = ashr exact i32 %10, 3
  %243 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %242
  store float %241, ptr addrspace(3) %243, align 4
  br label %244

244: ; preds = %239, %._crit_edge42
  tail call void @llvm.musa.syncthreads.lm()
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %104
  %246 = load float, ptr addrspace(3) %245, align 16
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %107
  %248 = load float, ptr addrspace(3) %247, align 4
  %249 = fadd reassoc float %246, %248
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %111
  %251 = load float, ptr addrspace(3) %250, align 8
  %252 = fadd reassoc float %249, %251
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %115
  %254 = load float, ptr addrspace(3) %253, align 4
  %255 = fadd reassoc float %252, %254
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %119
  %257 = load float, ptr addrspace(3) %256, align 16
  %258 = fadd reassoc float %255, %257
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %123
  %260 = load float, ptr addrspace(3) %259, align 4
  %261 = fadd reassoc float %258, %260
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %127
  %263 = load float, ptr addrspace(3) %262, align 8
  %264 = fadd reassoc float %261, %263
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %131
  %266 = load float, ptr addrspace(3) %265, align 4
  %267 = fadd reassoc float %264, %266
  tail call void @llvm.musa.syncthreads.lm()
  %268 = fdiv float %267, %135
  %269 = fadd contract float %268, %8
  %270 = tail call float @llvm.sqrt.f32(float %269)
  %271 = fdiv float 1.000000e+00, %270
  %272 = icmp eq i32 %10, 0
  br i1 %272, label %273, label %.critedge

273: ; preds = %244
  %274 = sext i32 %11 to i64
  %275 = getelementptr float, ptr addrspace(1) %4, i64 %274
  store float %136, ptr addrspace(1) %275, align 4
  %276 = getelementptr float, ptr addrspace(1) %5, i64 %274
  store float %271, ptr addrspace(1) %276, align 4
  br label %.critedge

.critedge: ; preds = %244, %273
  br i1 %19, label %.lr.ph47.preheader, label %.preheader

.lr.ph47.preheader: ; preds = %.critedge
  %277 = insertelement <4 x float> poison, float %136, i64 0
  %278 = shufflevector <4 x float> %277, <4 x float> poison, <4 x i32> zeroinitializer
  %279 = insertelement <4 x float> poison, float %271, i64 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph47

.preheader: ; preds = %.lr.ph47, %.critedge
  br i1 %20, label %.lr.ph48.preheader, label %._crit_edge49

.lr.ph48.preheader: ; preds = %.preheader
  %281 = insertelement <4 x float> poison, float %136, i64 0
  %282 = shufflevector <4 x float> %281, <4 x float> poison, <4 x i32> zeroinitializer
  %283 = insertelement <4 x float> poison, float %271, i64 0
  %284 = shufflevector <4 x float> %283, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph48

.lr.ph47: ; preds = %.lr.ph47.preheader, %.lr.ph47
  %285 = phi i32 [ %303, %.lr.ph47 ], [ 0, %.lr.ph47.preheader ]
  %286 = add i32 %285, %18
  %287 = sext i32 %286 to i64
  %288 = getelementptr half, ptr addrspace(1) %14, i64 %287
  %289 = getelementptr half, ptr addrspace(1) %2, i64 %287
  %290 = getelementptr half, ptr addrspace(1) %3, i64 %287
  %291 = load <4 x half>, ptr addrspace(1) %288, align 8
  %292 = load <4 x half>, ptr addrspace(1) %289, align 8
  %293 = load <4 x half>, ptr addrspace(1) %290, align 8
  %294 = fpext <4 x half> %291 to <4 x float>
  %295 = fsub contract <4 x float> %294, %278
  %296 = fmul contract <4 x float> %280, %295
  %297 = fpext <4 x half> %292 to <4 x float>
  %298 = fmul contract <4 x float> %296, %297
  %299 = fpext <4 x half> %293 to <4 x float>
  %300 = fadd contract <4 x float> %298, %299
  %301 = fptrunc <4 x float> %300 to <4 x half>
  %302 = getelementptr half, ptr addrspace(1) %15, i64 %287
  store <4 x half> %301, ptr addrspace(1) %302, align 8
  %303 = add nuw nsw i32 %285, 1024
  %304 = icmp slt i32 %303, %17
  br i1 %304, label %.lr.ph47, label %.preheader

.lr.ph48: ; preds = %.lr.ph48.preheader, %326
  %305 = phi i32 [ %327, %326 ], [ %17, %.lr.ph48.preheader ]
  %306 = add i32 %305, %18
  %307 = icmp slt i32 %306, %7
  br i1 %307, label %308, label %326

308: ; preds = %.lr.ph48
  %309 = sext i32 %306 to i64
  %310 = getelementptr half, ptr addrspace(1) %14, i64 %309
  %311 = load <4 x half>, ptr addrspace(1) %310, align 8
  %312 = sext i32 %306 to i64
  %313 = getelementptr half, ptr addrspace(1) %2, i64 %312
  %314 = getelementptr half, ptr addrspace(1) %3, i64 %312
  %315 = load <4 x half>, ptr addrspace(1) %314, align 8
  %316 = getelementptr half, ptr addrspace(1) %15, i64 %312
  %317 = load <4 x half>, ptr addrspace(1) %313, align 8
  %318 = fpext <4 x half> %311 to <4 x float>
  %319 = fsub contract <4 x float> %318, %282
  %320 = fmul contract <4 x float> %284, %319
  %321 = fpext <4 x half> %317 to <4 x float>
  %322 = fmul contract <4 x float> %320, %321
  %323 = fpext <4 x half> %315 to <4 x float>
  %324 = fadd contract <4 x float> %322, %323
  %325 = fptrunc <4 x float> %324 to <4 x half>
  store <4 x half> %325, ptr addrspace(1) %316, align 8
  br label %326

326: ; preds = %.lr.ph48, %308
  %327 = add i32 %305, 1024
  %328 = icmp slt i32 %327, %7
  br i1 %328, label %.lr.ph48, label %._crit_edge49

._crit_edge49: ; preds = %326, %.preheader
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @layernorm_fwd_kernel, !"kernel", i32 1}
!2 = !{ptr @layernorm_fwd_kernel, !"maxntidx", i32 256}
