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
  %16 = shl i32 %10, 2
  %17 = icmp sgt i32 %7, 0
  br i1 %17, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %9, %29
  %18 = phi float [ %42, %29 ], [ 0.000000e+00, %9 ]
  %19 = phi float [ %40, %29 ], [ 0.000000e+00, %9 ]
  %20 = phi float [ %38, %29 ], [ 0.000000e+00, %9 ]
  %21 = phi float [ %36, %29 ], [ 0.000000e+00, %9 ]
  %22 = phi i32 [ %43, %29 ], [ 0, %9 ]
  %23 = add i32 %22, %16
  %24 = icmp slt i32 %23, %7
  br i1 %24, label %25, label %29

25: ; preds = %.lr.ph
  %26 = sext i32 %23 to i64
  %27 = getelementptr half, ptr addrspace(1) %14, i64 %26
  %28 = load <4 x half>, ptr addrspace(1) %27, align 8
  br label %29

29: ; preds = %25, %.lr.ph
  %30 = phi <4 x half> [ %28, %25 ], [ zeroinitializer, %.lr.ph ]
  %31 = extractelement <4 x half> %30, i64 0
  %32 = extractelement <4 x half> %30, i64 1
  %33 = extractelement <4 x half> %30, i64 2
  %34 = extractelement <4 x half> %30, i64 3
  %35 = fpext half %31 to float
  %36 = fadd contract float %21, %35
  %37 = fpext half %32 to float
  %38 = fadd contract float %20, %37
  %39 = fpext half %33 to float
  %40 = fadd contract float %19, %39
  %41 = fpext half %34 to float
  %42 = fadd contract float %18, %41
  %43 = add i32 %22, 1024
  %44 = icmp slt i32 %43, %7
  br i1 %44, label %.lr.ph, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %29
  %45 = fadd reassoc float %36, 0.000000e+00
  %46 = fadd reassoc float %45, %38
  %47 = fadd reassoc float %46, %40
  %48 = fadd reassoc float %47, %42
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %9
  %49 = phi float [ 0.000000e+00, %9 ], [ %48, %._crit_edge.loopexit ]
  %50 = bitcast float %49 to i32
  %51 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %50, i32 16, i32 12319, ptr addrspace(5) null)
  %52 = bitcast i32 %51 to float
  %53 = fadd reassoc float %49, %52
  %54 = bitcast float %53 to i32
  %55 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %54, i32 8, i32 12319, ptr addrspace(5) null)
  %56 = bitcast i32 %55 to float
  %57 = fadd reassoc float %53, %56
  %58 = bitcast float %57 to i32
  %59 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %58, i32 4, i32 12319, ptr addrspace(5) null)
  %60 = bitcast i32 %59 to float
  %61 = fadd reassoc float %57, %60
  %62 = bitcast float %61 to i32
  %63 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %62, i32 2, i32 12319, ptr addrspace(5) null)
  %64 = bitcast i32 %63 to float
  %65 = fadd reassoc float %61, %64
  %66 = bitcast float %65 to i32
  %67 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %66, i32 1, i32 12319, ptr addrspace(5) null)
  %68 = and i32 %10, 31
  %69 = icmp eq i32 %68, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %69, label %70, label %75

70: ; preds = %._crit_edge
  %71 = bitcast i32 %67 to float
  %72 = fadd reassoc float %65, %71
  %73 = ashr exact i32 %10, 3
  %74 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %73
  store float %72, ptr addrspace(3) %74, align 4
  br label %75

