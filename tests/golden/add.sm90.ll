; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @add_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3) local_unnamed_addr {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 10
  %8 = shl nuw nsw i32 %5, 2
  %9 = or disjoint i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %10
  %12 = icmp slt i32 %9, %3
  %13 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$8 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $9 + 0 ];", "=r,=r,=r,=r,r,r,r,r,b,l"(i32 0, i32 0, i32 0, i32 0, i1 %12, ptr addrspace(1) %11) #1
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %10
  %15 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$8 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $9 + 0 ];", "=r,=r,=r,=r,r,r,r,r,b,l"(i32 0, i32 0, i32 0, i32 0, i1 %12, ptr addrspace(1) %14) #1
  br i1 %12, label %16, label %42

16:                                               ; preds = %4
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %10
  %18 = extractvalue { i32, i32, i32, i32 } %13, 0
  %19 = bitcast i32 %18 to float
  %20 = extractvalue { i32, i32, i32, i32 } %15, 0
  %21 = bitcast i32 %20 to float
  %22 = fadd contract float %19, %21
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = extractvalue { i32, i32, i32, i32 } %13, 1
  %25 = bitcast i32 %24 to float
  %26 = extractvalue { i32, i32, i32, i32 } %15, 1
  %27 = bitcast i32 %26 to float
  %28 = fadd contract float %25, %27
  %29 = insertelement <4 x float> %23, float %28, i64 1
  %30 = extractvalue { i32, i32, i32, i32 } %13, 2
  %31 = bitcast i32 %30 to float
  %32 = extractvalue { i32, i32, i32, i32 } %15, 2
  %33 = bitcast i32 %32 to float
  %34 = fadd contract float %31, %33
  %35 = insertelement <4 x float> %29, float %34, i64 2
  %36 = extractvalue { i32, i32, i32, i32 } %13, 3
  %37 = bitcast i32 %36 to float
  %38 = extractvalue { i32, i32, i32, i32 } %15, 3
  %39 = bitcast i32 %38 to float
  %40 = fadd contract float %37, %39
  %41 = insertelement <4 x float> %35, float %40, i64 3
  store <4 x float> %41, ptr addrspace(1) %17, align 16
  br label %42

42:                                               ; preds = %16, %4
  %43 = or disjoint i32 %9, 512
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr addrspace(1) %0, i64 %44
  %46 = icmp slt i32 %43, %3
  %47 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$8 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $9 + 0 ];", "=r,=r,=r,=r,r,r,r,r,b,l"(i32 0, i32 0, i32 0, i32 0, i1 %46, ptr addrspace(1) %45) #1
  %48 = getelementptr float, ptr addrspace(1) %1, i64 %44
  %49 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$8 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $9 + 0 ];", "=r,=r,=r,=r,r,r,r,r,b,l"(i32 0, i32 0, i32 0, i32 0, i1 %46, ptr addrspace(1) %48) #1
  br i1 %46, label %50, label %76

50:                                               ; preds = %42
  %51 = getelementptr float, ptr addrspace(1) %2, i64 %44
  %52 = extractvalue { i32, i32, i32, i32 } %47, 0
  %53 = bitcast i32 %52 to float
  %54 = extractvalue { i32, i32, i32, i32 } %49, 0
  %55 = bitcast i32 %54 to float
  %56 = fadd contract float %53, %55
  %57 = insertelement <4 x float> poison, float %56, i64 0
  %58 = extractvalue { i32, i32, i32, i32 } %47, 1
  %59 = bitcast i32 %58 to float
  %60 = extractvalue { i32, i32, i32, i32 } %49, 1
  %61 = bitcast i32 %60 to float
  %62 = fadd contract float %59, %61
  %63 = insertelement <4 x float> %57, float %62, i64 1
  %64 = extractvalue { i32, i32, i32, i32 } %47, 2
  %65 = bitcast i32 %64 to float
  %66 = extractvalue { i32, i32, i32, i32 } %49, 2
  %67 = bitcast i32 %66 to float
  %68 = fadd contract float %65, %67
  %69 = insertelement <4 x float> %63, float %68, i64 2
  %70 = extractvalue { i32, i32, i32, i32 } %47, 3
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %49, 3
  %73 = bitcast i32 %72 to float
  %74 = fadd contract float %71, %73
  %75 = insertelement <4 x float> %69, float %74, i64 3
  store <4 x float> %75, ptr addrspace(1) %51, align 16
  br label %76

76:                                               ; preds = %50, %42
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @add_kernel, !"kernel", i32 1}
!2 = !{ptr @add_kernel, !"maxntidx", i32 128}
