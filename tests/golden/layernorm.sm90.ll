; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

define void @layernorm_fwd_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture writeonly %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) nocapture writeonly %4, ptr addrspace(1) nocapture writeonly %5, i32 %6, i32 %7, float %8) local_unnamed_addr {
  %10 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, %6
  %14 = sext i32 %13 to i64
  %15 = getelementptr half, ptr addrspace(1) %0, i64 %14
  %16 = getelementptr half, ptr addrspace(1) %1, i64 %14
  %17 = shl nuw nsw i32 %10, 2
  %18 = icmp sgt i32 %7, 0
  br i1 %18, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %9, %.lr.ph
  %19 = phi float [ %45, %.lr.ph ], [ 0.000000e+00, %9 ]
  %20 = phi float [ %43, %.lr.ph ], [ 0.000000e+00, %9 ]
  %21 = phi float [ %41, %.lr.ph ], [ 0.000000e+00, %9 ]
  %22 = phi float [ %39, %.lr.ph ], [ 0.000000e+00, %9 ]
  %23 = phi i32 [ %46, %.lr.ph ], [ 0, %9 ]
  %24 = or disjoint i32 %23, %17
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %15, i64 %25
  %27 = icmp slt i32 %24, %7
  %28 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %27, ptr addrspace(1) %26) #4
  %29 = extractvalue { i32, i32 } %28, 0
  %30 = insertelement <2 x i32> poison, i32 %29, i64 0
  %31 = extractvalue { i32, i32 } %28, 1
  %32 = insertelement <2 x i32> %30, i32 %31, i64 1
  %33 = bitcast <2 x i32> %32 to <4 x half>
  %34 = extractelement <4 x half> %33, i64 0
  %35 = extractelement <4 x half> %33, i64 1
  %36 = extractelement <4 x half> %33, i64 2
  %37 = extractelement <4 x half> %33, i64 3
  %38 = fpext half %34 to float
  %39 = fadd contract float %22, %38
  %40 = fpext half %35 to float
  %41 = fadd contract float %21, %40
  %42 = fpext half %36 to float
  %43 = fadd contract float %20, %42
  %44 = fpext half %37 to float
  %45 = fadd contract float %19, %44
  %46 = add i32 %23, 1024
  %47 = icmp slt i32 %46, %7
  br i1 %47, label %.lr.ph, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %48 = fadd reassoc float %39, 0.000000e+00
  %49 = fadd reassoc float %48, %41
  %50 = fadd reassoc float %49, %43
  %51 = fadd reassoc float %50, %45
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %9
  %52 = phi float [ 0.000000e+00, %9 ], [ %51, %._crit_edge.loopexit ]
  %53 = bitcast float %52 to i32
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 16, i32 31)
  %55 = bitcast i32 %54 to float
  %56 = fadd reassoc float %52, %55
  %57 = bitcast float %56 to i32
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 8, i32 31)
  %59 = bitcast i32 %58 to float
  %60 = fadd reassoc float %56, %59
  %61 = bitcast float %60 to i32
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 4, i32 31)
  %63 = bitcast i32 %62 to float
  %64 = fadd reassoc float %60, %63
  %65 = bitcast float %64 to i32
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 2, i32 31)
  %67 = bitcast i32 %66 to float
  %68 = fadd reassoc float %64, %67
  %69 = bitcast float %68 to i32
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 1, i32 31)
  %71 = lshr i64 %11, 5
  %72 = and i64 %11, 31
  %73 = icmp eq i64 %72, 0
  tail call void @llvm.nvvm.barrier0()
  br i1 %73, label %74, label %78

74:                                               ; preds = %._crit_edge
  %75 = getelementptr float, ptr addrspace(3) @global_smem, i64 %71
  %76 = bitcast i32 %70 to float
  %77 = fadd reassoc float %68, %76
  store float %77, ptr addrspace(3) %75, align 4
  br label %78