75: ; preds = %70, %._crit_edge
  tail call void @llvm.musa.syncthreads.lm()
  %76 = ashr i32 %10, 5
  %77 = and i32 %76, -8
  %78 = getelementptr float, ptr addrspace(3) @global_smem, i32 %77
  %79 = load float, ptr addrspace(3) %78, align 16
  %80 = or i32 %77, 1
  %81 = getelementptr float, ptr addrspace(3) @global_smem, i32 %80
  %82 = load float, ptr addrspace(3) %81, align 4
  %83 = fadd reassoc float %79, %82
  %84 = or i32 %77, 2
  %85 = getelementptr float, ptr addrspace(3) @global_smem, i32 %84
  %86 = load float, ptr addrspace(3) %85, align 8
  %87 = fadd reassoc float %83, %86
  %88 = or i32 %77, 3
  %89 = getelementptr float, ptr addrspace(3) @global_smem, i32 %88
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = fadd reassoc float %87, %90
  %92 = or i32 %77, 4
  %93 = getelementptr float, ptr addrspace(3) @global_smem, i32 %92
  %94 = load float, ptr addrspace(3) %93, align 16
  %95 = fadd reassoc float %91, %94
  %96 = or i32 %77, 5
  %97 = getelementptr float, ptr addrspace(3) @global_smem, i32 %96
  %98 = load float, ptr addrspace(3) %97, align 4
  %99 = fadd reassoc float %95, %98
  %100 = or i32 %77, 6
  %101 = getelementptr float, ptr addrspace(3) @global_smem, i32 %100
  %102 = load float, ptr addrspace(3) %101, align 8
  %103 = fadd reassoc float %99, %102
  %104 = or i32 %76, 7
  %105 = getelementptr float, ptr addrspace(3) @global_smem, i32 %104
  %106 = load float, ptr addrspace(3) %105, align 4
  %107 = fadd reassoc float %103, %106
  tail call void @llvm.musa.syncthreads.lm()
  %108 = sitofp i32 %7 to float
  %109 = fdiv float %107, %108
  %110 = or i32 %16, 1
  %111 = or i32 %16, 2
  %112 = or i32 %16, 3
  br i1 %17, label %.lr.ph16, label %._crit_edge17

.lr.ph16: ; preds = %75, %124
  %113 = phi float [ %155, %124 ], [ 0.000000e+00, %75 ]
  %114 = phi float [ %153, %124 ], [ 0.000000e+00, %75 ]
  %115 = phi float [ %151, %124 ], [ 0.000000e+00, %75 ]
  %116 = phi float [ %149, %124 ], [ 0.000000e+00, %75 ]
  %117 = phi i32 [ %156, %124 ], [ 0, %75 ]
  %118 = add i32 %117, %16
  %119 = icmp slt i32 %118, %7
  br i1 %119, label %120, label %124

120: ; preds = %.lr.ph16
  %121 = sext i32 %118 to i64
  %122 = getelementptr half, ptr addrspace(1) %14, i64 %121
  %123 = load <4 x half>, ptr addrspace(1) %122, align 8
  br label %124

124: ; preds = %120, %.lr.ph16
  %125 = phi <4 x half> [ %123, %120 ], [ zeroinitializer, %.lr.ph16 ]
  %126 = extractelement <4 x half> %125, i64 0
  %127 = extractelement <4 x half> %125, i64 1
  %128 = extractelement <4 x half> %125, i64 2
  %129 = extractelement <4 x half> %125, i64 3
  %130 = fpext half %126 to float
  %131 = fsub contract float %130, %109
  %132 = select i1 %119, float %131, float 0.000000e+00
  %133 = add i32 %110, %117
  %134 = icmp slt i32 %133, %7
  %135 = fpext half %127 to float
  %136 = fsub contract float %135, %109
  %137 = select i1 %134, float %136, float 0.000000e+00
  %138 = add i32 %111, %117
  %139 = icmp slt i32 %138, %7
  %140 = fpext half %128 to float
  %141 = fsub contract float %140, %109
  %142 = select i1 %139, float %141, float 0.000000e+00
  %143 = add i32 %112, %117
  %144 = icmp slt i32 %143, %7
  %145 = fpext half %129 to float
  %146 = fsub contract float %145, %109
  %147 = select i1 %144, float %146, float 0.000000e+00
  %148 = fmul contract float %132, %132
  %149 = fadd contract float %116, %148
  %150 = fmul contract float %137, %137
  %151 = fadd contract float %115, %150
  %152 = fmul contract float %142, %142
  %153 = fadd contract float %114, %152
  %154 = fmul contract float %147, %147
  %155 = fadd contract float %113, %154
  %156 = add i32 %117, 1024
  %157 = icmp slt i32 %156, %7
  br i1 %157, label %.lr.ph16, label %._crit_edge17.loopexit

._crit_edge17.loopexit: ; preds = %124
  %158 = fadd reassoc float %149, %151
  %159 = fadd reassoc float %158, %153
  %160 = fadd reassoc float %159, %155
  br label %._crit_edge17

._crit_edge17: ; preds = %._crit_edge17.loopexit, %75
  %161 = phi float [ 0.000000e+00, %75 ], [ %160, %._crit_edge17.loopexit ]
  %162 = bitcast float %161 to i32
  %163 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %162, i32 16, i32 12319, ptr addrspace(5) null)
  %164 = bitcast i32 %163 to float
  %165 = fadd reassoc float %161, %164
  %166 = bitcast float %165 to i32
  %167 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %166, i32 8, i32 12319, ptr addrspace(5) null)
  %168 = bitcast i32 %167 to float
  %169 = fadd reassoc float %165, %168
  %170 = bitcast float %169 to i32
  %171 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %170, i32 4, i32 12319, ptr addrspace(5) null)
  %172 = bitcast i32 %171 to float
  %173 = fadd reassoc float %169, %172
  %174 = bitcast float %173 to i32
  %175 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %174, i32 2, i32 12319, ptr addrspace(5) null)
  %176 = bitcast i32 %175 to float
  %177 = fadd reassoc float %173, %176
  %178 = bitcast float %177 to i32
  %179 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %178, i32 1, i32 12319, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %69, label %180, label %185

