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
  %9 = sext i32 %8 to i64
  %10 = getelementptr float, ptr addrspace(1) %1, i64 %9
  %11 = shl nsw i64 %6, 2
  %12 = or i64 %11, 1
  %13 = or i64 %11, 2
  %14 = trunc i64 %11 to i32
  %15 = sext i32 %14 to i64
  %16 = getelementptr float, ptr addrspace(1) %10, i64 %15
  %17 = sub i32 %3, %14
  %18 = icmp sgt i32 %17, 3
  br i1 %18, label %19, label %21

19: ; preds = %4
  %20 = load <4 x float>, ptr addrspace(1) %16, align 16
  br label %41

21: ; preds = %4
  %.not = icmp slt i32 %17, 1
  br i1 %.not, label %.thread2, label %22

22: ; preds = %21
  %23 = load float, ptr addrspace(1) %16, align 4
  %.not6 = icmp eq i32 %17, 1
  br i1 %.not6, label %.thread2, label %24

24: ; preds = %22
  %25 = shl i64 %12, 32
  %26 = ashr exact i64 %25, 30
  %27 = getelementptr i8, ptr addrspace(1) %10, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  %29 = icmp eq i32 %17, 3
  br i1 %29, label %30, label %.thread2

30: ; preds = %24
  %31 = shl i64 %13, 32
  %32 = ashr exact i64 %31, 30
  %33 = getelementptr i8, ptr addrspace(1) %10, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  br label %.thread2

.thread2: ; preds = %21, %22, %24, %30
  %35 = phi float [ %28, %30 ], [ %28, %24 ], [ 0xFFF0000000000000, %22 ], [ 0xFFF0000000000000, %21 ]
  %36 = phi float [ %23, %30 ], [ %23, %24 ], [ %23, %22 ], [ 0xFFF0000000000000, %21 ]
  %37 = phi float [ %34, %30 ], [ 0xFFF0000000000000, %24 ], [ 0xFFF0000000000000, %22 ], [ 0xFFF0000000000000, %21 ]
  %38 = insertelement <4 x float> <float poison, float poison, float poison, float 0xFFF0000000000000>, float %36, i64 0
  %39 = insertelement <4 x float> %38, float %35, i64 1
  %40 = insertelement <4 x float> %39, float %37, i64 2
  br label %41

41: ; preds = %.thread2, %19
  %42 = phi <4 x float> [ %40, %.thread2 ], [ %20, %19 ]
  %43 = extractelement <4 x float> %42, i64 0
  %44 = extractelement <4 x float> %42, i64 1
  %45 = extractelement <4 x float> %42, i64 2
  %46 = extractelement <4 x float> %42, i64 3
  %47 = tail call float @llvm.maxnum.f32(float %43, float %44)
  %48 = tail call float @llvm.maxnum.f32(float %47, float %45)
  %49 = tail call float @llvm.maxnum.f32(float %48, float %46)
  %50 = bitcast float %49 to i32
  %51 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %50, i32 16, i32 12319, ptr addrspace(5) null)
  %52 = bitcast i32 %51 to float
  %53 = tail call float @llvm.maxnum.f32(float %49, float %52)
  %54 = bitcast float %53 to i32
  %55 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %54, i32 8, i32 12319, ptr addrspace(5) null)
  %56 = bitcast i32 %55 to float
  %57 = tail call float @llvm.maxnum.f32(float %53, float %56)
  %58 = bitcast float %57 to i32
  %59 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %58, i32 4, i32 12319, ptr addrspace(5) null)
  %60 = bitcast i32 %59 to float
  %61 = tail call float @llvm.maxnum.f32(float %57, float %60)
  %62 = bitcast float %61 to i32
  %63 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %62, i32 2, i32 12319, ptr addrspace(5) null)
  %64 = bitcast i32 %63 to float
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64)
  %66 = bitcast float %65 to i32
  %67 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %66, i32 1, i32 12319, ptr addrspace(5) null)
  %68 = and i64 %6, 31
  %69 = icmp eq i64 %68, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %69, label %70, label %._crit_edge

._crit_edge: ; preds = %41
  %.pre = ashr i32 %5, 5
  br label %75

70: ; preds = %41
  %71 = bitcast i32 %67 to float
  %72 = tail call float @llvm.maxnum.f32(float %65, float %71)
  %73 = ashr i32 %5, 5
  %74 = getelementptr float, ptr addrspace(3) @global_smem, i32 %73
  store float %72, ptr addrspace(3) %74, align 4
  br label %75

