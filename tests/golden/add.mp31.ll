; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: nofree nosync nounwind argmemonly
define cc 102 void @add_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 10
  %8 = shl i32 %5, 2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11: ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %12
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %12
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %12
  %16 = load <4 x float>, ptr addrspace(1) %13, align 16
  %17 = load <4 x float>, ptr addrspace(1) %14, align 16
  %18 = fadd contract <4 x float> %16, %17
  store <4 x float> %18, ptr addrspace(1) %15, align 16
  br label %19

19: ; preds = %4, %11
  %20 = add i32 %9, 512
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %22, label %30

22: ; preds = %19
  %23 = sext i32 %20 to i64
  %24 = getelementptr float, ptr addrspace(1) %0, i64 %23
  %25 = getelementptr float, ptr addrspace(1) %1, i64 %23
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %23
  %27 = load <4 x float>, ptr addrspace(1) %24, align 16
  %28 = load <4 x float>, ptr addrspace(1) %25, align 16
  %29 = fadd contract <4 x float> %27, %28
  store <4 x float> %29, ptr addrspace(1) %26, align 16
  br label %30

30: ; preds = %19, %22
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind argmemonly }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @add_kernel, !"kernel", i32 1}
!2 = !{ptr @add_kernel, !"maxntidx", i32 128}
