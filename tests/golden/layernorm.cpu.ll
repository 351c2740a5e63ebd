; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @layernorm_fwd_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
.preheader32:
  %7 = alloca [1024 x float], align 64
  %8 = alloca [1024 x float], align 64
  %9 = alloca [1024 x float], align 64
  %10 = alloca [1024 x float], align 64
  %11 = alloca [1024 x float], align 64
  %12 = load ptr, ptr %0, align 8
  %13 = ptrtoint ptr %12 to i64
  %14 = getelementptr i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = ptrtoint ptr %15 to i64
  %17 = getelementptr i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8
  %19 = ptrtoint ptr %18 to i64
  %20 = getelementptr i8, ptr %0, i64 24
  %21 = load ptr, ptr %20, align 8
  %22 = ptrtoint ptr %21 to i64
  %23 = getelementptr i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %0, i64 40
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr i8, ptr %0, i64 48
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr i8, ptr %0, i64 56
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr i8, ptr %0, i64 64
  %32 = load float, ptr %31, align 4
  %33 = mul i32 %28, %1
  %34 = sext i32 %33 to i64
  %35 = getelementptr half, ptr %12, i64 %34
  %36 = sdiv i32 %30, 1024
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(4096) %7, i8 0, i64 4096, i1 false)
  %37 = getelementptr half, ptr %15, i64 %34
  %38 = shl nsw i32 %36, 10
  %39 = icmp sgt i32 %30, 1023
  br i1 %39, label %vector.ph, label %.preheader30

vector.ph:                                        ; preds = %.preheader32, %middle.block
  %40 = phi i32 [ %54, %middle.block ], [ 0, %.preheader32 ]
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %41 = trunc i64 %index to i32
  %42 = getelementptr float, ptr %7, i64 %index
  %43 = getelementptr i8, ptr %42, i64 16
  %wide.load = load <4 x float>, ptr %42, align 32
  %wide.load46 = load <4 x float>, ptr %43, align 16
  %44 = or disjoint i32 %40, %41
  %45 = sext i32 %44 to i64
  %46 = getelementptr half, ptr %35, i64 %45
  %47 = getelementptr i8, ptr %46, i64 8
  %wide.load47 = load <4 x half>, ptr %46, align 2
  %wide.load48 = load <4 x half>, ptr %47, align 2
  %48 = fpext <4 x half> %wide.load47 to <4 x float>
  %49 = fpext <4 x half> %wide.load48 to <4 x float>
  %50 = fadd contract <4 x float> %wide.load, %48
  %51 = fadd contract <4 x float> %wide.load46, %49
  store <4 x float> %50, ptr %42, align 32
  store <4 x float> %51, ptr %43, align 16
  %index.next = add nuw i64 %index, 8
  %52 = icmp eq i64 %index.next, 1024
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !1

.preheader30:                                     ; preds = %middle.block, %.preheader32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(4096) %8, ptr noundef nonnull align 64 dereferenceable(4096) %7, i64 4096, i1 false)
  %53 = icmp slt i32 %38, %30
  br i1 %53, label %.preheader28, label %vector.body53.preheader

middle.block:                                     ; preds = %vector.body
  %54 = add nuw nsw i32 %40, 1024
  %55 = icmp slt i32 %54, %38
  br i1 %55, label %vector.ph, label %.preheader30

.preheader28:                                     ; preds = %.preheader30, %107
  %56 = phi i32 [ %108, %107 ], [ %38, %.preheader30 ]
  br label %77

