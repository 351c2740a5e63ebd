; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: norecurse nounwind
define void @softmax_kernel(ptr addrspace(1) nocapture writeonly %0, ptr addrspace(1) nocapture readonly %1, i32 %2, i32 %3) local_unnamed_addr #4 {
  %5 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, %2
  %9 = sext i32 %8 to i64
  %10 = getelementptr float, ptr addrspace(1) %1, i64 %9
  %11 = shl nuw nsw i64 %6, 2
  %12 = or disjoint i64 %11, 1
  %13 = or disjoint i64 %11, 2
  %14 = trunc nuw nsw i64 %11 to i32
  %15 = getelementptr float, ptr addrspace(1) %10, i64 %11
  %16 = sub i32 %3, %14
  %17 = icmp sgt i32 %16, 3
  br i1 %17, label %18, label %20

18:                                               ; preds = %4
  %19 = load <4 x float>, ptr addrspace(1) %15, align 16
  br label %40

20:                                               ; preds = %4
  %.not = icmp slt i32 %16, 1
  br i1 %.not, label %23, label %21

21:                                               ; preds = %20
  %22 = load float, ptr addrspace(1) %15, align 4
  br label %23

23:                                               ; preds = %21, %20
  %24 = phi float [ %22, %21 ], [ 0xFFF0000000000000, %20 ]
  %25 = icmp sgt i32 %16, 1
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  %27 = getelementptr float, ptr addrspace(1) %10, i64 %12
  %28 = load float, ptr addrspace(1) %27, align 4
  br label %29

29:                                               ; preds = %26, %23
  %30 = phi float [ %28, %26 ], [ 0xFFF0000000000000, %23 ]
  %31 = icmp eq i32 %16, 3
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = getelementptr float, ptr addrspace(1) %10, i64 %13
  %34 = load float, ptr addrspace(1) %33, align 4
  br label %35

35:                                               ; preds = %29, %32
  %36 = phi float [ %34, %32 ], [ 0xFFF0000000000000, %29 ]
  %37 = insertelement <4 x float> <float poison, float poison, float poison, float 0xFFF0000000000000>, float %24, i64 0
  %38 = insertelement <4 x float> %37, float %30, i64 1
  %39 = insertelement <4 x float> %38, float %36, i64 2
  br label %40

40:                                               ; preds = %35, %18
  %41 = phi <4 x float> [ %39, %35 ], [ %19, %18 ]
  %42 = extractelement <4 x float> %41, i64 0
  %43 = extractelement <4 x float> %41, i64 1
  %44 = extractelement <4 x float> %41, i64 2
  %45 = extractelement <4 x float> %41, i64 3
  %46 = tail call float @llvm.maxnum.f32(float %42, float %43)
  %47 = tail call float @llvm.maxnum.f32(float %46, float %44)
  %48 = tail call float @llvm.maxnum.f32(float %47, float %45)
  %49 = bitcast float %48 to i32
  %50 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 16, i32 31)
  %51 = bitcast i32 %50 to float
  %52 = tail call float @llvm.maxnum.f32(float %48, float %51)
  %53 = bitcast float %52 to i32
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 8, i32 31)
  %55 = bitcast i32 %54 to float
  %56 = tail call float @llvm.maxnum.f32(float %52, float %55)
  %57 = bitcast float %56 to i32
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 4, i32 31)
  %59 = bitcast i32 %58 to float
  %60 = tail call float @llvm.maxnum.f32(float %56, float %59)
  %61 = bitcast float %60 to i32
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 2, i32 31)
  %63 = bitcast i32 %62 to float
  %64 = tail call float @llvm.maxnum.f32(float %60, float %63)
  %65 = bitcast float %64 to i32
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 1, i32 31)
  %67 = lshr i64 %6, 5
  %68 = and i64 %6, 31
  %69 = icmp eq i64 %68, 0
  tail call void @llvm.nvvm.barrier0()
  br i1 %69, label %70, label %74

70:                                               ; preds = %40
  %71 = getelementptr float, ptr addrspace(3) @global_smem, i64 %67
  %72 = bitcast i32 %66 to float
  %73 = tail call float @llvm.maxnum.f32(float %64, float %72)
  store float %73, ptr addrspace(3) %71, align 4
  br label %74

