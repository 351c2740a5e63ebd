; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @layernorm_fwd_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
.preheader16:
  %7 = alloca [1024 x float], align 64
  %8 = alloca [1024 x float], align 64
  %9 = alloca [1024 x float], align 64
  %10 = load ptr, ptr %0, align 8
  %11 = getelementptr i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i8, ptr %0, i64 16
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr i8, ptr %0, i64 32
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %0, i64 40
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i8, ptr %0, i64 48
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr i8, ptr %0, i64 56
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr i8, ptr %0, i64 64
  %26 = load float, ptr %25, align 4
  %27 = mul i32 %22, %1
  %28 = sext i32 %27 to i64
  %29 = getelementptr half, ptr %10, i64 %28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(4096) %7, i8 0, i64 4096, i1 false)
  %30 = getelementptr half, ptr %12, i64 %28
  %31 = icmp sgt i32 %24, 0
  br i1 %31, label %.preheader15, label %vector.body.preheader

.preheader15:                                     ; preds = %.preheader16, %83
  %32 = phi i32 [ %84, %83 ], [ 0, %.preheader16 ]
  br label %53

vector.body:                                      ; preds = %vector.body, %vector.body.preheader
  %index = phi i64 [ 0, %vector.body.preheader ], [ %index.next.3, %vector.body ]
  %vec.phi = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body.preheader ], [ %47, %vector.body ]
  %vec.phi26 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body.preheader ], [ %48, %vector.body ]
  %33 = getelementptr float, ptr %7, i64 %index
  %34 = getelementptr i8, ptr %33, i64 16
  %wide.load = load <4 x float>, ptr %33, align 64
  %wide.load27 = load <4 x float>, ptr %34, align 16
  %35 = fadd reassoc <4 x float> %vec.phi, %wide.load
  %36 = fadd reassoc <4 x float> %vec.phi26, %wide.load27
  %index.next = or disjoint i64 %index, 8
  %37 = getelementptr float, ptr %7, i64 %index.next
  %38 = getelementptr i8, ptr %37, i64 16
  %wide.load.1 = load <4 x float>, ptr %37, align 32
  %wide.load27.1 = load <4 x float>, ptr %38, align 16
  %39 = fadd reassoc <4 x float> %35, %wide.load.1
  %40 = fadd reassoc <4 x float> %36, %wide.load27.1
  %index.next.1 = or disjoint i64 %index, 16
  %41 = getelementptr float, ptr %7, i64 %index.next.1
  %42 = getelementptr i8, ptr %41, i64 16
  %wide.load.2 = load <4 x float>, ptr %41, align 64
  %wide.load27.2 = load <4 x float>, ptr %42, align 16
  %43 = fadd reassoc <4 x float> %39, %wide.load.2
  %44 = fadd reassoc <4 x float> %40, %wide.load27.2
  %index.next.2 = or disjoint i64 %index, 24
  %45 = getelementptr float, ptr %7, i64 %index.next.2
  %46 = getelementptr i8, ptr %45, i64 16
  %wide.load.3 = load <4 x float>, ptr %45, align 32
  %wide.load27.3 = load <4 x float>, ptr %46, align 16
  %47 = fadd reassoc <4 x float> %43, %wide.load.3
  %48 = fadd reassoc <4 x float> %44, %wide.load27.3
  %index.next.3 = add nuw nsw i64 %index, 32
  %49 = icmp eq i64 %index.next.3, 1024
  br i1 %49, label %middle.block, label %vector.body, !llvm.loop !1

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd reassoc <4 x float> %48, %47
  %50 = tail call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
  %51 = sitofp i32 %24 to float
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(4096) %8, i8 0, i64 4096, i1 false)
  %52 = fdiv float %50, %51
  br i1 %31, label %.preheader12, label %vector.body43.preheader

53:                                               ; preds = %78, %.preheader15
  %54 = phi i64 [ 0, %.preheader15 ], [ %82, %78 ]
  %55 = getelementptr float, ptr %7, i64 %54
  %56 = load float, ptr %55, align 8
  %57 = trunc nuw i64 %54 to i32
  %58 = or disjoint i32 %32, %57
  %59 = icmp slt i32 %58, %24
  br i1 %59, label %60, label %64

60:                                               ; preds = %53
  %61 = sext i32 %58 to i64
  %62 = getelementptr half, ptr %29, i64 %61
  %63 = load half, ptr %62, align 2
  br label %64

64:                                               ; preds = %60, %53
  %65 = phi half [ %63, %60 ], [ 0xH0000, %53 ]
  %66 = fpext half %65 to float
  %67 = fadd contract float %56, %66
  store float %67, ptr %55, align 8
  %68 = or disjoint i64 %54, 1
  %69 = getelementptr float, ptr %7, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = trunc nuw i64 %68 to i32
  %72 = or disjoint i32 %32, %71
  %73 = icmp slt i32 %72, %24
  br i1 %73, label %74, label %78