vector.body53:                                    ; preds = %vector.body53, %vector.body53.preheader
  %index54 = phi i64 [ 0, %vector.body53.preheader ], [ %index.next58.3, %vector.body53 ]
  %vec.phi = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body53.preheader ], [ %71, %vector.body53 ]
  %vec.phi55 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body53.preheader ], [ %72, %vector.body53 ]
  %57 = getelementptr float, ptr %8, i64 %index54
  %58 = getelementptr i8, ptr %57, i64 16
  %wide.load56 = load <4 x float>, ptr %57, align 64
  %wide.load57 = load <4 x float>, ptr %58, align 16
  %59 = fadd reassoc <4 x float> %vec.phi, %wide.load56
  %60 = fadd reassoc <4 x float> %vec.phi55, %wide.load57
  %index.next58 = or disjoint i64 %index54, 8
  %61 = getelementptr float, ptr %8, i64 %index.next58
  %62 = getelementptr i8, ptr %61, i64 16
  %wide.load56.1 = load <4 x float>, ptr %61, align 32
  %wide.load57.1 = load <4 x float>, ptr %62, align 16
  %63 = fadd reassoc <4 x float> %59, %wide.load56.1
  %64 = fadd reassoc <4 x float> %60, %wide.load57.1
  %index.next58.1 = or disjoint i64 %index54, 16
  %65 = getelementptr float, ptr %8, i64 %index.next58.1
  %66 = getelementptr i8, ptr %65, i64 16
  %wide.load56.2 = load <4 x float>, ptr %65, align 64
  %wide.load57.2 = load <4 x float>, ptr %66, align 16
  %67 = fadd reassoc <4 x float> %63, %wide.load56.2
  %68 = fadd reassoc <4 x float> %64, %wide.load57.2
  %index.next58.2 = or disjoint i64 %index54, 24
  %69 = getelementptr float, ptr %8, i64 %index.next58.2
  %70 = getelementptr i8, ptr %69, i64 16
  %wide.load56.3 = load <4 x float>, ptr %69, align 32
  %wide.load57.3 = load <4 x float>, ptr %70, align 16
  %71 = fadd reassoc <4 x float> %67, %wide.load56.3
  %72 = fadd reassoc <4 x float> %68, %wide.load57.3
  %index.next58.3 = add nuw nsw i64 %index54, 32
  %73 = icmp eq i64 %index.next58.3, 1024
  br i1 %73, label %middle.block49, label %vector.body53, !llvm.loop !4

middle.block49:                                   ; preds = %vector.body53
  %bin.rdx = fadd reassoc <4 x float> %72, %71
  %74 = tail call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
  %75 = sitofp i32 %30 to float
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(4096) %9, i8 0, i64 4096, i1 false)
  %76 = fdiv float %74, %75
  br i1 %39, label %vector.ph72.preheader, label %.preheader23

vector.ph72.preheader:                            ; preds = %middle.block49
  %broadcast.splatinsert = insertelement <4 x float> poison, float %76, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.ph72

77:                                               ; preds = %102, %.preheader28
  %78 = phi i64 [ 0, %.preheader28 ], [ %106, %102 ]
  %79 = getelementptr float, ptr %8, i64 %78
  %80 = load float, ptr %79, align 8
  %81 = trunc nuw i64 %78 to i32
  %82 = or disjoint i32 %56, %81
  %83 = icmp slt i32 %82, %30
  br i1 %83, label %84, label %88

84:                                               ; preds = %77
  %85 = sext i32 %82 to i64
  %86 = getelementptr half, ptr %35, i64 %85
  %87 = load half, ptr %86, align 2
  br label %88

88:                                               ; preds = %84, %77
  %89 = phi half [ %87, %84 ], [ 0xH0000, %77 ]
  %90 = fpext half %89 to float
  %91 = fadd contract float %80, %90
  store float %91, ptr %79, align 8
  %92 = or disjoint i64 %78, 1
  %93 = getelementptr float, ptr %8, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = trunc nuw i64 %92 to i32
  %96 = or disjoint i32 %56, %95
  %97 = icmp slt i32 %96, %30
  br i1 %97, label %98, label %102

98:                                               ; preds = %88
  %99 = sext i32 %96 to i64
  %100 = getelementptr half, ptr %35, i64 %99
  %101 = load half, ptr %100, align 2
  br label %102

