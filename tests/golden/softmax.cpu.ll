; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @_ZGVbN4v_expf, ptr @_ZGVdN8v_expf], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @softmax_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = alloca [1024 x float], align 64
  %9 = alloca [1024 x float], align 64
  %10 = load ptr, ptr %0, align 8
  %11 = getelementptr i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i8, ptr %0, i64 16
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr i8, ptr %0, i64 24
  %16 = load i32, ptr %15, align 4
  %17 = mul i32 %14, %1
  %18 = sext i32 %17 to i64
  %19 = getelementptr float, ptr %12, i64 %18
  %sext = sext i32 %16 to i64
  br label %20

20:                                               ; preds = %34, %7
  %21 = phi i64 [ 0, %7 ], [ %37, %34 ]
  %22 = icmp slt i64 %21, %sext
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = getelementptr float, ptr %19, i64 %21
  %25 = load float, ptr %24, align 4
  br label %26

26:                                               ; preds = %23, %20
  %27 = phi float [ %25, %23 ], [ 0xFFF0000000000000, %20 ]
  %28 = getelementptr float, ptr %8, i64 %21
  store float %27, ptr %28, align 8
  %29 = or disjoint i64 %21, 1
  %30 = icmp slt i64 %29, %sext
  br i1 %30, label %31, label %34

31:                                               ; preds = %26
  %32 = getelementptr float, ptr %19, i64 %29
  %33 = load float, ptr %32, align 4
  br label %34

34:                                               ; preds = %31, %26
  %35 = phi float [ %33, %31 ], [ 0xFFF0000000000000, %26 ]
  %36 = getelementptr float, ptr %8, i64 %29
  store float %35, ptr %36, align 4
  %37 = add nuw nsw i64 %21, 2
  %exitcond.not.1 = icmp eq i64 %37, 1024
  br i1 %exitcond.not.1, label %.preheader6, label %20

vector.ph:                                        ; preds = %.preheader6
  %broadcast.splatinsert = insertelement <4 x float> poison, float %59, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %38 = getelementptr float, ptr %8, i64 %index
  %39 = getelementptr i8, ptr %38, i64 16
  %wide.load = load <4 x float>, ptr %38, align 32
  %wide.load17 = load <4 x float>, ptr %39, align 16
  %40 = fsub contract <4 x float> %wide.load, %broadcast.splat
  %41 = fsub contract <4 x float> %wide.load17, %broadcast.splat
  %42 = tail call <4 x float> @_ZGVbN4v_expf(<4 x float> %40)
  %43 = tail call <4 x float> @_ZGVbN4v_expf(<4 x float> %41)
  %44 = getelementptr float, ptr %9, i64 %index
  %45 = getelementptr i8, ptr %44, i64 16
  store <4 x float> %42, ptr %44, align 32
  store <4 x float> %43, ptr %45, align 16
  %index.next = add nuw i64 %index, 8
  %46 = icmp eq i64 %index.next, 1024
  br i1 %46, label %vector.body22, label %vector.body, !llvm.loop !1

.preheader6:                                      ; preds = %34, %.preheader6
  %47 = phi float [ %59, %.preheader6 ], [ 0xFFF0000000000000, %34 ]
  %48 = phi i64 [ %60, %.preheader6 ], [ 0, %34 ]
  %49 = getelementptr float, ptr %8, i64 %48
  %50 = load float, ptr %49, align 8
  %51 = fcmp uno float %50, 0.000000e+00
  %52 = select i1 %51, float %47, float %50
  %53 = tail call nnan nsz float @llvm.maxnum.f32(float %47, float %52)
  %54 = or disjoint i64 %48, 1
  %55 = getelementptr float, ptr %8, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fcmp uno float %56, 0.000000e+00
  %58 = select i1 %57, float %53, float %56
  %59 = tail call nnan nsz float @llvm.maxnum.f32(float %53, float %58)
  %60 = add nuw nsw i64 %48, 2
  %exitcond9.not.1 = icmp eq i64 %60, 1024
  br i1 %exitcond9.not.1, label %vector.ph, label %.preheader6

