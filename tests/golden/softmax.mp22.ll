; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: nounwind
define cc 102 void @softmax_kernel(ptr addrspace(1) nocapture writeonly %0, ptr addrspace(1) nocapture readonly %1, i32 %2, i32 %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %6 = sext i32 %5 to i64
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, %2
  %9 = icmp slt i32 %5, %3
  br i1 %9, label %10, label %15

10: ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr float, ptr addrspace(1) %1, i64 %11
  %13 = getelementptr float, ptr addrspace(1) %12, i64 %6
  %14 = load float, ptr addrspace(1) %13, align 4
  br label %15

15: ; preds = %10, %4
  %16 = phi float [ %14, %10 ], [ 0xFFF0000000000000, %4 ]
  %17 = bitcast float %16 to i32
  %18 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %17, i32 64, i32 127, ptr addrspace(5) null)
  %19 = bitcast i32 %18 to float
  %20 = tail call float @llvm.maxnum.f32(float %16, float %19)
  %21 = bitcast float %20 to i32
  %22 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %21, i32 32, i32 127, ptr addrspace(5) null)
  %23 = bitcast i32 %22 to float
  %24 = tail call float @llvm.maxnum.f32(float %20, float %23)
  %25 = bitcast float %24 to i32
  %26 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %25, i32 16, i32 127, ptr addrspace(5) null)
  %27 = bitcast i32 %26 to float
  %28 = tail call float @llvm.maxnum.f32(float %24, float %27)
  %29 = bitcast float %28 to i32
  %30 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %29, i32 8, i32 127, ptr addrspace(5) null)
  %31 = bitcast i32 %30 to float
  %32 = tail call float @llvm.maxnum.f32(float %28, float %31)
  %33 = bitcast float %32 to i32
  %34 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %33, i32 4, i32 127, ptr addrspace(5) null)
  %35 = bitcast i32 %34 to float
  %36 = tail call float @llvm.maxnum.f32(float %32, float %35)
  %37 = bitcast float %36 to i32
  %38 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %37, i32 2, i32 127, ptr addrspace(5) null)
  %39 = bitcast i32 %38 to float
  %40 = tail call float @llvm.maxnum.f32(float %36, float %39)
  %41 = bitcast float %40 to i32
  %42 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %41, i32 1, i32 127, ptr addrspace(5) null)
  %43 = and i64 %6, 127
  %44 = icmp eq i64 %43, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %44, label %45, label %._crit_edge

._crit_edge: ; preds = %15
  %.pre = ashr i32 %5, 7
  br label %50

45: ; preds = %15
  %46 = bitcast i32 %42 to float
  %47 = tail call float @llvm.maxnum.f32(float %40, float %46)
  %48 = ashr i32 %5, 7
  %49 = getelementptr float, ptr addrspace(3) @global_smem, i32 %48
  store float %47, ptr addrspace(3) %49, align 4
  br label %50