102:                                              ; preds = %98, %88
  %103 = phi half [ %101, %98 ], [ 0xH0000, %88 ]
  %104 = fpext half %103 to float
  %105 = fadd contract float %94, %104
  store float %105, ptr %93, align 4
  %106 = add nuw nsw i64 %78, 2
  %exitcond35.not.1 = icmp eq i64 %106, 1024
  br i1 %exitcond35.not.1, label %107, label %77

107:                                              ; preds = %102
  %108 = add i32 %56, 1024
  %109 = icmp slt i32 %108, %30
  br i1 %109, label %.preheader28, label %vector.body53.preheader

vector.body53.preheader:                          ; preds = %107, %.preheader30
  br label %vector.body53

vector.ph72:                                      ; preds = %vector.ph72.preheader, %middle.block59
  %110 = phi i32 [ %151, %middle.block59 ], [ 0, %vector.ph72.preheader ]
  br label %vector.body74

vector.body74:                                    ; preds = %vector.body74, %vector.ph72
  %index75 = phi i64 [ 0, %vector.ph72 ], [ %index.next78.1, %vector.body74 ]
  %111 = trunc i64 %index75 to i32
  %112 = or disjoint i32 %110, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr half, ptr %35, i64 %113
  %115 = getelementptr i8, ptr %114, i64 8
  %wide.load76 = load <4 x half>, ptr %114, align 2
  %wide.load77 = load <4 x half>, ptr %115, align 2
  %116 = fpext <4 x half> %wide.load76 to <4 x float>
  %117 = fpext <4 x half> %wide.load77 to <4 x float>
  %118 = fsub contract <4 x float> %116, %broadcast.splat
  %119 = fsub contract <4 x float> %117, %broadcast.splat
  %120 = getelementptr float, ptr %10, i64 %index75
  %121 = getelementptr i8, ptr %120, i64 16
  store <4 x float> %118, ptr %120, align 64
  store <4 x float> %119, ptr %121, align 16
  %index.next78 = or disjoint i64 %index75, 8
  %122 = trunc i64 %index.next78 to i32
  %123 = or disjoint i32 %110, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr half, ptr %35, i64 %124
  %126 = getelementptr i8, ptr %125, i64 8
  %wide.load76.1 = load <4 x half>, ptr %125, align 2
  %wide.load77.1 = load <4 x half>, ptr %126, align 2
  %127 = fpext <4 x half> %wide.load76.1 to <4 x float>
  %128 = fpext <4 x half> %wide.load77.1 to <4 x float>
  %129 = fsub contract <4 x float> %127, %broadcast.splat
  %130 = fsub contract <4 x float> %128, %broadcast.splat
  %131 = getelementptr float, ptr %10, i64 %index.next78
  %132 = getelementptr i8, ptr %131, i64 16
  store <4 x float> %129, ptr %131, align 32
  store <4 x float> %130, ptr %132, align 16
  %index.next78.1 = add nuw nsw i64 %index75, 16
  %133 = icmp eq i64 %index.next78.1, 1024
  br i1 %133, label %vector.body63, label %vector.body74, !llvm.loop !5

.preheader23:                                     ; preds = %middle.block59, %middle.block49
  br i1 %53, label %.preheader21, label %vector.body94.preheader

