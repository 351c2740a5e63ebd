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
  %6 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %2
  %8 = sext i32 %7 to i64
  %9 = getelementptr float, ptr addrspace(1) %1, i64 %8
  %10 = shl i32 %5, 2
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %16

12: ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr float, ptr addrspace(1) %9, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  br label %16

16: ; preds = %12, %4
  %17 = phi float [ %15, %12 ], [ 0xFFF0000000000000, %4 ]
  %18 = or i32 %10, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %24

20: ; preds = %16
  %21 = sext i32 %18 to i64
  %22 = getelementptr float, ptr addrspace(1) %9, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  br label %24

24: ; preds = %20, %16
  %25 = phi float [ %23, %20 ], [ 0xFFF0000000000000, %16 ]
  %26 = or i32 %10, 2
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %32

28: ; preds = %24
  %29 = sext i32 %26 to i64
  %30 = getelementptr float, ptr addrspace(1) %9, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  br label %32

32: ; preds = %28, %24
  %33 = phi float [ %31, %28 ], [ 0xFFF0000000000000, %24 ]
  %34 = or i32 %10, 3
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %36, label %40

36: ; preds = %32
  %37 = sext i32 %34 to i64
  %38 = getelementptr float, ptr addrspace(1) %9, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4
  br label %40

40: ; preds = %36, %32
  %41 = phi float [ %39, %36 ], [ 0xFFF0000000000000, %32 ]
  %42 = tail call float @llvm.maxnum.f32(float %17, float %25)
  %43 = tail call float @llvm.maxnum.f32(float %42, float %33)
  %44 = tail call float @llvm.maxnum.f32(float %43, float %41)
  %45 = bitcast float %44 to i32
  %46 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %45, i32 16, i32 12319, ptr addrspace(5) null)
  %47 = bitcast i32 %46 to float
  %48 = tail call float @llvm.maxnum.f32(float %44, float %47)
  %49 = bitcast float %48 to i32
  %50 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %49, i32 8, i32 12319, ptr addrspace(5) null)
  %51 = bitcast i32 %50 to float
  %52 = tail call float @llvm.maxnum.f32(float %48, float %51)
  %53 = bitcast float %52 to i32
  %54 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %53, i32 4, i32 12319, ptr addrspace(5) null)
  %55 = bitcast i32 %54 to float
  %56 = tail call float @llvm.maxnum.f32(float %52, float %55)
  %57 = bitcast float %56 to i32
  %58 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %57, i32 2, i32 12319, ptr addrspace(5) null)
  %59 = bitcast i32 %58 to float
  %60 = tail call float @llvm.maxnum.f32(float %56, float %59)
  %61 = bitcast float %60 to i32
  %62 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %61, i32 1, i32 12319, ptr addrspace(5) null)
  %63 = and i32 %5, 31
  %64 = icmp eq i32 %63, 0
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %64, label %65, label %70

65: ; preds = %40
  %66 = bitcast i32 %62 to float
  %67 = tail call float @llvm.maxnum.f32(float %60, float %66)
  %68 = ashr exact i32 %5, 3
  %69 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %68
  store float %67, ptr addrspace(3) %69, align 4
  br label %70