50: ; preds = %._crit_edge, %45
  %.pre-phi = phi i32 [ %.pre, %._crit_edge ], [ %48, %45 ]
  tail call void @llvm.musa.syncthreads.lm()
  %51 = and i32 %.pre-phi, -8
  %52 = getelementptr float, ptr addrspace(3) @global_smem, i32 %51
  %53 = load float, ptr addrspace(3) %52, align 16
  %54 = or i32 %51, 1
  %55 = getelementptr float, ptr addrspace(3) @global_smem, i32 %54
  %56 = load float, ptr addrspace(3) %55, align 4
  %57 = tail call float @llvm.maxnum.f32(float %53, float %56)
  %58 = or i32 %51, 2
  %59 = getelementptr float, ptr addrspace(3) @global_smem, i32 %58
  %60 = load float, ptr addrspace(3) %59, align 8
  %61 = tail call float @llvm.maxnum.f32(float %57, float %60)
  %62 = or i32 %51, 3
  %63 = getelementptr float, ptr addrspace(3) @global_smem, i32 %62
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64)
  %66 = or i32 %51, 4
  %67 = getelementptr float, ptr addrspace(3) @global_smem, i32 %66
  %68 = load float, ptr addrspace(3) %67, align 16
  %69 = tail call float @llvm.maxnum.f32(float %65, float %68)
  %70 = or i32 %51, 5
  %71 = getelementptr float, ptr addrspace(3) @global_smem, i32 %70
  %72 = load float, ptr addrspace(3) %71, align 4
  %73 = tail call float @llvm.maxnum.f32(float %69, float %72)
  %74 = or i32 %51, 6
  %75 = getelementptr float, ptr addrspace(3) @global_smem, i32 %74
  %76 = load float, ptr addrspace(3) %75, align 8
  %77 = tail call float @llvm.maxnum.f32(float %73, float %76)
  %78 = or i32 %.pre-phi, 7
  %79 = getelementptr float, ptr addrspace(3) @global_smem, i32 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = tail call float @llvm.maxnum.f32(float %77, float %80)
  tail call void @llvm.musa.syncthreads.lm()
  %82 = fsub contract float %16, %81
  %83 = fmul float %82, 0x3FF7154760000000
  %84 = tail call float @llvm.exp2.f32(float %83)
  %85 = sext i32 %8 to i64
  %86 = getelementptr float, ptr addrspace(1) %0, i64 %85
  %87 = bitcast float %84 to i32
  %88 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %87, i32 64, i32 127, ptr addrspace(5) null)
  %89 = bitcast i32 %88 to float
  %90 = fadd reassoc float %84, %89
  %91 = bitcast float %90 to i32
  %92 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %91, i32 32, i32 127, ptr addrspace(5) null)
  %93 = bitcast i32 %92 to float
  %94 = fadd reassoc float %90, %93
  %95 = bitcast float %94 to i32
  %96 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %95, i32 16, i32 127, ptr addrspace(5) null)
  %97 = bitcast i32 %96 to float
  %98 = fadd reassoc float %94, %97
  %99 = bitcast float %98 to i32
  %100 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %99, i32 8, i32 127, ptr addrspace(5) null)
  %101 = bitcast i32 %100 to float
  %102 = fadd reassoc float %98, %101
  %103 = bitcast float %102 to i32
  %104 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %103, i32 4, i32 127, ptr addrspace(5) null)
  %105 = bitcast i32 %104 to float
  %106 = fadd reassoc float %102, %105
  %107 = bitcast float %106 to i32
  %108 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %107, i32 2, i32 127, ptr addrspace(5) null)
  %109 = bitcast i32 %108 to float
  %110 = fadd reassoc float %106, %109
  %111 = bitcast float %110 to i32
  %112 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %111, i32 1, i32 127, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %44, label %113, label %117

113: ; preds = %50
  %114 = bitcast i32 %112 to float
  %115 = fadd reassoc float %110, %114
  %116 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %.pre-phi
  store float %115, ptr addrspace(3) %116, align 4
  br label %117

117: ; preds = %113, %50
  tail call void @llvm.musa.syncthreads.lm()
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %51
  %119 = load float, ptr addrspace(3) %118, align 16
  %120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %54
  %121 = load float, ptr addrspace(3) %120, align 4
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %58
  %123 = load float, ptr addrspace(3) %122, align 8
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %62
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %66
  %127 = load float, ptr addrspace(3) %126, align 16
  %128 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %70
  %129 = load float, ptr addrspace(3) %128, align 4
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %74
  %131 = load float, ptr addrspace(3) %130, align 8
  %132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %78
  %133 = load float, ptr addrspace(3) %132, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %9, label %134, label %144

134: ; preds = %117
  %135 = fadd reassoc float %119, %121
  %136 = fadd reassoc float %135, %123
  %137 = fadd reassoc float %136, %125
  %138 = fadd reassoc float %137, %127
  %139 = fadd reassoc float %138, %129
  %140 = fadd reassoc float %139, %131
  %141 = fadd reassoc float %140, %133
  %142 = fdiv float %84, %141
  %143 = getelementptr float, ptr addrspace(1) %86, i64 %6
  store float %142, ptr addrspace(1) %143, align 4
  br label %144

144: ; preds = %134, %117
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @softmax_kernel, !"kernel", i32 1}
!2 = !{ptr @softmax_kernel, !"maxntidx", i32 1024}