vector.body63:                                    ; preds = %vector.body74, %vector.body63
  %index64 = phi i64 [ %index.next69.1, %vector.body63 ], [ 0, %vector.body74 ]
  %134 = getelementptr float, ptr %9, i64 %index64
  %135 = getelementptr i8, ptr %134, i64 16
  %wide.load65 = load <4 x float>, ptr %134, align 64
  %wide.load66 = load <4 x float>, ptr %135, align 16
  %136 = getelementptr float, ptr %10, i64 %index64
  %137 = getelementptr i8, ptr %136, i64 16
  %wide.load67 = load <4 x float>, ptr %136, align 64
  %wide.load68 = load <4 x float>, ptr %137, align 16
  %138 = fmul contract <4 x float> %wide.load67, %wide.load67
  %139 = fmul contract <4 x float> %wide.load68, %wide.load68
  %140 = fadd contract <4 x float> %wide.load65, %138
  %141 = fadd contract <4 x float> %wide.load66, %139
  store <4 x float> %140, ptr %134, align 64
  store <4 x float> %141, ptr %135, align 16
  %index.next69 = or disjoint i64 %index64, 8
  %142 = getelementptr float, ptr %9, i64 %index.next69
  %143 = getelementptr i8, ptr %142, i64 16
  %wide.load65.1 = load <4 x float>, ptr %142, align 32
  %wide.load66.1 = load <4 x float>, ptr %143, align 16
  %144 = getelementptr float, ptr %10, i64 %index.next69
  %145 = getelementptr i8, ptr %144, i64 16
  %wide.load67.1 = load <4 x float>, ptr %144, align 32
  %wide.load68.1 = load <4 x float>, ptr %145, align 16
  %146 = fmul contract <4 x float> %wide.load67.1, %wide.load67.1
  %147 = fmul contract <4 x float> %wide.load68.1, %wide.load68.1
  %148 = fadd contract <4 x float> %wide.load65.1, %146
  %149 = fadd contract <4 x float> %wide.load66.1, %147
  store <4 x float> %148, ptr %142, align 32
  store <4 x float> %149, ptr %143, align 16
  %index.next69.1 = add nuw nsw i64 %index64, 16
  %150 = icmp eq i64 %index.next69.1, 1024
  br i1 %150, label %middle.block59, label %vector.body63, !llvm.loop !6

middle.block59:                                   ; preds = %vector.body63
  %151 = add nuw nsw i32 %110, 1024
  %152 = icmp slt i32 %151, %38
  br i1 %152, label %vector.ph72, label %.preheader23

.preheader21:                                     ; preds = %.preheader23, %middle.block79
  %153 = phi i32 [ %212, %middle.block79 ], [ %38, %.preheader23 ]
  br label %179

vector.body94:                                    ; preds = %vector.body94, %vector.body94.preheader
  %index95 = phi i64 [ 0, %vector.body94.preheader ], [ %index.next100.3, %vector.body94 ]
  %vec.phi96 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body94.preheader ], [ %168, %vector.body94 ]
  %vec.phi97 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.body94.preheader ], [ %169, %vector.body94 ]
  %154 = getelementptr float, ptr %9, i64 %index95
  %155 = getelementptr i8, ptr %154, i64 16
  %wide.load98 = load <4 x float>, ptr %154, align 64
  %wide.load99 = load <4 x float>, ptr %155, align 16
  %156 = fadd reassoc <4 x float> %vec.phi96, %wide.load98
  %157 = fadd reassoc <4 x float> %vec.phi97, %wide.load99
  %index.next100 = or disjoint i64 %index95, 8
  %158 = getelementptr float, ptr %9, i64 %index.next100
  %159 = getelementptr i8, ptr %158, i64 16
  %wide.load98.1 = load <4 x float>, ptr %158, align 32
  %wide.load99.1 = load <4 x float>, ptr %159, align 16
  %160 = fadd reassoc <4 x float> %156, %wide.load98.1
  %161 = fadd reassoc <4 x float> %157, %wide.load99.1
  %index.next100.1 = or disjoint i64 %index95, 16
  %162 = getelementptr float, ptr %9, i64 %index.next100.1
  %163 = getelementptr i8, ptr %162, i64 16
  %wide.load98.2 = load <4 x float>, ptr %162, align 64
  %wide.load99.2 = load <4 x float>, ptr %163, align 16
  %164 = fadd reassoc <4 x float> %160, %wide.load98.2
  %165 = fadd reassoc <4 x float> %161, %wide.load99.2
  %index.next100.2 = or disjoint i64 %index95, 24
  %166 = getelementptr float, ptr %9, i64 %index.next100.2
  %167 = getelementptr i8, ptr %166, i64 16
  %wide.load98.3 = load <4 x float>, ptr %166, align 32
  %wide.load99.3 = load <4 x float>, ptr %167, align 16
  %168 = fadd reassoc <4 x float> %164, %wide.load98.3
  %169 = fadd reassoc <4 x float> %165, %wide.load99.3
  %index.next100.3 = add nuw nsw i64 %index95, 32
  %170 = icmp eq i64 %index.next100.3, 1024
  br i1 %170, label %middle.block90, label %vector.body94, !llvm.loop !7