74:                                               ; preds = %70, %40
  tail call void @llvm.nvvm.barrier0()
  %75 = load float, ptr addrspace(3) @global_smem, align 16
  %76 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 4), align 4
  %77 = tail call float @llvm.maxnum.f32(float %75, float %76)
  %78 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 8), align 8
  %79 = tail call float @llvm.maxnum.f32(float %77, float %78)
  %80 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 12), align 4
  %81 = tail call float @llvm.maxnum.f32(float %79, float %80)
  %82 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16), align 16
  %83 = tail call float @llvm.maxnum.f32(float %81, float %82)
  %84 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 20), align 4
  %85 = tail call float @llvm.maxnum.f32(float %83, float %84)
  %86 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 24), align 8
  %87 = tail call float @llvm.maxnum.f32(float %85, float %86)
  %88 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 28), align 4
  %89 = tail call float @llvm.maxnum.f32(float %87, float %88)
  tail call void @llvm.nvvm.barrier0()
  %90 = fsub contract float %42, %89
  %91 = fmul float %90, 0x3FF7154760000000
  %92 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %91)
  %93 = fsub contract float %43, %89
  %94 = fmul float %93, 0x3FF7154760000000
  %95 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %94)
  %96 = fsub contract float %44, %89
  %97 = fmul float %96, 0x3FF7154760000000
  %98 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %97)
  %99 = fsub contract float %45, %89
  %100 = fmul float %99, 0x3FF7154760000000
  %101 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %100)
  %102 = getelementptr float, ptr addrspace(1) %0, i64 %9
  %103 = fadd reassoc float %92, 0.000000e+00
  %104 = fadd reassoc float %103, %95
  %105 = fadd reassoc float %104, %98
  %106 = fadd reassoc float %105, %101
  %107 = bitcast float %106 to i32
  %108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 16, i32 31)
  %109 = bitcast i32 %108 to float
  %110 = fadd reassoc float %106, %109
  %111 = bitcast float %110 to i32
  %112 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 8, i32 31)
  %113 = bitcast i32 %112 to float
  %114 = fadd reassoc float %110, %113
  %115 = bitcast float %114 to i32
  %116 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %115, i32 4, i32 31)
  %117 = bitcast i32 %116 to float
  %118 = fadd reassoc float %114, %117
  %119 = bitcast float %118 to i32
  %120 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 2, i32 31)
  %121 = bitcast i32 %120 to float
  %122 = fadd reassoc float %118, %121
  %123 = bitcast float %122 to i32
  %124 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %123, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %69, label %125, label %129

125:                                              ; preds = %74
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), i64 %67
  %127 = bitcast i32 %124 to float
  %128 = fadd reassoc float %122, %127
  store float %128, ptr addrspace(3) %126, align 4
  br label %129

129:                                              ; preds = %125, %74
  tail call void @llvm.nvvm.barrier0()
  %130 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), align 16
  %131 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 36), align 4
  %132 = fadd reassoc float %130, %131
  %133 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 40), align 8
  %134 = fadd reassoc float %132, %133
  %135 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 44), align 4
  %136 = fadd reassoc float %134, %135
  %137 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 48), align 16
  %138 = fadd reassoc float %136, %137
  %139 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 52), align 4
  %140 = fadd reassoc float %138, %139
  %141 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 56), align 8
  %142 = fadd reassoc float %140, %141
  %143 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 60), align 4
  %144 = fadd reassoc float %142, %143
  tail call void @llvm.nvvm.barrier0()
  %145 = tail call float @llvm.fabs.f32(float %144)
  %146 = fcmp ogt float %145, 0x47D0000000000000
  %147 = select i1 %146, float 2.500000e-01, float 1.000000e+00
  %148 = fmul float %144, %147
  %149 = fmul float %92, %147
  %150 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %148)
  %151 = fmul float %150, %149
  %152 = fmul float %95, %147
  %153 = fmul float %150, %152
  %154 = fmul float %98, %147
  %155 = fmul float %150, %154
  %156 = getelementptr float, ptr addrspace(1) %102, i64 %11
  br i1 %17, label %157, label %164

157:                                              ; preds = %129
  %158 = insertelement <4 x float> poison, float %151, i64 0
  %159 = insertelement <4 x float> %158, float %153, i64 1
  %160 = insertelement <4 x float> %159, float %155, i64 2
  %161 = fmul float %101, %147
  %162 = fmul float %150, %161
  %163 = insertelement <4 x float> %160, float %162, i64 3
  store <4 x float> %163, ptr addrspace(1) %156, align 16
  br label %174

164:                                              ; preds = %129
  %.not1 = icmp slt i32 %16, 1
  br i1 %.not1, label %166, label %165

165:                                              ; preds = %164
  store float %151, ptr addrspace(1) %156, align 4
  br label %166

166:                                              ; preds = %165, %164
  %167 = icmp sgt i32 %16, 1
  br i1 %167, label %168, label %170

168:                                              ; preds = %166
  %169 = getelementptr float, ptr addrspace(1) %102, i64 %12
  store float %153, ptr addrspace(1) %169, align 4
  br label %170

170:                                              ; preds = %168, %166
  %171 = icmp eq i32 %16, 3
  br i1 %171, label %172, label %174

172:                                              ; preds = %170
  %173 = getelementptr float, ptr addrspace(1) %102, i64 %13
  store float %155, ptr addrspace(1) %173, align 4
  br label %174

174:                                              ; preds = %170, %172, %157
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { norecurse nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @softmax_kernel, !"kernel", i32 1}
!2 = !{ptr @softmax_kernel, !"maxntidx", i32 256}
