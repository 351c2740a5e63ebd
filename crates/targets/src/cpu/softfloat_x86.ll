; Conversions LLVM lowers to library calls on x86-64 CPUs without F16C / AVX-512 BF16.
; libgcc before GCC 13 lacks the bf16 ones, and a kernel.so left with an undefined symbol would
; abort the process when called, so every kernel carries its own (weak: a libgcc copy may win).
; All round to nearest even and keep NaNs quiet; f64 sources go through f32 rounded to odd,
; which has enough extra bits that the second rounding is exact.

define weak hidden float @__tm_f64_to_f32_odd(double %x) {
  %t = fptrunc double %x to float
  %e = fpext float %t to double
  %inexact = fcmp one double %e, %x
  %tb = bitcast float %t to i32
  %ae = call double @llvm.fabs.f64(double %e)
  %ax = call double @llvm.fabs.f64(double %x)
  %over = fcmp ogt double %ae, %ax
  %down = sub i32 %tb, 1
  %toward_zero = select i1 %over, i32 %down, i32 %tb
  %odd = or i32 %toward_zero, 1
  %bits = select i1 %inexact, i32 %odd, i32 %tb
  %r = bitcast i32 %bits to float
  ret float %r
}

define weak hidden bfloat @__truncsfbf2(float %x) {
  %b = bitcast float %x to i32
  %upper = lshr i32 %b, 16
  %lsb = and i32 %upper, 1
  %bias = add i32 %lsb, 32767
  %rounded = add i32 %b, %bias
  %hi = lshr i32 %rounded, 16
  %quiet = or i32 %upper, 64
  %isnan = fcmp uno float %x, 0.0
  %sel = select i1 %isnan, i32 %quiet, i32 %hi
  %t = trunc i32 %sel to i16
  %y = bitcast i16 %t to bfloat
  ret bfloat %y
}

define weak hidden bfloat @__truncdfbf2(double %x) {
  %f = call float @__tm_f64_to_f32_odd(double %x)
  %y = call bfloat @__truncsfbf2(float %f)
  ret bfloat %y
}

define weak hidden half @__truncsfhf2(float %x) {
entry:
  %b = bitcast float %x to i32
  %sign = and i32 %b, 2147483648
  %mag = xor i32 %b, %sign
  %big = icmp uge i32 %mag, 1199570944          ; >= 65536.0: infinity or NaN
  br i1 %big, label %inf_nan, label %finite
inf_nan:
  %isnan = icmp ugt i32 %mag, 2139095040
  %special = select i1 %isnan, i32 32256, i32 31744
  br label %done
finite:
  %small = icmp ult i32 %mag, 947912704          ; < 2^-14: a subnormal half or zero
  br i1 %small, label %subnormal, label %normal
subnormal:
  ; adding 0.5 moves the value's bits into the low mantissa, rounded to nearest even
  %f = bitcast i32 %mag to float
  %sum = fadd float %f, 5.000000e-01
  %sb = bitcast float %sum to i32
  %sub = sub i32 %sb, 1056964608
  br label %done
normal:
  %odd_mant = lshr i32 %mag, 13
  %odd = and i32 %odd_mant, 1
  %rebias = add i32 %mag, -939520001               ; (15 - 127) << 23, plus 0xfff
  %rne = add i32 %rebias, %odd
  %n = lshr i32 %rne, 13
  br label %done
done:
  %h = phi i32 [ %special, %inf_nan ], [ %sub, %subnormal ], [ %n, %normal ]
  %s16 = lshr i32 %sign, 16
  %hs = or i32 %h, %s16
  %t = trunc i32 %hs to i16
  %y = bitcast i16 %t to half
  ret half %y
}

define weak hidden half @__truncdfhf2(double %x) {
  %f = call float @__tm_f64_to_f32_odd(double %x)
  %y = call half @__truncsfhf2(float %f)
  ret half %y
}

define weak hidden float @__extendhfsf2(half %h) {
entry:
  %hb = bitcast half %h to i16
  %h32 = zext i16 %hb to i32
  %mag = and i32 %h32, 32767
  %shifted = shl i32 %mag, 13
  %exp = and i32 %shifted, 260046848              ; 0x7c00 << 13
  %rebased = add i32 %shifted, 939524096           ; (127 - 15) << 23
  %is_special = icmp eq i32 %exp, 260046848
  br i1 %is_special, label %special, label %not_special
special:
  %s = add i32 %rebased, 939524096                 ; (128 - 16) << 23: infinity or NaN
  br label %done
not_special:
  %is_sub = icmp eq i32 %exp, 0
  br i1 %is_sub, label %subnormal, label %done
subnormal:
  %plus = add i32 %rebased, 8388608
  %pf = bitcast i32 %plus to float
  %norm = fsub float %pf, 0x3F10000000000000       ; 2^-14
  %nb = bitcast float %norm to i32
  br label %done
done:
  %o = phi i32 [ %s, %special ], [ %rebased, %not_special ], [ %nb, %subnormal ]
  %sign = and i32 %h32, 32768
  %sign32 = shl i32 %sign, 16
  %bits = or i32 %o, %sign32
  %r = bitcast i32 %bits to float
  ret float %r
}

define weak hidden double @__extendhfdf2(half %h) {
  %f = call float @__extendhfsf2(half %h)
  %d = fpext float %f to double
  ret double %d
}

declare double @llvm.fabs.f64(double)