middle.block90:                                   ; preds = %vector.body94
  %bin.rdx101 = fadd reassoc <4 x float> %169, %168
  %171 = tail call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx101)
  %172 = fdiv float %171, %75
  %173 = fadd contract float %32, %172
  %174 = tail call float @llvm.sqrt.f32(float %173)
  %175 = fdiv float 1.000000e+00, %174
  %176 = sext i32 %1 to i64
  %177 = getelementptr float, ptr %24, i64 %176
  store float %76, ptr %177, align 4
  %178 = getelementptr float, ptr %26, i64 %176
  store float %175, ptr %178, align 4
  br i1 %39, label %.preheader18.preheader, label %.preheader17

179:                                              ; preds = %.preheader21, %188
  %180 = phi i64 [ 0, %.preheader21 ], [ %194, %188 ]
  %181 = trunc nuw i64 %180 to i32
  %182 = or disjoint i32 %153, %181
  %183 = icmp slt i32 %182, %30
  br i1 %183, label %184, label %188

184:                                              ; preds = %179
  %185 = sext i32 %182 to i64
  %186 = getelementptr half, ptr %35, i64 %185
  %187 = load half, ptr %186, align 2
  br label %188

188:                                              ; preds = %184, %179
  %189 = phi half [ %187, %184 ], [ 0xH0000, %179 ]
  %190 = fpext half %189 to float
  %191 = fsub contract float %190, %76
  %192 = select i1 %183, float %191, float 0.000000e+00
  %193 = getelementptr float, ptr %11, i64 %180
  store float %192, ptr %193, align 4
  %194 = add nuw nsw i64 %180, 1
  %exitcond39.not = icmp eq i64 %194, 1024
  br i1 %exitcond39.not, label %vector.body83, label %179

vector.body83:                                    ; preds = %188, %vector.body83
  %index84 = phi i64 [ %index.next89.1, %vector.body83 ], [ 0, %188 ]
  %195 = getelementptr float, ptr %9, i64 %index84
  %196 = getelementptr i8, ptr %195, i64 16
  %wide.load85 = load <4 x float>, ptr %195, align 64
  %wide.load86 = load <4 x float>, ptr %196, align 16
  %197 = getelementptr float, ptr %11, i64 %index84
  %198 = getelementptr i8, ptr %197, i64 16
  %wide.load87 = load <4 x float>, ptr %197, align 64
  %wide.load88 = load <4 x float>, ptr %198, align 16
  %199 = fmul contract <4 x float> %wide.load87, %wide.load87
  %200 = fmul contract <4 x float> %wide.load88, %wide.load88
  %201 = fadd contract <4 x float> %wide.load85, %199
  %202 = fadd contract <4 x float> %wide.load86, %200
  store <4 x float> %201, ptr %195, align 64
  store <4 x float> %202, ptr %196, align 16
  %index.next89 = or disjoint i64 %index84, 8
  %203 = getelementptr float, ptr %9, i64 %index.next89
  %204 = getelementptr i8, ptr %203, i64 16
  %wide.load85.1 = load <4 x float>, ptr %203, align 32
  %wide.load86.1 = load <4 x float>, ptr %204, align 16
  %205 = getelementptr float, ptr %11, i64 %index.next89
  %206 = getelementptr i8, ptr %205, i64 16
  %wide.load87.1 = load <4 x float>, ptr %205, align 32
  %wide.load88.1 = load <4 x float>, ptr %206, align 16
  %207 = fmul contract <4 x float> %wide.load87.1, %wide.load87.1
  %208 = fmul contract <4 x float> %wide.load88.1, %wide.load88.1
  %209 = fadd contract <4 x float> %wide.load85.1, %207
  %210 = fadd contract <4 x float> %wide.load86.1, %208
  store <4 x float> %209, ptr %203, align 32
  store <4 x float> %210, ptr %204, align 16
  %index.next89.1 = add nuw nsw i64 %index84, 16
  %211 = icmp eq i64 %index.next89.1, 1024
  br i1 %211, label %middle.block79, label %vector.body83, !llvm.loop !8