74:                                               ; preds = %64
  %75 = sext i32 %72 to i64
  %76 = getelementptr half, ptr %29, i64 %75
  %77 = load half, ptr %76, align 2
  br label %78

78:                                               ; preds = %74, %64
  %79 = phi half [ %77, %74 ], [ 0xH0000, %64 ]
  %80 = fpext half %79 to float
  %81 = fadd contract float %70, %80
  store float %81, ptr %69, align 4
  %82 = add nuw nsw i64 %54, 2
  %exitcond.not.1 = icmp eq i64 %82, 1024
  br i1 %exitcond.not.1, label %83, label %53

83:                                               ; preds = %78
  %84 = add i32 %32, 1024
  %85 = icmp slt i32 %84, %24
  br i1 %85, label %.preheader15, label %vector.body.preheader

vector.body.preheader:                            ; preds = %83, %.preheader16
  br label %vector.body

.preheader12:                                     ; preds = %middle.block, %middle.block28
  %86 = phi i32 [ %145, %middle.block28 ], [ 0, %middle.block ]
  br label %112

vector.body43:                                    ; preds = %vector.body43, %vector.body43.preheader
  %index44 = phi i64 [ 0, %vector.body43.preheader ], [ %index.next49.3, %vector.body43 ]
  %vec.phi45 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body43.preheader ], [ %101, %vector.body43 ]
  %vec.phi46 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body43.preheader ], [ %102, %vector.body43 ]
  %87 = getelementptr float, ptr %8, i64 %index44
  %88 = getelementptr i8, ptr %87, i64 16
  %wide.load47 = load <4 x float>, ptr %87, align 64
  %wide.load48 = load <4 x float>, ptr %88, align 16
  %89 = fadd reassoc <4 x float> %vec.phi45, %wide.load47
  %90 = fadd reassoc <4 x float> %vec.phi46, %wide.load48
  %index.next49 = or disjoint i64 %index44, 8
  %91 = getelementptr float, ptr %8, i64 %index.next49
  %92 = getelementptr i8, ptr %91, i64 16
  %wide.load47.1 = load <4 x float>, ptr %91, align 32
  %wide.load48.1 = load <4 x float>, ptr %92, align 16
  %93 = fadd reassoc <4 x float> %89, %wide.load47.1
  %94 = fadd reassoc <4 x float> %90, %wide.load48.1
  %index.next49.1 = or disjoint i64 %index44, 16
  %95 = getelementptr float, ptr %8, i64 %index.next49.1
  %96 = getelementptr i8, ptr %95, i64 16
  %wide.load47.2 = load <4 x float>, ptr %95, align 64
  %wide.load48.2 = load <4 x float>, ptr %96, align 16
  %97 = fadd reassoc <4 x float> %93, %wide.load47.2
  %98 = fadd reassoc <4 x float> %94, %wide.load48.2
  %index.next49.2 = or disjoint i64 %index44, 24
  %99 = getelementptr float, ptr %8, i64 %index.next49.2
  %100 = getelementptr i8, ptr %99, i64 16
  %wide.load47.3 = load <4 x float>, ptr %99, align 32
  %wide.load48.3 = load <4 x float>, ptr %100, align 16
  %101 = fadd reassoc <4 x float> %97, %wide.load47.3
  %102 = fadd reassoc <4 x float> %98, %wide.load48.3
  %index.next49.3 = add nuw nsw i64 %index44, 32
  %103 = icmp eq i64 %index.next49.3, 1024
  br i1 %103, label %middle.block39, label %vector.body43, !llvm.loop !4

middle.block39:                                   ; preds = %vector.body43
  %bin.rdx50 = fadd reassoc <4 x float> %102, %101
  %104 = tail call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx50)
  %105 = fdiv float %104, %51
  %106 = fadd contract float %26, %105
  %107 = tail call float @llvm.sqrt.f32(float %106)
  %108 = fdiv float 1.000000e+00, %107
  %109 = sext i32 %1 to i64
  %110 = getelementptr float, ptr %18, i64 %109
  store float %52, ptr %110, align 4
  %111 = getelementptr float, ptr %20, i64 %109
  store float %108, ptr %111, align 4
  br i1 %31, label %.preheader, label %._crit_edge

112:                                              ; preds = %.preheader12, %121
  %113 = phi i64 [ 0, %.preheader12 ], [ %127, %121 ]
  %114 = trunc nuw i64 %113 to i32
  %115 = or disjoint i32 %86, %114
  %116 = icmp slt i32 %115, %24
  br i1 %116, label %117, label %121

117:                                              ; preds = %112
  %118 = sext i32 %115 to i64
  %119 = getelementptr half, ptr %29, i64 %118
  %120 = load half, ptr %119, align 2
  br label %121

