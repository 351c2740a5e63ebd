; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: norecurse nounwind
define void @argmax_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture writeonly %1) local_unnamed_addr #3 {
  %3 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = shl nuw nsw i32 %4, 2
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i32 %5, 5
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %9
  %11 = getelementptr float, ptr addrspace(1) %10, i64 %7
  %12 = load float, ptr addrspace(1) %11, align 16
  %13 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 4
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 8
  %16 = load float, ptr addrspace(1) %15, align 8
  %17 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 12
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fcmp une float %12, 0xFFF0000000000000
  %20 = select i1 %19, i32 %6, i32 0
  %21 = or disjoint i32 %6, 1
  %22 = fcmp ugt float %14, %12
  %23 = select i1 %22, float %14, float %12
  %24 = select i1 %22, i32 %21, i32 %20
  %25 = or disjoint i32 %6, 2
  %26 = fcmp ugt float %16, %23
  %27 = fcmp oeq float %16, %23
  %28 = icmp ult i32 %25, %24
  %29 = and i1 %27, %28
  %30 = or i1 %26, %29
  %31 = select i1 %30, float %16, float %23
  %32 = select i1 %30, i32 %25, i32 %24
  %33 = or disjoint i32 %6, 3
  %34 = fcmp ugt float %18, %31
  %35 = select i1 %34, float %18, float %31
  %36 = select i1 %34, i32 %33, i32 %32
  %37 = bitcast float %35 to i32
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 4, i32 31)
  %39 = bitcast i32 %38 to float
  %40 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 4, i32 31)
  %41 = fcmp ult float %35, %39
  %42 = fcmp oeq float %35, %39
  %43 = icmp slt i32 %40, %36
  %44 = and i1 %42, %43
  %45 = or i1 %41, %44
  %46 = select i1 %45, float %39, float %35
  %47 = select i1 %45, i32 %40, i32 %36
  %48 = bitcast float %46 to i32
  %49 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 2, i32 31)
  %50 = bitcast i32 %49 to float
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 2, i32 31)
  %52 = fcmp ult float %46, %50
  %53 = fcmp oeq float %46, %50
  %54 = icmp slt i32 %51, %47
  %55 = and i1 %53, %54
  %56 = or i1 %52, %55
  %57 = select i1 %56, float %50, float %46
  %58 = select i1 %56, i32 %51, i32 %47
  %59 = bitcast float %57 to i32
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 1, i32 31)
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 1, i32 31)
  %62 = icmp eq i32 %4, 0
  br i1 %62, label %63, label %73

63:                                               ; preds = %2
  %64 = bitcast i32 %60 to float
  %65 = fcmp ult float %57, %64
  %66 = fcmp oeq float %57, %64
  %67 = icmp slt i32 %61, %58
  %68 = and i1 %66, %67
  %69 = or i1 %65, %68
  %70 = select i1 %69, i32 %61, i32 %58
  %71 = zext nneg i32 %5 to i64
  %72 = getelementptr i32, ptr addrspace(3) @global_smem, i64 %71
  store i32 %70, ptr addrspace(3) %72, align 4
  br label %73

73:                                               ; preds = %63, %2
  tail call void @llvm.nvvm.barrier0()
  %74 = icmp ult i32 %3, 16
  br i1 %74, label %75, label %80

75:                                               ; preds = %73
  %76 = zext nneg i32 %3 to i64
  %77 = getelementptr i32, ptr addrspace(3) @global_smem, i64 %76
  %78 = getelementptr i32, ptr addrspace(1) %1, i64 %76
  %79 = load i32, ptr addrspace(3) %77, align 4
  store i32 %79, ptr addrspace(1) %78, align 4
  br label %80

80:                                               ; preds = %75, %73
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @argmax_kernel, !"kernel", i32 1}
!2 = !{ptr @argmax_kernel, !"maxntidx", i32 128}