vector.body22:                                    ; preds = %vector.body, %vector.body22
  %index23 = phi i64 [ %index.next27.3, %vector.body22 ], [ 0, %vector.body ]
  %vec.phi = phi <4 x float> [ %75, %vector.body22 ], [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body ]
  %vec.phi24 = phi <4 x float> [ %76, %vector.body22 ], [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body ]
  %61 = getelementptr float, ptr %9, i64 %index23
  %62 = getelementptr i8, ptr %61, i64 16
  %wide.load25 = load <4 x float>, ptr %61, align 64
  %wide.load26 = load <4 x float>, ptr %62, align 16
  %63 = fadd reassoc <4 x float> %vec.phi, %wide.load25
  %64 = fadd reassoc <4 x float> %vec.phi24, %wide.load26
  %index.next27 = or disjoint i64 %index23, 8
  %65 = getelementptr float, ptr %9, i64 %index.next27
  %66 = getelementptr i8, ptr %65, i64 16
  %wide.load25.1 = load <4 x float>, ptr %65, align 32
  %wide.load26.1 = load <4 x float>, ptr %66, align 16
  %67 = fadd reassoc <4 x float> %63, %wide.load25.1
  %68 = fadd reassoc <4 x float> %64, %wide.load26.1
  %index.next27.1 = or disjoint i64 %index23, 16
  %69 = getelementptr float, ptr %9, i64 %index.next27.1
  %70 = getelementptr i8, ptr %69, i64 16
  %wide.load25.2 = load <4 x float>, ptr %69, align 64
  %wide.load26.2 = load <4 x float>, ptr %70, align 16
  %71 = fadd reassoc <4 x float> %67, %wide.load25.2
  %72 = fadd reassoc <4 x float> %68, %wide.load26.2
  %index.next27.2 = or disjoint i64 %index23, 24
  %73 = getelementptr float, ptr %9, i64 %index.next27.2
  %74 = getelementptr i8, ptr %73, i64 16
  %wide.load25.3 = load <4 x float>, ptr %73, align 32
  %wide.load26.3 = load <4 x float>, ptr %74, align 16
  %75 = fadd reassoc <4 x float> %71, %wide.load25.3
  %76 = fadd reassoc <4 x float> %72, %wide.load26.3
  %index.next27.3 = add nuw nsw i64 %index23, 32
  %77 = icmp eq i64 %index.next27.3, 1024
  br i1 %77, label %middle.block18, label %vector.body22, !llvm.loop !4

middle.block18:                                   ; preds = %vector.body22
  %bin.rdx = fadd reassoc <4 x float> %76, %75
  %78 = tail call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
  %79 = getelementptr float, ptr %10, i64 %18
  br label %80

80:                                               ; preds = %96, %middle.block18
  %81 = phi i64 [ 0, %middle.block18 ], [ %97, %96 ]
  %82 = icmp slt i64 %81, %sext
  br i1 %82, label %83, label %88

83:                                               ; preds = %80
  %84 = getelementptr float, ptr %9, i64 %81
  %85 = load float, ptr %84, align 8
  %86 = fdiv float %85, %78
  %87 = getelementptr float, ptr %79, i64 %81
  store float %86, ptr %87, align 4
  br label %88

88:                                               ; preds = %83, %80
  %89 = or disjoint i64 %81, 1
  %90 = icmp slt i64 %89, %sext
  br i1 %90, label %91, label %96

91:                                               ; preds = %88
  %92 = getelementptr float, ptr %9, i64 %89
  %93 = load float, ptr %92, align 4
  %94 = fdiv float %93, %78
  %95 = getelementptr float, ptr %79, i64 %89
  store float %94, ptr %95, align 4
  br label %96

96:                                               ; preds = %91, %88
  %97 = add nuw nsw i64 %81, 2
  %exitcond13.not.1 = icmp eq i64 %97, 1024
  br i1 %exitcond13.not.1, label %98, label %80

98:                                               ; preds = %96
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

