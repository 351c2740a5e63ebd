; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @add_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i8, ptr %0, i64 24
  %14 = load i32, ptr %13, align 4
  %15 = shl i32 %1, 10
  br label %16

16:                                               ; preds = %42, %7
  %17 = phi i64 [ 0, %7 ], [ %43, %42 ]
  %18 = trunc nuw i64 %17 to i32
  %19 = add nuw nsw i32 %15, %18
  %20 = icmp slt i32 %19, %14
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = sext i32 %19 to i64
  %23 = getelementptr float, ptr %12, i64 %22
  %24 = getelementptr float, ptr %8, i64 %22
  %25 = load float, ptr %24, align 4
  %26 = getelementptr float, ptr %10, i64 %22
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  store float %28, ptr %23, align 4
  br label %29

29:                                               ; preds = %16, %21
  %30 = trunc i64 %17 to i32
  %31 = or disjoint i32 %30, 1
  %32 = add nuw nsw i32 %15, %31
  %33 = icmp slt i32 %32, %14
  br i1 %33, label %34, label %42

34:                                               ; preds = %29
  %35 = sext i32 %32 to i64
  %36 = getelementptr float, ptr %12, i64 %35
  %37 = getelementptr float, ptr %8, i64 %35
  %38 = load float, ptr %37, align 4
  %39 = getelementptr float, ptr %10, i64 %35
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %38, %40
  store float %41, ptr %36, align 4
  br label %42

42:                                               ; preds = %34, %29
  %43 = add nuw nsw i64 %17, 2
  %exitcond.not.1 = icmp eq i64 %43, 1024
  br i1 %exitcond.not.1, label %44, label %16

44:                                               ; preds = %42
  ret void
}

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

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