middle.block79:                                   ; preds = %vector.body83
  %212 = add i32 %153, 1024
  %213 = icmp slt i32 %212, %30
  br i1 %213, label %.preheader21, label %vector.body94.preheader

vector.body94.preheader:                          ; preds = %middle.block79, %.preheader23
  br label %vector.body94

.preheader18.preheader:                           ; preds = %middle.block90
  %214 = sub i64 %16, %13
  %215 = shl nsw i64 %34, 1
  %216 = add i64 %215, %16
  %217 = sub i64 %216, %19
  %218 = sub i64 %216, %22
  %diff.check = icmp ult i64 %214, 16
  %diff.check103 = icmp ult i64 %217, 16
  %conflict.rdx = or i1 %diff.check, %diff.check103
  %diff.check104 = icmp ult i64 %218, 16
  %conflict.rdx105 = or i1 %conflict.rdx, %diff.check104
  %broadcast.splatinsert113 = insertelement <8 x float> poison, float %76, i64 0
  %broadcast.splat114 = shufflevector <8 x float> %broadcast.splatinsert113, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x float> poison, float %175, i64 0
  %broadcast.splat116 = shufflevector <8 x float> %broadcast.splatinsert115, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.memcheck

vector.memcheck:                                  ; preds = %middle.block106, %.preheader18.preheader
  %219 = phi i32 [ %256, %middle.block106 ], [ 0, %.preheader18.preheader ]
  br i1 %conflict.rdx105, label %scalar.ph107, label %vector.body110

vector.body110:                                   ; preds = %vector.memcheck, %vector.body110
  %index111 = phi i64 [ %index.next119, %vector.body110 ], [ 0, %vector.memcheck ]
  %220 = trunc i64 %index111 to i32
  %221 = or disjoint i32 %219, %220
  %222 = sext i32 %221 to i64
  %223 = getelementptr half, ptr %37, i64 %222
  %224 = getelementptr half, ptr %35, i64 %222
  %wide.load112 = load <8 x half>, ptr %224, align 2
  %225 = fpext <8 x half> %wide.load112 to <8 x float>
  %226 = fsub contract <8 x float> %225, %broadcast.splat114
  %227 = fmul contract <8 x float> %broadcast.splat116, %226
  %228 = getelementptr half, ptr %18, i64 %222
  %wide.load117 = load <8 x half>, ptr %228, align 2
  %229 = fpext <8 x half> %wide.load117 to <8 x float>
  %230 = fmul contract <8 x float> %227, %229
  %231 = getelementptr half, ptr %21, i64 %222
  %wide.load118 = load <8 x half>, ptr %231, align 2
  %232 = fpext <8 x half> %wide.load118 to <8 x float>
  %233 = fadd contract <8 x float> %230, %232
  %234 = fptrunc <8 x float> %233 to <8 x half>
  store <8 x half> %234, ptr %223, align 2
  %index.next119 = add nuw i64 %index111, 8
  %235 = icmp eq i64 %index.next119, 1024
  br i1 %235, label %middle.block106, label %vector.body110, !llvm.loop !9