78:                                               ; preds = %74, %._crit_edge
  tail call void @llvm.nvvm.barrier0()
  %79 = load float, ptr addrspace(3) @global_smem, align 16
  %80 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 4), align 4
  %81 = fadd reassoc float %79, %80
  %82 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 8), align 8
  %83 = fadd reassoc float %81, %82
  %84 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 12), align 4
  %85 = fadd reassoc float %83, %84
  %86 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16), align 16
  %87 = fadd reassoc float %85, %86
  %88 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 20), align 4
  %89 = fadd reassoc float %87, %88
  %90 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 24), align 8
  %91 = fadd reassoc float %89, %90
  %92 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 28), align 4
  %93 = fadd reassoc float %91, %92
  tail call void @llvm.nvvm.barrier0()
  %94 = sitofp i32 %7 to float
  %95 = tail call float @llvm.fabs.f32(float %94)
  %96 = fcmp ogt float %95, 0x47D0000000000000
  %97 = select i1 %96, float 2.500000e-01, float 1.000000e+00
  %98 = fmul float %97, %94
  %99 = fmul float %97, %93
  %100 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %98)
  %101 = fmul float %99, %100
  br i1 %18, label %.lr.ph15, label %._crit_edge16

.lr.ph15:                                         ; preds = %78, %.lr.ph15
  %102 = phi float [ %146, %.lr.ph15 ], [ 0.000000e+00, %78 ]
  %103 = phi float [ %144, %.lr.ph15 ], [ 0.000000e+00, %78 ]
  %104 = phi float [ %142, %.lr.ph15 ], [ 0.000000e+00, %78 ]
  %105 = phi float [ %140, %.lr.ph15 ], [ 0.000000e+00, %78 ]
  %106 = phi i32 [ %147, %.lr.ph15 ], [ 0, %78 ]
  %107 = or disjoint i32 %106, %17
  %108 = icmp slt i32 %107, %7
  %109 = sext i32 %107 to i64
  %110 = getelementptr half, ptr addrspace(1) %15, i64 %109
  %111 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %108, ptr addrspace(1) %110) #4
  %112 = extractvalue { i32, i32 } %111, 0
  %113 = insertelement <2 x i32> poison, i32 %112, i64 0
  %114 = extractvalue { i32, i32 } %111, 1
  %115 = insertelement <2 x i32> %113, i32 %114, i64 1
  %116 = bitcast <2 x i32> %115 to <4 x half>
  %117 = extractelement <4 x half> %116, i64 0
  %118 = extractelement <4 x half> %116, i64 1
  %119 = extractelement <4 x half> %116, i64 2
  %120 = extractelement <4 x half> %116, i64 3
  %121 = fpext half %117 to float
  %122 = fsub contract float %121, %101
  %123 = select i1 %108, float %122, float 0.000000e+00
  %124 = or disjoint i32 %107, 1
  %125 = icmp slt i32 %124, %7
  %126 = fpext half %118 to float
  %127 = fsub contract float %126, %101
  %128 = select i1 %125, float %127, float 0.000000e+00
  %129 = or disjoint i32 %107, 2
  %130 = icmp slt i32 %129, %7
  %131 = fpext half %119 to float
  %132 = fsub contract float %131, %101
  %133 = select i1 %130, float %132, float 0.000000e+00
  %134 = or disjoint i32 %107, 3
  %135 = icmp slt i32 %134, %7
  %136 = fpext half %120 to float
  %137 = fsub contract float %136, %101
  %138 = select i1 %135, float %137, float 0.000000e+00
  %139 = fmul contract float %123, %123
  %140 = fadd contract float %105, %139
  %141 = fmul contract float %128, %128
  %142 = fadd contract float %104, %141
  %143 = fmul contract float %133, %133
  %144 = fadd contract float %103, %143
  %145 = fmul contract float %138, %138
  %146 = fadd contract float %102, %145
  %147 = add i32 %106, 1024
  %148 = icmp slt i32 %147, %7
  br i1 %148, label %.lr.ph15, label %._crit_edge16.loopexit

