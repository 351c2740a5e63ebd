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
  %4 = and i32 %3, 31
  %5 = zext i32 %4 to i64
  %6 = icmp ult i32 %3, 512
  %7 = and i32 %3, -32
  %8 = select i1 %6, i32 %7, i32 0
  %9 = sext i32 %8 to i64
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %9
  %11 = getelementptr float, ptr addrspace(1) %10, i64 %5
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fcmp une float %12, 0xFFF0000000000000
  %14 = select i1 %13, i32 %4, i32 0
  %15 = bitcast float %12 to i32
  %16 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %15, i32 16, i32 127, ptr addrspace(5) null)
  %17 = bitcast i32 %16 to float
  %18 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %14, i32 16, i32 127, ptr addrspace(5) null)
  %19 = fcmp ult float %12, %17
  %20 = fcmp oeq float %12, %17
  %21 = icmp slt i32 %18, %14
  %22 = and i1 %20, %21
  %23 = or i1 %19, %22
  %24 = select i1 %23, float %17, float %12
  %25 = select i1 %23, i32 %18, i32 %14
  %26 = bitcast float %24 to i32
  %27 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %26, i32 8, i32 127, ptr addrspace(5) null)
  %28 = bitcast i32 %27 to float
  %29 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %25, i32 8, i32 127, ptr addrspace(5) null)
  %30 = fcmp ult float %24, %28
  %31 = fcmp oeq float %24, %28
  %32 = icmp slt i32 %29, %25
  %33 = and i1 %31, %32
  %34 = or i1 %30, %33
  %35 = select i1 %34, float %28, float %24
  %36 = select i1 %34, i32 %29, i32 %25
  %37 = bitcast float %35 to i32
  %38 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %37, i32 4, i32 127, ptr addrspace(5) null)
  %39 = bitcast i32 %38 to float
  %40 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %36, i32 4, i32 127, ptr addrspace(5) null)
  %41 = fcmp ult float %35, %39
  %42 = fcmp oeq float %35, %39
  %43 = icmp slt i32 %40, %36
  %44 = and i1 %42, %43
  %45 = or i1 %41, %44
  %46 = select i1 %45, float %39, float %35
  %47 = select i1 %45, i32 %40, i32 %36
  %48 = bitcast float %46 to i32
  %49 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %48, i32 2, i32 127, ptr addrspace(5) null)
  %50 = bitcast i32 %49 to float
  %51 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %47, i32 2, i32 127, ptr addrspace(5) null)
  %52 = fcmp ult float %46, %50
  %53 = fcmp oeq float %46, %50
  %54 = icmp slt i32 %51, %47
  %55 = and i1 %53, %54
  %56 = or i1 %52, %55
  %57 = select i1 %56, float %50, float %46
  %58 = select i1 %56, i32 %51, i32 %47
  %59 = bitcast float %57 to i32
  %60 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %59, i32 1, i32 127, ptr addrspace(5) null)
  %61 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %58, i32 1, i32 127, ptr addrspace(5) null)
  %62 = and i32 %3, -481
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %74

64: ; preds = %2
  %65 = bitcast i32 %60 to float
  %66 = fcmp ult float %57, %65
  %67 = fcmp oeq float %57, %65
  %68 = icmp slt i32 %61, %58
  %69 = and i1 %67, %68
  %70 = or i1 %66, %69
  %71 = select i1 %70, i32 %61, i32 %58
  %72 = lshr exact i32 %3, 3
  %73 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %72
  store i32 %71, ptr addrspace(3) %73, align 4
  br label %74

74: ; preds = %64, %2
  tail call void @llvm.musa.syncthreads.lm()
  %75 = icmp ult i32 %3, 16
  br i1 %75, label %76, label %81

76: ; preds = %74
  %77 = zext i32 %3 to i64
  %78 = getelementptr i32, ptr addrspace(1) %1, i64 %77
  %79 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %3
  %80 = load i32, ptr addrspace(3) %79, align 4
  store i32 %80, ptr addrspace(1) %78, align 4
  br label %81

81: ; preds = %76, %74
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @argmax_kernel, !"kernel", i32 1}
!2 = !{ptr @argmax_kernel, !"maxntidx", i32 512}