70: ; preds = %65, %40
  tail call void @llvm.musa.syncthreads.lm()
  %71 = ashr i32 %5, 5
  %72 = and i32 %71, -8
  %73 = getelementptr float, ptr addrspace(3) @global_smem, i32 %72
  %74 = load float, ptr addrspace(3) %73, align 16
  %75 = or i32 %72, 1
  %76 = getelementptr float, ptr addrspace(3) @global_smem, i32 %75
  %77 = load float, ptr addrspace(3) %76, align 4
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77)
  %79 = or i32 %72, 2
  %80 = getelementptr float, ptr addrspace(3) @global_smem, i32 %79
  %81 = load float, ptr addrspace(3) %80, align 8
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81)
  %83 = or i32 %72, 3
  %84 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  %85 = load float, ptr addrspace(3) %84, align 4
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85)
  %87 = or i32 %72, 4
  %88 = getelementptr float, ptr addrspace(3) @global_smem, i32 %87
  %89 = load float, ptr addrspace(3) %88, align 16
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89)
  %91 = or i32 %72, 5
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %91
  %93 = load float, ptr addrspace(3) %92, align 4
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93)
  %95 = or i32 %72, 6
  %96 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %97 = load float, ptr addrspace(3) %96, align 8
  %98 = tail call float @llvm.maxnum.f32(float %94, float %97)
  %99 = or i32 %71, 7
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = tail call float @llvm.maxnum.f32(float %98, float %101)
  tail call void @llvm.musa.syncthreads.lm()
  %103 = fsub contract float %17, %102
  %104 = fmul float %103, 0x3FF7154760000000
  %105 = tail call float @llvm.exp2.f32(float %104)
  %106 = fsub contract float %25, %102
  %107 = fmul float %106, 0x3FF7154760000000
  %108 = tail call float @llvm.exp2.f32(float %107)
  %109 = fsub contract float %33, %102
  %110 = fmul float %109, 0x3FF7154760000000
  %111 = tail call float @llvm.exp2.f32(float %110)
  %112 = fsub contract float %41, %102
  %113 = fmul float %112, 0x3FF7154760000000
  %114 = tail call float @llvm.exp2.f32(float %113)
  %115 = getelementptr float, ptr addrspace(1) %0, i64 %8
  %116 = fadd reassoc float %105, %108
  %117 = fadd reassoc float %111, %116
  %118 = fadd reassoc float %114, %117
  %119 = bitcast float %118 to i32
  %120 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %119, i32 16, i32 12319, ptr addrspace(5) null)
  %121 = bitcast i32 %120 to float
  %122 = fadd reassoc float %118, %121
  %123 = bitcast float %122 to i32
  %124 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %123, i32 8, i32 12319, ptr addrspace(5) null)
  %125 = bitcast i32 %124 to float
  %126 = fadd reassoc float %122, %125
  %127 = bitcast float %126 to i32
  %128 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %127, i32 4, i32 12319, ptr addrspace(5) null)
  %129 = bitcast i32 %128 to float
  %130 = fadd reassoc float %126, %129
  %131 = bitcast float %130 to i32
  %132 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %131, i32 2, i32 12319, ptr addrspace(5) null)
  %133 = bitcast i32 %132 to float
  %134 = fadd reassoc float %130, %133
  %135 = bitcast float %134 to i32
  %136 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %135, i32 1, i32 12319, ptr addrspace(5) null)
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %64, label %137, label %142

137: ; preds = %70
  %138 = bitcast i32 %136 to float
  %139 = fadd reassoc float %134, %138
  %140 = ashr exact i32 %5, 3
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %140
  store float %139, ptr addrspace(3) %141, align 4
  br label %142

142: ; preds = %137, %70
  tail call void @llvm.musa.syncthreads.lm()
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %72
  %144 = load float, ptr addrspace(3) %143, align 16
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %75
  %146 = load float, ptr addrspace(3) %145, align 4
  %147 = fadd reassoc float %144, %146
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %79
  %149 = load float, ptr addrspace(3) %148, align 8
  %150 = fadd reassoc float %147, %149
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %83
  %152 = load float, ptr addrspace(3) %151, align 4
  %153 = fadd reassoc float %150, %152
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %87
  %155 = load float, ptr addrspace(3) %154, align 16
  %156 = fadd reassoc float %153, %155
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %91
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fadd reassoc float %156, %158
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %95
  %161 = load float, ptr addrspace(3) %160, align 8
  %162 = fadd reassoc float %159, %161
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), i32 %99
  %164 = load float, ptr addrspace(3) %163, align 4
  %165 = fadd reassoc float %162, %164
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %11, label %166, label %170

166: ; preds = %142
  %167 = fdiv float %105, %165
  %168 = sext i32 %10 to i64
  %169 = getelementptr float, ptr addrspace(1) %115, i64 %168
  store float %167, ptr addrspace(1) %169, align 4
  br label %170

170: ; preds = %166, %142
  br i1 %19, label %171, label %175

171: ; preds = %170
  %172 = fdiv float %108, %165
  %173 = sext i32 %18 to i64
  %174 = getelementptr float, ptr addrspace(1) %115, i64 %173
  store float %172, ptr addrspace(1) %174, align 4
  br label %175

175: ; preds = %171, %170
  br i1 %27, label %176, label %180

176: ; preds = %175
  %177 = fdiv float %111, %165
  %178 = sext i32 %26 to i64
  %179 = getelementptr float, ptr addrspace(1) %115, i64 %178
  store float %177, ptr addrspace(1) %179, align 4
  br label %180

180: ; preds = %176, %175
  br i1 %35, label %181, label %185

181: ; preds = %180
  %182 = fdiv float %114, %165
  %183 = sext i32 %34 to i64
  %184 = getelementptr float, ptr addrspace(1) %115, i64 %183
  store float %182, ptr addrspace(1) %184, align 4
  br label %185

185: ; preds = %181, %180
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