._crit_edge16.loopexit:                           ; preds = %.lr.ph15
  %149 = fadd reassoc float %140, %142
  %150 = fadd reassoc float %149, %144
  %151 = fadd reassoc float %150, %146
  br label %._crit_edge16

._crit_edge16:                                    ; preds = %._crit_edge16.loopexit, %78
  %152 = phi float [ 0.000000e+00, %78 ], [ %151, %._crit_edge16.loopexit ]
  %153 = bitcast float %152 to i32
  %154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 16, i32 31)
  %155 = bitcast i32 %154 to float
  %156 = fadd reassoc float %152, %155
  %157 = bitcast float %156 to i32
  %158 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 8, i32 31)
  %159 = bitcast i32 %158 to float
  %160 = fadd reassoc float %156, %159
  %161 = bitcast float %160 to i32
  %162 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 4, i32 31)
  %163 = bitcast i32 %162 to float
  %164 = fadd reassoc float %160, %163
  %165 = bitcast float %164 to i32
  %166 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %165, i32 2, i32 31)
  %167 = bitcast i32 %166 to float
  %168 = fadd reassoc float %164, %167
  %169 = bitcast float %168 to i32
  %170 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %169, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %73, label %171, label %175

171:                                              ; preds = %._crit_edge16
  %172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), i64 %71
  %173 = bitcast i32 %170 to float
  %174 = fadd reassoc float %168, %173
  store float %174, ptr addrspace(3) %172, align 4
  br label %175

175:                                              ; preds = %171, %._crit_edge16
  tail call void @llvm.nvvm.barrier0()
  %176 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), align 16
  %177 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 36), align 4
  %178 = fadd reassoc float %176, %177
  %179 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 40), align 8
  %180 = fadd reassoc float %178, %179
  %181 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 44), align 4
  %182 = fadd reassoc float %180, %181
  %183 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 48), align 16
  %184 = fadd reassoc float %182, %183
  %185 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 52), align 4
  %186 = fadd reassoc float %184, %185
  %187 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 56), align 8
  %188 = fadd reassoc float %186, %187
  %189 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 60), align 4
  %190 = fadd reassoc float %188, %189
  tail call void @llvm.nvvm.barrier0()
  %191 = fmul float %97, %190
  %192 = fmul float %100, %191
  %193 = fadd contract float %192, %8
  %194 = tail call float @llvm.sqrt.f32(float %193)
  %195 = tail call float @llvm.fabs.f32(float %194)
  %196 = fcmp ogt float %195, 0x47D0000000000000
  %197 = select i1 %196, float 2.500000e-01, float 1.000000e+00
  %198 = fmul float %194, %197
  %199 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %198)
  %200 = fmul float %199, %197
  %201 = icmp eq i32 %10, 0
  br i1 %201, label %202, label %.critedge

202:                                              ; preds = %175
  %203 = zext nneg i32 %12 to i64
  %204 = getelementptr float, ptr addrspace(1) %5, i64 %203
  %205 = getelementptr float, ptr addrspace(1) %4, i64 %203
  store float %101, ptr addrspace(1) %205, align 4
  store float %200, ptr addrspace(1) %204, align 4
  br label %.critedge

.critedge:                                        ; preds = %175, %202
  br i1 %18, label %.lr.ph21, label %._crit_edge22

.lr.ph21:                                         ; preds = %.critedge, %281
  %206 = phi i32 [ %282, %281 ], [ 0, %.critedge ]
  %207 = or disjoint i32 %206, %17
  %208 = sext i32 %207 to i64
  %209 = getelementptr half, ptr addrspace(1) %15, i64 %208
  %210 = icmp slt i32 %207, %7
  %211 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %210, ptr addrspace(1) %209) #4
  %212 = getelementptr half, ptr addrspace(1) %2, i64 %208
  %213 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %210, ptr addrspace(1) %212) #4
  %214 = getelementptr half, ptr addrspace(1) %3, i64 %208
  %215 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %210, ptr addrspace(1) %214) #4
  br i1 %210, label %216, label %281