180: ; preds = %._crit_edge17
  %181 = bitcast i32 %179 to float
  %182 = fadd reassoc float %177, %181
  %183 = ashr exact i32 %10, 3
  %184 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %183
  store float %182, ptr addrspace(3) %184, align 4
  br label %185

185: ; preds = %180, %._crit_edge17
  tail call void @llvm.musa.syncthreads.lm()
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %77
  %187 = load float, ptr addrspace(3) %186, align 16
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %80
  %189 = load float, ptr addrspace(3) %188, align 4
  %190 = fadd reassoc float %187, %189
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %84
  %192 = load float, ptr addrspace(3) %191, align 8
  %193 = fadd reassoc float %190, %192
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %88
  %195 = load float, ptr addrspace(3) %194, align 4
  %196 = fadd reassoc float %193, %195
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %92
  %198 = load float, ptr addrspace(3) %197, align 16
  %199 = fadd reassoc float %196, %198
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %96
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = fadd reassoc float %199, %201
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %100
  %204 = load float, ptr addrspace(3) %203, align 8
  %205 = fadd reassoc float %202, %204
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %104
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = fadd reassoc float %205, %207
  tail call void @llvm.musa.syncthreads.lm()
  %209 = fdiv float %208, %108
  %210 = fadd contract float %209, %8
  %211 = tail call float @llvm.sqrt.f32(float %210)
  %212 = fdiv float 1.000000e+00, %211
  %213 = icmp eq i32 %10, 0
  br i1 %213, label %214, label %.critedge

214: ; preds = %185
  %215 = sext i32 %11 to i64
  %216 = getelementptr float, ptr addrspace(1) %4, i64 %215
  store float %109, ptr addrspace(1) %216, align 4
  %217 = getelementptr float, ptr addrspace(1) %5, i64 %215
  store float %212, ptr addrspace(1) %217, align 4
  br label %.critedge

.critedge: ; preds = %185, %214
  br i1 %17, label %.lr.ph22.preheader, label %._crit_edge23

.lr.ph22.preheader: ; preds = %.critedge
  %218 = insertelement <4 x float> poison, float %109, i64 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = insertelement <4 x float> poison, float %212, i64 0
  %221 = shufflevector <4 x float> %220, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph22

.lr.ph22: ; preds = %.lr.ph22.preheader, %243
  %222 = phi i32 [ %244, %243 ], [ 0, %.lr.ph22.preheader ]
  %223 = add i32 %222, %16
  %224 = icmp slt i32 %223, %7
  br i1 %224, label %225, label %243

225: ; preds = %.lr.ph22
  %226 = sext i32 %223 to i64
  %227 = getelementptr half, ptr addrspace(1) %14, i64 %226
  %228 = load <4 x half>, ptr addrspace(1) %227, align 8
  %229 = sext i32 %223 to i64
  %230 = getelementptr half, ptr addrspace(1) %2, i64 %229
  %231 = getelementptr half, ptr addrspace(1) %3, i64 %229
  %232 = load <4 x half>, ptr addrspace(1) %231, align 8
  %233 = getelementptr half, ptr addrspace(1) %15, i64 %229
  %234 = load <4 x half>, ptr addrspace(1) %230, align 8
  %235 = fpext <4 x half> %228 to <4 x float>
  %236 = fsub contract <4 x float> %235, %219
  %237 = fmul contract <4 x float> %221, %236
  %238 = fpext <4 x half> %234 to <4 x float>
  %239 = fmul contract <4 x float> %237, %238
  %240 = fpext <4 x half> %232 to <4 x float>
  %241 = fadd contract <4 x float> %239, %240
  %242 = fptrunc <4 x float> %241 to <4 x half>
  store <4 x half> %242, ptr addrspace(1) %233, align 8
  br label %243

243: ; preds = %.lr.ph22, %225
  %244 = add i32 %222, 1024
  %245 = icmp slt i32 %244, %7
  br i1 %245, label %.lr.ph22, label %._crit_edge23

._crit_edge23: ; preds = %243, %.critedge
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