.preheader17:                                     ; preds = %middle.block106, %middle.block90
  br i1 %53, label %.preheader, label %._crit_edge

scalar.ph107:                                     ; preds = %vector.memcheck, %scalar.ph107
  %236 = phi i64 [ %255, %scalar.ph107 ], [ 0, %vector.memcheck ]
  %237 = trunc nuw i64 %236 to i32
  %238 = or disjoint i32 %219, %237
  %239 = sext i32 %238 to i64
  %240 = getelementptr half, ptr %37, i64 %239
  %241 = getelementptr half, ptr %35, i64 %239
  %242 = load half, ptr %241, align 2
  %243 = fpext half %242 to float
  %244 = fsub contract float %243, %76
  %245 = fmul contract float %175, %244
  %246 = getelementptr half, ptr %18, i64 %239
  %247 = load half, ptr %246, align 2
  %248 = fpext half %247 to float
  %249 = fmul contract float %245, %248
  %250 = getelementptr half, ptr %21, i64 %239
  %251 = load half, ptr %250, align 2
  %252 = fpext half %251 to float
  %253 = fadd contract float %249, %252
  %254 = fptrunc float %253 to half
  store half %254, ptr %240, align 2
  %255 = add nuw nsw i64 %236, 1
  %exitcond42.not = icmp eq i64 %255, 1024
  br i1 %exitcond42.not, label %middle.block106, label %scalar.ph107, !llvm.loop !10

middle.block106:                                  ; preds = %vector.body110, %scalar.ph107
  %256 = add nuw nsw i32 %219, 1024
  %257 = icmp slt i32 %256, %38
  br i1 %257, label %vector.memcheck, label %.preheader17

.preheader:                                       ; preds = %.preheader17, %283
  %258 = phi i32 [ %284, %283 ], [ %38, %.preheader17 ]
  br label %259

259:                                              ; preds = %.preheader, %281
  %260 = phi i64 [ 0, %.preheader ], [ %282, %281 ]
  %261 = trunc nuw i64 %260 to i32
  %262 = or disjoint i32 %258, %261
  %263 = icmp slt i32 %262, %30
  br i1 %263, label %264, label %281

264:                                              ; preds = %259
  %265 = sext i32 %262 to i64
  %266 = getelementptr half, ptr %37, i64 %265
  %267 = getelementptr half, ptr %35, i64 %265
  %268 = load half, ptr %267, align 2
  %269 = fpext half %268 to float
  %270 = fsub contract float %269, %76
  %271 = fmul contract float %175, %270
  %272 = getelementptr half, ptr %18, i64 %265
  %273 = load half, ptr %272, align 2
  %274 = fpext half %273 to float
  %275 = fmul contract float %271, %274
  %276 = getelementptr half, ptr %21, i64 %265
  %277 = load half, ptr %276, align 2
  %278 = fpext half %277 to float
  %279 = fadd contract float %275, %278
  %280 = fptrunc float %279 to half
  store half %280, ptr %266, align 2
  br label %281

281:                                              ; preds = %259, %264
  %282 = add nuw nsw i64 %260, 1
  %exitcond43.not = icmp eq i64 %282, 1024
  br i1 %exitcond43.not, label %283, label %259

283:                                              ; preds = %281
  %284 = add i32 %258, 1024
  %285 = icmp slt i32 %284, %30
  br i1 %285, label %.preheader, label %._crit_edge

._crit_edge:                                      ; preds = %283, %.preheader17
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = distinct !{!4, !2, !3}
!5 = distinct !{!5, !2, !3}
!6 = distinct !{!6, !2, !3}
!7 = distinct !{!7, !2, !3}
!8 = distinct !{!8, !2, !3}
!9 = distinct !{!9, !2, !3}
!10 = distinct !{!10, !2}