216:                                              ; preds = %.lr.ph21
  %217 = getelementptr half, ptr addrspace(1) %16, i64 %208
  %218 = extractvalue { i32, i32 } %211, 0
  %219 = insertelement <2 x i32> poison, i32 %218, i64 0
  %220 = extractvalue { i32, i32 } %211, 1
  %221 = insertelement <2 x i32> %219, i32 %220, i64 1
  %222 = bitcast <2 x i32> %221 to <4 x half>
  %223 = extractelement <4 x half> %222, i64 0
  %224 = fpext half %223 to float
  %225 = fsub contract float %224, %101
  %226 = fmul contract float %200, %225
  %227 = extractvalue { i32, i32 } %213, 0
  %228 = insertelement <2 x i32> poison, i32 %227, i64 0
  %229 = extractvalue { i32, i32 } %213, 1
  %230 = insertelement <2 x i32> %228, i32 %229, i64 1
  %231 = bitcast <2 x i32> %230 to <4 x half>
  %232 = extractelement <4 x half> %231, i64 0
  %233 = fpext half %232 to float
  %234 = fmul contract float %226, %233
  %235 = extractvalue { i32, i32 } %215, 0
  %236 = insertelement <2 x i32> poison, i32 %235, i64 0
  %237 = extractvalue { i32, i32 } %215, 1
  %238 = insertelement <2 x i32> %236, i32 %237, i64 1
  %239 = bitcast <2 x i32> %238 to <4 x half>
  %240 = extractelement <4 x half> %239, i64 0
  %241 = fpext half %240 to float
  %242 = fadd contract float %234, %241
  %243 = fptrunc float %242 to half
  %244 = insertelement <4 x half> poison, half %243, i64 0
  %245 = extractelement <4 x half> %222, i64 1
  %246 = fpext half %245 to float
  %247 = fsub contract float %246, %101
  %248 = fmul contract float %200, %247
  %249 = extractelement <4 x half> %231, i64 1
  %250 = fpext half %249 to float
  %251 = fmul contract float %248, %250
  %252 = extractelement <4 x half> %239, i64 1
  %253 = fpext half %252 to float
  %254 = fadd contract float %251, %253
  %255 = fptrunc float %254 to half
  %256 = insertelement <4 x half> %244, half %255, i64 1
  %257 = extractelement <4 x half> %222, i64 2
  %258 = fpext half %257 to float
  %259 = fsub contract float %258, %101
  %260 = fmul contract float %200, %259
  %261 = extractelement <4 x half> %231, i64 2
  %262 = fpext half %261 to float
  %263 = fmul contract float %260, %262
  %264 = extractelement <4 x half> %239, i64 2
  %265 = fpext half %264 to float
  %266 = fadd contract float %263, %265
  %267 = fptrunc float %266 to half
  %268 = insertelement <4 x half> %256, half %267, i64 2
  %269 = extractelement <4 x half> %222, i64 3
  %270 = fpext half %269 to float
  %271 = fsub contract float %270, %101
  %272 = fmul contract float %200, %271
  %273 = extractelement <4 x half> %231, i64 3
  %274 = fpext half %273 to float
  %275 = fmul contract float %272, %274
  %276 = extractelement <4 x half> %239, i64 3
  %277 = fpext half %276 to float
  %278 = fadd contract float %275, %277
  %279 = fptrunc float %278 to half
  %280 = insertelement <4 x half> %268, half %279, i64 3
  store <4 x half> %280, ptr addrspace(1) %217, align 8
  br label %281

281:                                              ; preds = %216, %.lr.ph21
  %282 = add i32 %206, 1024
  %283 = icmp slt i32 %282, %7
  br i1 %283, label %.lr.ph21, label %._crit_edge22

._crit_edge22:                                    ; preds = %281, %.critedge
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @layernorm_fwd_kernel, !"kernel", i32 1}
!2 = !{ptr @layernorm_fwd_kernel, !"maxntidx", i32 256}