121:                                              ; preds = %117, %112
  %122 = phi half [ %120, %117 ], [ 0xH0000, %112 ]
  %123 = fpext half %122 to float
  %124 = fsub contract float %123, %52
  %125 = select i1 %116, float %124, float 0.000000e+00
  %126 = getelementptr float, ptr %9, i64 %113
  store float %125, ptr %126, align 4
  %127 = add nuw nsw i64 %113, 1
  %exitcond20.not = icmp eq i64 %127, 1024
  br i1 %exitcond20.not, label %vector.body32, label %112

vector.body32:                                    ; preds = %121, %vector.body32
  %index33 = phi i64 [ %index.next38.1, %vector.body32 ], [ 0, %121 ]
  %128 = getelementptr float, ptr %8, i64 %index33
  %129 = getelementptr i8, ptr %128, i64 16
  %wide.load34 = load <4 x float>, ptr %128, align 64
  %wide.load35 = load <4 x float>, ptr %129, align 16
  %130 = getelementptr float, ptr %9, i64 %index33
  %131 = getelementptr i8, ptr %130, i64 16
  %wide.load36 = load <4 x float>, ptr %130, align 64
  %wide.load37 = load <4 x float>, ptr %131, align 16
  %132 = fmul contract <4 x float> %wide.load36, %wide.load36
  %133 = fmul contract <4 x float> %wide.load37, %wide.load37
  %134 = fadd contract <4 x float> %wide.load34, %132
  %135 = fadd contract <4 x float> %wide.load35, %133
  store <4 x float> %134, ptr %128, align 64
  store <4 x float> %135, ptr %129, align 16
  %index.next38 = or disjoint i64 %index33, 8
  %136 = getelementptr float, ptr %8, i64 %index.next38
  %137 = getelementptr i8, ptr %136, i64 16
  %wide.load34.1 = load <4 x float>, ptr %136, align 32
  %wide.load35.1 = load <4 x float>, ptr %137, align 16
  %138 = getelementptr float, ptr %9, i64 %index.next38
  %139 = getelementptr i8, ptr %138, i64 16
  %wide.load36.1 = load <4 x float>, ptr %138, align 32
  %wide.load37.1 = load <4 x float>, ptr %139, align 16
  %140 = fmul contract <4 x float> %wide.load36.1, %wide.load36.1
  %141 = fmul contract <4 x float> %wide.load37.1, %wide.load37.1
  %142 = fadd contract <4 x float> %wide.load34.1, %140
  %143 = fadd contract <4 x float> %wide.load35.1, %141
  store <4 x float> %142, ptr %136, align 32
  store <4 x float> %143, ptr %137, align 16
  %index.next38.1 = add nuw nsw i64 %index33, 16
  %144 = icmp eq i64 %index.next38.1, 1024
  br i1 %144, label %middle.block28, label %vector.body32, !llvm.loop !5

middle.block28:                                   ; preds = %vector.body32
  %145 = add i32 %86, 1024
  %146 = icmp slt i32 %145, %24
  br i1 %146, label %.preheader12, label %vector.body43.preheader

vector.body43.preheader:                          ; preds = %middle.block28, %middle.block
  br label %vector.body43

.preheader:                                       ; preds = %middle.block39, %172
  %147 = phi i32 [ %173, %172 ], [ 0, %middle.block39 ]
  br label %148

148:                                              ; preds = %.preheader, %170
  %149 = phi i64 [ 0, %.preheader ], [ %171, %170 ]
  %150 = trunc nuw i64 %149 to i32
  %151 = or disjoint i32 %147, %150
  %152 = icmp slt i32 %151, %24
  br i1 %152, label %153, label %170

153:                                              ; preds = %148
  %154 = sext i32 %151 to i64
  %155 = getelementptr half, ptr %30, i64 %154
  %156 = getelementptr half, ptr %29, i64 %154
  %157 = load half, ptr %156, align 2
  %158 = fpext half %157 to float
  %159 = fsub contract float %158, %52
  %160 = fmul contract float %108, %159
  %161 = getelementptr half, ptr %14, i64 %154
  %162 = load half, ptr %161, align 2
  %163 = fpext half %162 to float
  %164 = fmul contract float %160, %163
  %165 = getelementptr half, ptr %16, i64 %154
  %166 = load half, ptr %165, align 2
  %167 = fpext half %166 to float
  %168 = fadd contract float %164, %167
  %169 = fptrunc float %168 to half
  store half %169, ptr %155, align 2
  br label %170

170:                                              ; preds = %148, %153
  %171 = add nuw nsw i64 %149, 1
  %exitcond23.not = icmp eq i64 %171, 1024
  br i1 %exitcond23.not, label %172, label %148

172:                                              ; preds = %170
  %173 = add i32 %147, 1024
  %174 = icmp slt i32 %173, %24
  br i1 %174, label %.preheader, label %._crit_edge

._crit_edge:                                      ; preds = %172, %middle.block39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = distinct !{!4, !2, !3}
!5 = distinct !{!5, !2, !3}
