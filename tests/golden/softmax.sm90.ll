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
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %17

14:                                               ; preds = %4
  %15 = getelementptr float, ptr addrspace(1) %10, i64 %11
  %16 = load float, ptr addrspace(1) %15, align 4
  br label %17

17:                                               ; preds = %14, %4
  %18 = phi float [ %16, %14 ], [ 0xFFF0000000000000, %4 ]
  %19 = or disjoint i32 %12, 1
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr float, ptr addrspace(1) %10, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi float [ %24, %21 ], [ 0xFFF0000000000000, %17 ]
  %27 = or disjoint i32 %12, 2
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr float, ptr addrspace(1) %10, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  br label %33

33:                                               ; preds = %29, %25
  %34 = phi float [ %32, %29 ], [ 0xFFF0000000000000, %25 ]
  %35 = or disjoint i32 %12, 3
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = zext nneg i32 %35 to i64
  %39 = getelementptr float, ptr addrspace(1) %10, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  br label %41

41:                                               ; preds = %37, %33
  %42 = phi float [ %40, %37 ], [ 0xFFF0000000000000, %33 ]
  %43 = tail call float @llvm.maxnum.f32(float %18, float %26)
  %44 = tail call float @llvm.maxnum.f32(float %43, float %34)
  %45 = tail call float @llvm.maxnum.f32(float %44, float %42)
  %46 = bitcast float %45 to i32
  %47 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
  %48 = bitcast i32 %47 to float
  %49 = tail call float @llvm.maxnum.f32(float %45, float %48)
  %50 = bitcast float %49 to i32
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 8, i32 31)
  %52 = bitcast i32 %51 to float
  %53 = tail call float @llvm.maxnum.f32(float %49, float %52)
  %54 = bitcast float %53 to i32
  %55 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 4, i32 31)
  %56 = bitcast i32 %55 to float
  %57 = tail call float @llvm.maxnum.f32(float %53, float %56)
  %58 = bitcast float %57 to i32
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 2, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = tail call float @llvm.maxnum.f32(float %57, float %60)
  %62 = bitcast float %61 to i32
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 1, i32 31)
  %64 = lshr i64 %6, 5
  %65 = and i64 %6, 31
  %66 = icmp eq i64 %65, 0
  tail call void @llvm.nvvm.barrier0()
  br i1 %66, label %67, label %71

67:                                               ; preds = %41
  %68 = getelementptr float, ptr addrspace(3) @global_smem, i64 %64
  %69 = bitcast i32 %63 to float
  %70 = tail call float @llvm.maxnum.f32(float %61, float %69)
  store float %70, ptr addrspace(3) %68, align 4
  br label %71

71:                                               ; preds = %67, %41
  tail call void @llvm.nvvm.barrier0()
  %72 = load float, ptr addrspace(3) @global_smem, align 16
  %73 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 4), align 4
  %74 = tail call float @llvm.maxnum.f32(float %72, float %73)
  %75 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 8), align 8
  %76 = tail call float @llvm.maxnum.f32(float %74, float %75)
  %77 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 12), align 4
  %78 = tail call float @llvm.maxnum.f32(float %76, float %77)
  %79 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16), align 16
  %80 = tail call float @llvm.maxnum.f32(float %78, float %79)
  %81 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 20), align 4
  %82 = tail call float @llvm.maxnum.f32(float %80, float %81)
  %83 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 24), align 8
  %84 = tail call float @llvm.maxnum.f32(float %82, float %83)
  %85 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 28), align 4
  %86 = tail call float @llvm.maxnum.f32(float %84, float %85)
  tail call void @llvm.nvvm.barrier0()
  %87 = fsub contract float %18, %86
  %88 = fmul float %87, 0x3FF7154760000000
  %89 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %88)
  %90 = fsub contract float %26, %86
  %91 = fmul float %90, 0x3FF7154760000000
  %92 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %91)
  %93 = fsub contract float %34, %86
  %94 = fmul float %93, 0x3FF7154760000000
  %95 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %94)
  %96 = fsub contract float %42, %86
  %97 = fmul float %96, 0x3FF7154760000000
  %98 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %97)
  %99 = getelementptr float, ptr addrspace(1) %0, i64 %9
  %100 = fadd reassoc float %89, 0.000000e+00
  %101 = fadd reassoc float %100, %92
  %102 = fadd reassoc float %101, %95
  %103 = fadd reassoc float %102, %98
  %104 = bitcast float %103 to i32
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 16, i32 31)
  %106 = bitcast i32 %105 to float
  %107 = fadd reassoc float %103, %106
  %108 = bitcast float %107 to i32
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 8, i32 31)
  %110 = bitcast i32 %109 to float
  %111 = fadd reassoc float %107, %110
  %112 = bitcast float %111 to i32
  %113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 4, i32 31)
  %114 = bitcast i32 %113 to float
  %115 = fadd reassoc float %111, %114
  %116 = bitcast float %115 to i32
  %117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 2, i32 31)
  %118 = bitcast i32 %117 to float
  %119 = fadd reassoc float %115, %118
  %120 = bitcast float %119 to i32
  %121 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %66, label %122, label %126