75: ; preds = %._crit_edge, %70
  %.pre-phi = phi i32 [ %.pre, %._crit_edge ], [ %73, %70 ]
  tail call void @llvm.musa.syncthreads.lm()
  %76 = and i32 %.pre-phi, -8
  %77 = getelementptr float, ptr addrspace(3) @global_smem, i32 %76
  %78 = load float, ptr addrspace(3) %77, align 16
  %79 = or i32 %76, 1
  %80 = getelementptr float, ptr addrspace(3) @global_smem, i32 %79
  %81 = load float, ptr addrspace(3) %80, align 4
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81)
  %83 = or i32 %76, 2
  %84 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  %85 = load float, ptr addrspace(3) %84, align 8
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85)
  %87 = or i32 %76, 3
  %88 = getelementptr float, ptr addrspace(3) @global_smem, i32 %87
  %89 = load float, ptr addrspace(3) %88, align 4
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89)
  %91 = or i32 %76, 4
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %91
  %93 = load float, ptr addrspace(3) %92, align 16
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93)
  %95 = or i32 %76, 5
  %96 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = tail call float @llvm.maxnum.f32(float %94, float %97)
  %99 = or i32 %76, 6
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  %101 = load float, ptr addrspace(3) %100, align 8
  %102 = tail call float @llvm.maxnum.f32(float %98, float %101)
  %103 = or i32 %.pre-phi, 7
  %104 = getelementptr float, ptr addrspace(3) @global_smem, i32 %103
  %105 = load float, ptr addrspace(3) %104, align 4
  %106 = tail call float @llvm.maxnum.f32(float %102, float %105)
  tail call void @llvm.musa.syncthreads.lm()
  %107 = fsub contract float %43, %106
  %108 = fmul float %107, 0x3FF7154760000000
  %109 = tail call float @llvm.exp2.f32(float %108)
  %110 = fsub contract float %44, %106
  %111 = fmul float %110, 0x3FF7154760000000
  %112 = tail call float @llvm.exp2.f32(float %111)
  %113 = fsub contract float %45, %106
  %114 = fmul float %113, 0x3FF7154760000000
  %115 = tail call float @llvm.exp2.f32(float %114)
  %116 = fsub contract float %46, %106
  %117 = fmul float %116, 0x3FF7154760000000
  %118 = tail call float @llvm.exp2.f32(float %117)
  %119 = getelementptr float, ptr addrspace(1) %0, i64 %9
  %120 = fadd reassoc float %109, %112
  %121 = fadd reassoc float %115, %120
  %122 = fadd reassoc float %118, %121
  %123 = bitcast float %122 to i32
  %124 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %123, i32 16, i32 12319, ptr addrspace(5) null)
  %125 = bitcast i32 %124 to float
  %126 = fadd reassoc float %122, %125
  %127 = bitcast float %126 to i32
  %128 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %127, i32 8, i32 12319, ptr addrspace(5) null)
  %129 = bitcast i32 %128 to float
  %130 = fadd reassoc float %126, %129
  %131 = bitcast float %130 to i32
  %132 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %131, i32 4, i32 12319, ptr addrspace(5) null)
  %133 = bitcast i32 %132 to float
  %134 = fadd reassoc float %130, %133
  %135 = bitcast float %134 to i32
  %136 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %135, i32 2, i32 12319, ptr addrspace(5) null)
  %137 = bitcast i32 %136 to float
  %138 = fadd reassoc float %134, %137
  %139 = bitcast float %138 to i32
  %140 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %139, i32 1, i32 12319, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %69, label %141, label %145

141: ; preds = %75
  %142 = bitcast i32 %140 to float
  %143 = fadd reassoc float %138, %142
  %144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %.pre-phi
  store float %143, ptr addrspace(3) %144, align 4
  br label %145

145: ; preds = %141, %75
  tail call void @llvm.musa.syncthreads.lm()
  %146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %76
  %147 = load float, ptr addrspace(3) %146, align 16
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %79
  %149 = load float, ptr addrspace(3) %148, align 4
  %150 = fadd reassoc float %147, %149
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %83
  %152 = load float, ptr addrspace(3) %151, align 8
  %153 = fadd reassoc float %150, %152
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %87
  %155 = load float, ptr addrspace(3) %154, align 4
  %156 = fadd reassoc float %153, %155
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %91
  %158 = load float, ptr addrspace(3) %157, align 16
  %159 = fadd reassoc float %156, %158
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %95
  %161 = load float, ptr addrspace(3) %160, align 4
  %162 = fadd reassoc float %159, %161
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %99
  %164 = load float, ptr addrspace(3) %163, align 8
  %165 = fadd reassoc float %162, %164
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %103
  %167 = load float, ptr addrspace(3) %166, align 4
  %168 = fadd reassoc float %165, %167
  tail call void @llvm.musa.syncthreads.lm()
  %169 = fdiv float %109, %168
  %170 = fdiv float %112, %168
  %171 = fdiv float %115, %168
  %172 = getelementptr float, ptr addrspace(1) %119, i64 %15
  br i1 %18, label %173, label %179

173: ; preds = %145
  %174 = insertelement <4 x float> poison, float %169, i64 0
  %175 = insertelement <4 x float> %174, float %170, i64 1
  %176 = insertelement <4 x float> %175, float %171, i64 2
  %177 = fdiv float %118, %168
  %178 = insertelement <4 x float> %176, float %177, i64 3
  store <4 x float> %178, ptr addrspace(1) %172, align 16
  br label %.thread5

179: ; preds = %145
  %.not1 = icmp slt i32 %17, 1
  br i1 %.not1, label %.thread5, label %180

180: ; preds = %179
  store float %169, ptr addrspace(1) %172, align 4
  %.not7 = icmp eq i32 %17, 1
  br i1 %.not7, label %.thread5, label %181

181: ; preds = %180
  %182 = shl i64 %12, 32
  %183 = ashr exact i64 %182, 30
  %184 = getelementptr i8, ptr addrspace(1) %119, i64 %183
  store float %170, ptr addrspace(1) %184, align 4
  %185 = icmp eq i32 %17, 3
  br i1 %185, label %186, label %.thread5

186: ; preds = %181
  %187 = shl i64 %13, 32
  %188 = ashr exact i64 %187, 30
  %189 = getelementptr i8, ptr addrspace(1) %119, i64 %188
  store float %171, ptr addrspace(1) %189, align 4
  br label %.thread5

.thread5: ; preds = %179, %180, %181, %186, %173
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
!2 = !{ptr @softmax_kernel, !"maxntidx", i32 256}
