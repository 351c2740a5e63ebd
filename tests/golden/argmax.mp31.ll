; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @argmax_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture writeonly %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, 128
  %5 = ashr i32 %3, 3
  %6 = shl i32 %3, 2
  %7 = and i32 %6, 28
  %8 = zext i32 %7 to i64
  %9 = shl i32 %5, 5
  %10 = select i1 %4, i32 %9, i32 0
  %11 = sext i32 %10 to i64
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %11
  %13 = getelementptr float, ptr addrspace(1) %12, i64 %8
  %14 = load float, ptr addrspace(1) %13, align 16
  %15 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 4
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 8
  %18 = load float, ptr addrspace(1) %17, align 8
  %19 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 12
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = fcmp une float %14, 0xFFF0000000000000
  %22 = select i1 %21, i32 %7, i32 0
  %23 = or i32 %7, 1
  %24 = fcmp ugt float %16, %14
  %25 = select i1 %24, float %16, float %14
  %26 = select i1 %24, i32 %23, i32 %22
  %27 = or i32 %7, 2
  %28 = fcmp ugt float %18, %25
  %29 = fcmp oeq float %18, %25
  %30 = icmp ult i32 %27, %26
  %31 = and i1 %29, %30
  %32 = or i1 %28, %31
  %33 = select i1 %32, float %18, float %25
  %34 = select i1 %32, i32 %27, i32 %26
  %35 = or i32 %7, 3
  %36 = fcmp ugt float %20, %33
  %37 = select i1 %36, float %20, float %33
  %38 = select i1 %36, i32 %35, i32 %34
  %39 = bitcast float %37 to i32
  %40 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %39, i32 4, i32 12319, ptr addrspace(5) null)
  %41 = bitcast i32 %40 to float
  %42 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %38, i32 4, i32 12319, ptr addrspace(5) null)
  %43 = fcmp ult float %37, %41
  %44 = fcmp oeq float %37, %41
  %45 = icmp slt i32 %42, %38
  %46 = and i1 %44, %45
  %47 = or i1 %43, %46
  %48 = select i1 %47, float %41, float %37
  %49 = select i1 %47, i32 %42, i32 %38
  %50 = bitcast float %48 to i32
  %51 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %50, i32 2, i32 12319, ptr addrspace(5) null)
  %52 = bitcast i32 %51 to float
  %53 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %49, i32 2, i32 12319, ptr addrspace(5) null)
  %54 = fcmp ult float %48, %52
  %55 = fcmp oeq float %48, %52
  %56 = icmp slt i32 %53, %49
  %57 = and i1 %55, %56
  %58 = or i1 %54, %57
  %59 = select i1 %58, float %52, float %48
  %60 = select i1 %58, i32 %53, i32 %49
  %61 = bitcast float %59 to i32
  %62 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %61, i32 1, i32 12319, ptr addrspace(5) null)
  %63 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %60, i32 1, i32 12319, ptr addrspace(5) null)
  %64 = and i32 %3, -121
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %75

66: ; preds = %2
  %67 = bitcast i32 %62 to float
  %68 = fcmp ult float %59, %67
  %69 = fcmp oeq float %59, %67
  %70 = icmp slt i32 %63, %60
  %71 = and i1 %69, %70
  %72 = or i1 %68, %71
  %73 = select i1 %72, i32 %63, i32 %60
  %74 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %5
  store i32 %73, ptr addrspace(3) %74, align 4
  br label %75

75: ; preds = %66, %2
  tail call void @llvm.musa.syncthreads.lm()
  %76 = icmp ult i32 %3, 16
  br i1 %76, label %77, label %82

77: ; preds = %75
  %78 = zext i32 %3 to i64
  %79 = getelementptr i32, ptr addrspace(1) %1, i64 %78
  %80 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %3
  %81 = load i32, ptr addrspace(3) %80, align 4
  store i32 %81, ptr addrspace(1) %79, align 4
  br label %82

82: ; preds = %77, %75
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @argmax_kernel, !"kernel", i32 1}
!2 = !{ptr @argmax_kernel, !"maxntidx", i32 128}