122:                                              ; preds = %71
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), i64 %64
  %124 = bitcast i32 %121 to float
  %125 = fadd reassoc float %119, %124
  store float %125, ptr addrspace(3) %123, align 4
  br label %126

126:                                              ; preds = %122, %71
  tail call void @llvm.nvvm.barrier0()
  %127 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), align 16
  %128 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 36), align 4
  %129 = fadd reassoc float %127, %128
  %130 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 40), align 8
  %131 = fadd reassoc float %129, %130
  %132 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 44), align 4
  %133 = fadd reassoc float %131, %132
  %134 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 48), align 16
  %135 = fadd reassoc float %133, %134
  %136 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 52), align 4
  %137 = fadd reassoc float %135, %136
  %138 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 56), align 8
  %139 = fadd reassoc float %137, %138
  %140 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 60), align 4
  %141 = fadd reassoc float %139, %140
  tail call void @llvm.nvvm.barrier0()
  %142 = tail call float @llvm.fabs.f32(float %141)
  %143 = fcmp ogt float %142, 0x47D0000000000000
  %144 = select i1 %143, float 2.500000e-01, float 1.000000e+00
  %145 = fmul float %141, %144
  %146 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %145)
  br i1 %13, label %147, label %151

147:                                              ; preds = %126
  %148 = getelementptr float, ptr addrspace(1) %99, i64 %11
  %149 = fmul float %89, %144
  %150 = fmul float %146, %149
  store float %150, ptr addrspace(1) %148, align 4
  br label %151

151:                                              ; preds = %147, %126
  br i1 %20, label %152, label %157

152:                                              ; preds = %151
  %153 = zext nneg i32 %19 to i64
  %154 = getelementptr float, ptr addrspace(1) %99, i64 %153
  %155 = fmul float %92, %144
  %156 = fmul float %146, %155
  store float %156, ptr addrspace(1) %154, align 4
  br label %157

157:                                              ; preds = %152, %151
  br i1 %28, label %158, label %163

158:                                              ; preds = %157
  %159 = zext nneg i32 %27 to i64
  %160 = getelementptr float, ptr addrspace(1) %99, i64 %159
  %161 = fmul float %95, %144
  %162 = fmul float %146, %161
  store float %162, ptr addrspace(1) %160, align 4
  br label %163

163:                                              ; preds = %158, %157
  br i1 %36, label %164, label %169

164:                                              ; preds = %163
  %165 = zext nneg i32 %35 to i64
  %166 = getelementptr float, ptr addrspace(1) %99, i64 %165
  %167 = fmul float %98, %144
  %168 = fmul float %146, %167
  store float %168, ptr addrspace(1) %166, align 4
  br label %169

169:                                              ; preds = %164, %163
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
