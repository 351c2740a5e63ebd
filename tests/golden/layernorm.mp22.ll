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
  %16 = icmp sgt i32 %7, 0
  br i1 %16, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %9, %25
  %17 = phi float [ %28, %25 ], [ 0.000000e+00, %9 ]
  %18 = phi i32 [ %29, %25 ], [ 0, %9 ]
  %19 = add i32 %18, %10
  %20 = icmp slt i32 %19, %7
  br i1 %20, label %21, label %25

21: ; preds = %.lr.ph
  %22 = sext i32 %19 to i64
  %23 = getelementptr half, ptr addrspace(1) %14, i64 %22
  %24 = load half, ptr addrspace(1) %23, align 2
  br label %25

25: ; preds = %21, %.lr.ph
  %26 = phi half [ %24, %21 ], [ 0xH0000, %.lr.ph ]
  %27 = fpext half %26 to float
  %28 = fadd contract float %17, %27
  %29 = add i32 %18, 1024
  %30 = icmp slt i32 %29, %7
  br i1 %30, label %.lr.ph, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %25
  %31 = fadd reassoc float %28, 0.000000e+00
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %9
  %.lcssa6 = phi float [ 0.000000e+00, %9 ], [ %31, %._crit_edge.loopexit ]
  %32 = bitcast float %.lcssa6 to i32
  %33 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %32, i32 64, i32 127, ptr addrspace(5) null)
  %34 = bitcast i32 %33 to float
  %35 = fadd reassoc float %.lcssa6, %34
  %36 = bitcast float %35 to i32
  %37 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %36, i32 32, i32 127, ptr addrspace(5) null)
  %38 = bitcast i32 %37 to float
  %39 = fadd reassoc float %35, %38
  %40 = bitcast float %39 to i32
  %41 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %40, i32 16, i32 127, ptr addrspace(5) null)
  %42 = bitcast i32 %41 to float
  %43 = fadd reassoc float %39, %42
  %44 = bitcast float %43 to i32
  %45 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %44, i32 8, i32 127, ptr addrspace(5) null)
  %46 = bitcast i32 %45 to float
  %47 = fadd reassoc float %43, %46
  %48 = bitcast float %47 to i32
  %49 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %48, i32 4, i32 127, ptr addrspace(5) null)
  %50 = bitcast i32 %49 to float
  %51 = fadd reassoc float %47, %50
  %52 = bitcast float %51 to i32
  %53 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %52, i32 2, i32 127, ptr addrspace(5) null)
  %54 = bitcast i32 %53 to float
  %55 = fadd reassoc float %51, %54
  %56 = bitcast float %55 to i32
  %57 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %56, i32 1, i32 127, ptr addrspace(5) null)
  %58 = and i32 %10, 127
  %59 = icmp eq i32 %58, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %59, label %60, label %65

60: ; preds = %._crit_edge
  %61 = bitcast i32 %57 to float
  %62 = fadd reassoc float %55, %61
  %63 = ashr exact i32 %10, 5
  %64 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %63
  store float %62, ptr addrspace(3) %64, align 4
  br label %65

65: ; preds = %60, %._crit_edge
  tail call void @llvm.musa.syncthreads.lm()
  %66 = ashr i32 %10, 7
  %67 = and i32 %66, -8
  %68 = getelementptr float, ptr addrspace(3) @global_smem, i32 %67
  %69 = load float, ptr addrspace(3) %68, align 16
  %70 = or i32 %67, 1
  %71 = getelementptr float, ptr addrspace(3) @global_smem, i32 %70
  %72 = load float, ptr addrspace(3) %71, align 4
  %73 = fadd reassoc float %69, %72
  %74 = or i32 %67, 2
  %75 = getelementptr float, ptr addrspace(3) @global_smem, i32 %74
  %76 = load float, ptr addrspace(3) %75, align 8
  %77 = fadd reassoc float %73, %76
  %78 = or i32 %67, 3
  %79 = getelementptr float, ptr addrspace(3) @global_smem, i32 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = fadd reassoc float %77, %80
  %82 = or i32 %67, 4
  %83 = getelementptr float, ptr addrspace(3) @global_smem, i32 %82
  %84 = load float, ptr addrspace(3) %83, align 16
  %85 = fadd reassoc float %81, %84
  %86 = or i32 %67, 5
  %87 = getelementptr float, ptr addrspace(3) @global_smem, i32 %86
  %88 = load float, ptr addrspace(3) %87, align 4
  %89 = fadd reassoc float %85, %88
  %90 = or i32 %67, 6
  %91 = getelementptr float, ptr addrspace(3) @global_smem, i32 %90
  %92 = load float, ptr addrspace(3) %91, align 8
  %93 = fadd reassoc float %89, %92
  %94 = or i32 %66, 7
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %94
  %96 = load float, ptr addrspace(3) %95, align 4
  %97 = fadd reassoc float %93, %96
  tail call void @llvm.musa.syncthreads.lm()
  %98 = sitofp i32 %7 to float
  %99 = fdiv float %97, %98
  br i1 %16, label %.lr.ph8, label %._crit_edge9

.lr.ph8: ; preds = %65, %108
  %100 = phi float [ %114, %108 ], [ 0.000000e+00, %65 ]
  %101 = phi i32 [ %115, %108 ], [ 0, %65 ]
  %102 = add i32 %101, %10
  %103 = icmp slt i32 %102, %7
  br i1 %103, label %104, label %108

104: ; preds = %.lr.ph8
  %105 = sext i32 %102 to i64
  %106 = getelementptr half, ptr addrspace(1) %14, i64 %105
  %107 = load half, ptr addrspace(1) %106, align 2
  br label %108