define weak hidden float @__tm_f64_to_f32_odd(double %x) local_unnamed_addr {
  %t = fptrunc double %x to float
  %e = fpext float %t to double
  %inexact = fcmp one double %e, %x
  %tb = bitcast float %t to i32
  %ae = tail call double @llvm.fabs.f64(double %e)
  %ax = tail call double @llvm.fabs.f64(double %x)
  %over = fcmp ogt double %ae, %ax
  %down = sext i1 %over to i32
  %toward_zero = add i32 %down, %tb
  %odd = or i32 %toward_zero, 1
  %bits = select i1 %inexact, i32 %odd, i32 %tb
  %r = bitcast i32 %bits to float
  ret float %r
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define weak hidden bfloat @__truncsfbf2(float %x) local_unnamed_addr {
  %b = bitcast float %x to i32
  %upper = lshr i32 %b, 16
  %lsb = and i32 %upper, 1
  %bias = add i32 %b, 32767
  %rounded = add i32 %bias, %lsb
  %hi = lshr i32 %rounded, 16
  %quiet = or i32 %upper, 64
  %isnan = fcmp uno float %x, 0.000000e+00
  %sel = select i1 %isnan, i32 %quiet, i32 %hi
  %t = trunc nuw i32 %sel to i16
  %y = bitcast i16 %t to bfloat
  ret bfloat %y
}

define weak hidden bfloat @__truncdfbf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call bfloat @__truncsfbf2(float %f)
  ret bfloat %y
}

define weak hidden half @__truncsfhf2(float %x) local_unnamed_addr {
entry:
  %0 = tail call float @llvm.fabs.f32(float %x)
  %mag = bitcast float %0 to i32
  %big = icmp ugt i32 %mag, 1199570943
  br i1 %big, label %inf_nan, label %finite

inf_nan:                                          ; preds = %entry
  %isnan = icmp ugt i32 %mag, 2139095040
  %special = select i1 %isnan, i32 32256, i32 31744
  br label %done

finite:                                           ; preds = %entry
  %small = icmp ult i32 %mag, 947912704
  br i1 %small, label %subnormal, label %normal

subnormal:                                        ; preds = %finite
  %sum = fadd float %0, 5.000000e-01
  %sb = bitcast float %sum to i32
  %sub = add i32 %sb, -1056964608
  br label %done

normal:                                           ; preds = %finite
  %odd_mant = lshr i32 %mag, 13
  %odd = and i32 %odd_mant, 1
  %rebias = add nsw i32 %mag, -939520001
  %rne = add nuw nsw i32 %rebias, %odd
  %n = lshr i32 %rne, 13
  br label %done

done:                                             ; preds = %normal, %subnormal, %inf_nan
  %h = phi i32 [ %special, %inf_nan ], [ %sub, %subnormal ], [ %n, %normal ]
  %b = bitcast float %x to i32
  %sign = lshr i32 %b, 16
  %s16 = and i32 %sign, 32768
  %hs = or i32 %h, %s16
  %t = trunc i32 %hs to i16
  %y = bitcast i16 %t to half
  ret half %y
}

define weak hidden half @__truncdfhf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call half @__truncsfhf2(float %f)
  ret half %y
}

define weak hidden float @__extendhfsf2(half %h) local_unnamed_addr {
entry:
  %hb = bitcast half %h to i16
  %h32 = zext i16 %hb to i32
  %mag = shl nuw nsw i32 %h32, 13
  %shifted = and i32 %mag, 268427264
  %exp = and i32 %mag, 260046848
  %rebased = add nuw nsw i32 %shifted, 939524096
  switch i32 %exp, label %done [
    i32 260046848, label %special
    i32 0, label %subnormal
  ]

special:                                          ; preds = %entry
  %s = or i32 %mag, 1879048192
  br label %done

subnormal:                                        ; preds = %entry
  %plus = add nuw nsw i32 %shifted, 947912704
  %pf = bitcast i32 %plus to float
  %norm = fadd float %pf, 0xBF10000000000000
  %nb = bitcast float %norm to i32
  br label %done

done:                                             ; preds = %entry, %subnormal, %special
  %o = phi i32 [ %s, %special ], [ %nb, %subnormal ], [ %rebased, %entry ]
  %hb.signext = sext i16 %hb to i32
  %sign32 = and i32 %hb.signext, -2147483648
  %bits = or i32 %o, %sign32
  %r = bitcast i32 %bits to float
  ret float %r
}

define weak hidden double @__extendhfdf2(half %h) local_unnamed_addr {
  %f = tail call float @__extendhfsf2(half %h)
  %d = fpext float %f to double
  ret double %d
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @_ZGVbN4v_expf(<4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @_ZGVdN8v_expf(<8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = distinct !{!4, !2, !3}