108: ; preds = %104, %.lr.ph8
  %109 = phi half [ %107, %104 ], [ 0xH0000, %.lr.ph8 ]
  %110 = fpext half %109 to float
  %111 = fsub contract float %110, %99
  %112 = select i1 %103, float %111, float 0.000000e+00
  %113 = fmul contract float %112, %112
  %114 = fadd contract float %100, %113
  %115 = add i32 %101, 1024
  %116 = icmp slt i32 %115, %7
  br i1 %116, label %.lr.ph8, label %._crit_edge9

._crit_edge9: ; preds = %108, %65
  %.lcssa = phi float [ 0.000000e+00, %65 ], [ %114, %108 ]
  %117 = bitcast float %.lcssa to i32
  %118 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %117, i32 64, i32 127, ptr addrspace(5) null)
  %119 = bitcast i32 %118 to float
  %120 = fadd reassoc float %.lcssa, %119
  %121 = bitcast float %120 to i32
  %122 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %121, i32 32, i32 127, ptr addrspace(5) null)
  %123 = bitcast i32 %122 to float
  %124 = fadd reassoc float %120, %123
  %125 = bitcast float %124 to i32
  %126 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %125, i32 16, i32 127, ptr addrspace(5) null)
  %127 = bitcast i32 %126 to float
  %128 = fadd reassoc float %124, %127
  %129 = bitcast float %128 to i32
  %130 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %129, i32 8, i32 127, ptr addrspace(5) null)
  %131 = bitcast i32 %130 to float
  %132 = fadd reassoc float %128, %131
  %133 = bitcast float %132 to i32
  %134 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %133, i32 4, i32 127, ptr addrspace(5) null)
  %135 = bitcast i32 %134 to float
  %136 = fadd reassoc float %132, %135
  %137 = bitcast float %136 to i32
  %138 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %137, i32 2, i32 127, ptr addrspace(5) null)
  %139 = bitcast i32 %138 to float
  %140 = fadd reassoc float %136, %139
  %141 = bitcast float %140 to i32
  %142 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %141, i32 1, i32 127, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %59, label %143, label %148

143: ; preds = %._crit_edge9
  %144 = bitcast i32 %142 to float
  %145 = fadd reassoc float %140, %144
  %146 = ashr exact i32 %10, 5
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %146
  store float %145, ptr addrspace(3) %147, align 4
  br label %148

148: ; preds = %143, %._crit_edge9
  tail call void @llvm.musa.syncthreads.lm()
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %67
  %150 = load float, ptr addrspace(3) %149, align 16
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %70
  %152 = load float, ptr addrspace(3) %151, align 4
  %153 = fadd reassoc float %150, %152
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %74
  %155 = load float, ptr addrspace(3) %154, align 8
  %156 = fadd reassoc float %153, %155
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %78
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fadd reassoc float %156, %158
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %82
  %161 = load float, ptr addrspace(3) %160, align 16
  %162 = fadd reassoc float %159, %161
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %86
  %164 = load float, ptr addrspace(3) %163, align 4
  %165 = fadd reassoc float %162, %164
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %90
  %167 = load float, ptr addrspace(3) %166, align 8
  %168 = fadd reassoc float %165, %167
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %94
  %170 = load float, ptr addrspace(3) %169, align 4
  %171 = fadd reassoc float %168, %170
  tail call void @llvm.musa.syncthreads.lm()
  %172 = fdiv float %171, %98
  %173 = fadd contract float %172, %8
  %174 = tail call float @llvm.sqrt.f32(float %173)
  %175 = fdiv float 1.000000e+00, %174
  %176 = icmp eq i32 %10, 0
  br i1 %176, label %177, label %.critedge

177: ; preds = %148
  %178 = sext i32 %11 to i64
  %179 = getelementptr float, ptr addrspace(1) %4, i64 %178
  store float %99, ptr addrspace(1) %179, align 4
  %180 = getelementptr float, ptr addrspace(1) %5, i64 %178
  store float %175, ptr addrspace(1) %180, align 4
  br label %.critedge

.critedge: ; preds = %148, %177
  br i1 %16, label %.lr.ph11, label %._crit_edge12

.lr.ph11: ; preds = %.critedge, %201
  %181 = phi i32 [ %202, %201 ], [ 0, %.critedge ]
  %182 = add i32 %181, %10
  %183 = icmp slt i32 %182, %7
  br i1 %183, label %184, label %201

184: ; preds = %.lr.ph11
  %185 = sext i32 %182 to i64
  %186 = getelementptr half, ptr addrspace(1) %15, i64 %185
  %187 = getelementptr half, ptr addrspace(1) %14, i64 %185
  %188 = load half, ptr addrspace(1) %187, align 2
  %189 = fpext half %188 to float
  %190 = fsub contract float %189, %99
  %191 = fmul contract float %175, %190
  %192 = getelementptr half, ptr addrspace(1) %2, i64 %185
  %193 = load half, ptr addrspace(1) %192, align 2
  %194 = fpext half %193 to float
  %195 = fmul contract float %191, %194
  %196 = getelementptr half, ptr addrspace(1) %3, i64 %185
  %197 = load half, ptr addrspace(1) %196, align 2
  %198 = fpext half %197 to float
  %199 = fadd contract float %195, %198
  %200 = fptrunc float %199 to half
  store half %200, ptr addrspace(1) %186, align 2
  br label %201

201: ; preds = %.lr.ph11, %184
  %202 = add i32 %181, 1024
  %203 = icmp slt i32 %202, %7
  br i1 %203, label %.lr.ph11, label %._crit_edge12

._crit_edge12: ; preds = %201, %.critedge
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
!2 = !{ptr @layernorm_fwd_kernel, !"maxntidx", i32 1024}
