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
  %17 = sdiv i32 %7, 1024
  %18 = shl nsw i32 %17, 10
  %19 = shl nuw nsw i32 %10, 2
  %20 = icmp sgt i32 %7, 1023
  br i1 %20, label %.lr.ph, label %.preheader8

.preheader8:                                      ; preds = %.lr.ph, %9
  %.lcssa23 = phi float [ 0.000000e+00, %9 ], [ %38, %.lr.ph ]
  %.lcssa22 = phi float [ 0.000000e+00, %9 ], [ %40, %.lr.ph ]
  %.lcssa21 = phi float [ 0.000000e+00, %9 ], [ %42, %.lr.ph ]
  %.lcssa20 = phi float [ 0.000000e+00, %9 ], [ %44, %.lr.ph ]
  %21 = icmp slt i32 %18, %7
  br i1 %21, label %.lr.ph27, label %._crit_edge

.lr.ph:                                           ; preds = %9, %.lr.ph
  %22 = phi float [ %44, %.lr.ph ], [ 0.000000e+00, %9 ]
  %23 = phi float [ %42, %.lr.ph ], [ 0.000000e+00, %9 ]
  %24 = phi float [ %40, %.lr.ph ], [ 0.000000e+00, %9 ]
  %25 = phi float [ %38, %.lr.ph ], [ 0.000000e+00, %9 ]
  %26 = phi i32 [ %45, %.lr.ph ], [ 0, %9 ]
  %27 = or disjoint i32 %26, %19
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr half, ptr addrspace(1) %15, i64 %28
  %30 = load half, ptr addrspace(1) %29, align 8
  %31 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 2
  %32 = load half, ptr addrspace(1) %31, align 2
  %33 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 4
  %34 = load half, ptr addrspace(1) %33, align 4
  %35 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 6
  %36 = load half, ptr addrspace(1) %35, align 2
  %37 = fpext half %30 to float
  %38 = fadd contract float %25, %37
  %39 = fpext half %32 to float
  %40 = fadd contract float %24, %39
  %41 = fpext half %34 to float
  %42 = fadd contract float %23, %41
  %43 = fpext half %36 to float
  %44 = fadd contract float %22, %43
  %45 = add nuw nsw i32 %26, 1024
  %46 = icmp slt i32 %45, %18
  br i1 %46, label %.lr.ph, label %.preheader8

.lr.ph27:                                         ; preds = %.preheader8, %.lr.ph27
  %47 = phi float [ %73, %.lr.ph27 ], [ %.lcssa20, %.preheader8 ]
  %48 = phi float [ %71, %.lr.ph27 ], [ %.lcssa21, %.preheader8 ]
  %49 = phi float [ %69, %.lr.ph27 ], [ %.lcssa22, %.preheader8 ]
  %50 = phi float [ %67, %.lr.ph27 ], [ %.lcssa23, %.preheader8 ]
  %51 = phi i32 [ %74, %.lr.ph27 ], [ %18, %.preheader8 ]
  %52 = or disjoint i32 %51, %19
  %53 = sext i32 %52 to i64
  %54 = getelementptr half, ptr addrspace(1) %15, i64 %53
  %55 = icmp slt i32 %52, %7
  %56 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %55, ptr addrspace(1) %54) #4
  %57 = extractvalue { i32, i32 } %56, 0
  %58 = insertelement <2 x i32> poison, i32 %57, i64 0
  %59 = extractvalue { i32, i32 } %56, 1
  %60 = insertelement <2 x i32> %58, i32 %59, i64 1
  %61 = bitcast <2 x i32> %60 to <4 x half>
  %62 = extractelement <4 x half> %61, i64 0
  %63 = extractelement <4 x half> %61, i64 1
  %64 = extractelement <4 x half> %61, i64 2
  %65 = extractelement <4 x half> %61, i64 3
  %66 = fpext half %62 to float
  %67 = fadd contract float %50, %66
  %68 = fpext half %63 to float
  %69 = fadd contract float %49, %68
  %70 = fpext half %64 to float
  %71 = fadd contract float %48, %70
  %72 = fpext half %65 to float
  %73 = fadd contract float %47, %72
  %74 = add i32 %51, 1024
  %75 = icmp slt i32 %74, %7
  br i1 %75, label %.lr.ph27, label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph27, %.preheader8
  %.lcssa19 = phi float [ %.lcssa23, %.preheader8 ], [ %67, %.lr.ph27 ]
  %.lcssa18 = phi float [ %.lcssa22, %.preheader8 ], [ %69, %.lr.ph27 ]
  %.lcssa17 = phi float [ %.lcssa21, %.preheader8 ], [ %71, %.lr.ph27 ]
  %.lcssa16 = phi float [ %.lcssa20, %.preheader8 ], [ %73, %.lr.ph27 ]
  %76 = fadd reassoc float %.lcssa19, 0.000000e+00
  %77 = fadd reassoc float %76, %.lcssa18
  %78 = fadd reassoc float %77, %.lcssa17
  %79 = fadd reassoc float %78, %.lcssa16
  %80 = bitcast float %79 to i32
  %81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 16, i32 31)
  %82 = bitcast i32 %81 to float
  %83 = fadd reassoc float %79, %82
  %84 = bitcast float %83 to i32
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 8, i32 31)
  %86 = bitcast i32 %85 to float
  %87 = fadd reassoc float %83, %86
  %88 = bitcast float %87 to i32
  %89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 4, i32 31)
  %90 = bitcast i32 %89 to float
  %91 = fadd reassoc float %87, %90
  %92 = bitcast float %91 to i32
  %93 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 2, i32 31)
  %94 = bitcast i32 %93 to float
  %95 = fadd reassoc float %91, %94
  %96 = bitcast float %95 to i32
  %97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 1, i32 31)
  %98 = lshr i64 %11, 5
  %99 = and i64 %11, 31
  %100 = icmp eq i64 %99, 0
  tail call void @llvm.nvvm.barrier0()
  br i1 %100, label %101, label %105

101:                                              ; preds = %._crit_edge
  %102 = getelementptr float, ptr addrspace(3) @global_smem, i64 %98
  %103 = bitcast i32 %97 to float
  %104 = fadd reassoc float %95, %103
  store float %104, ptr addrspace(3) %102, align 4
  br label %105

105:                                              ; preds = %101, %._crit_edge
  tail call void @llvm.nvvm.barrier0()
  %106 = load float, ptr addrspace(3) @global_smem, align 16
  %107 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 4), align 4
  %108 = fadd reassoc float %106, %107
  %109 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 8), align 8
  %110 = fadd reassoc float %108, %109
  %111 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 12), align 4
  %112 = fadd reassoc float %110, %111
  %113 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16), align 16
  %114 = fadd reassoc float %112, %113
  %115 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 20), align 4
  %116 = fadd reassoc float %114, %115
  %117 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 24), align 8
  %118 = fadd reassoc float %116, %117
  %119 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 28), align 4
  %120 = fadd reassoc float %118, %119
  tail call void @llvm.nvvm.barrier0()
  %121 = sitofp i32 %7 to float
  %122 = tail call float @llvm.fabs.f32(float %121)
  %123 = fcmp ogt float %122, 0x47D0000000000000
  %124 = select i1 %123, float 2.500000e-01, float 1.000000e+00
  %125 = fmul float %124, %121
  %126 = fmul float %124, %120
  %127 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %125)
  %128 = fmul float %126, %127
  br i1 %20, label %.lr.ph33, label %._crit_edge34

.lr.ph33:                                         ; preds = %105, %.lr.ph33
  %129 = phi float [ %159, %.lr.ph33 ], [ 0.000000e+00, %105 ]
  %130 = phi float [ %157, %.lr.ph33 ], [ 0.000000e+00, %105 ]
  %131 = phi float [ %155, %.lr.ph33 ], [ 0.000000e+00, %105 ]
  %132 = phi float [ %153, %.lr.ph33 ], [ 0.000000e+00, %105 ]
  %133 = phi i32 [ %160, %.lr.ph33 ], [ 0, %105 ]
  %134 = or disjoint i32 %133, %19
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr half, ptr addrspace(1) %15, i64 %135
  %137 = load half, ptr addrspace(1) %136, align 8
  %138 = getelementptr inbounds i8, ptr addrspace(1) %136, i64 2
  %139 = load half, ptr addrspace(1) %138, align 2
  %140 = getelementptr inbounds i8, ptr addrspace(1) %136, i64 4
  %141 = load half, ptr addrspace(1) %140, align 4
  %142 = getelementptr inbounds i8, ptr addrspace(1) %136, i64 6
  %143 = load half, ptr addrspace(1) %142, align 2
  %144 = fpext half %137 to float
  %145 = fsub contract float %144, %128
  %146 = fpext half %139 to float
  %147 = fsub contract float %146, %128
  %148 = fpext half %141 to float
  %149 = fsub contract float %148, %128
  %150 = fpext half %143 to float
  %151 = fsub contract float %150, %128
  %152 = fmul contract float %145, %145
  %153 = fadd contract float %132, %152
  %154 = fmul contract float %147, %147
  %155 = fadd contract float %131, %154
  %156 = fmul contract float %149, %149
  %157 = fadd contract float %130, %156
  %158 = fmul contract float %151, %151
  %159 = fadd contract float %129, %158
  %160 = add nuw nsw i32 %133, 1024
  %161 = icmp slt i32 %160, %18
  br i1 %161, label %.lr.ph33, label %._crit_edge34

._crit_edge34:                                    ; preds = %.lr.ph33, %105
  %.lcssa15 = phi float [ 0.000000e+00, %105 ], [ %153, %.lr.ph33 ]
  %.lcssa14 = phi float [ 0.000000e+00, %105 ], [ %155, %.lr.ph33 ]
  %.lcssa13 = phi float [ 0.000000e+00, %105 ], [ %157, %.lr.ph33 ]
  %.lcssa12 = phi float [ 0.000000e+00, %105 ], [ %159, %.lr.ph33 ]
  br i1 %21, label %.lr.ph40, label %._crit_edge41

.lr.ph40:                                         ; preds = %._crit_edge34, %.lr.ph40
  %162 = phi float [ %206, %.lr.ph40 ], [ %.lcssa12, %._crit_edge34 ]
  %163 = phi float [ %204, %.lr.ph40 ], [ %.lcssa13, %._crit_edge34 ]
  %164 = phi float [ %202, %.lr.ph40 ], [ %.lcssa14, %._crit_edge34 ]
  %165 = phi float [ %200, %.lr.ph40 ], [ %.lcssa15, %._crit_edge34 ]
  %166 = phi i32 [ %207, %.lr.ph40 ], [ %18, %._crit_edge34 ]
  %167 = or disjoint i32 %166, %19
  %168 = icmp slt i32 %167, %7
  %169 = sext i32 %167 to i64
  %170 = getelementptr half, ptr addrspace(1) %15, i64 %169
  %171 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %168, ptr addrspace(1) %170) #4
  %172 = extractvalue { i32, i32 } %171, 0
  %173 = insertelement <2 x i32> poison, i32 %172, i64 0
  %174 = extractvalue { i32, i32 } %171, 1
  %175 = insertelement <2 x i32> %173, i32 %174, i64 1
  %176 = bitcast <2 x i32> %175 to <4 x half>
  %177 = extractelement <4 x half> %176, i64 0
  %178 = extractelement <4 x half> %176, i64 1
  %179 = extractelement <4 x half> %176, i64 2
  %180 = extractelement <4 x half> %176, i64 3
  %181 = fpext half %177 to float
  %182 = fsub contract float %181, %128
  %183 = select i1 %168, float %182, float 0.000000e+00
  %184 = or disjoint i32 %167, 1
  %185 = icmp slt i32 %184, %7
  %186 = fpext half %178 to float
  %187 = fsub contract float %186, %128
  %188 = select i1 %185, float %187, float 0.000000e+00
  %189 = or disjoint i32 %167, 2
  %190 = icmp slt i32 %189, %7
  %191 = fpext half %179 to float
  %192 = fsub contract float %191, %128
  %193 = select i1 %190, float %192, float 0.000000e+00
  %194 = or disjoint i32 %167, 3
  %195 = icmp slt i32 %194, %7
  %196 = fpext half %180 to float
  %197 = fsub contract float %196, %128
  %198 = select i1 %195, float %197, float 0.000000e+00
  %199 = fmul contract float %183, %183
  %200 = fadd contract float %165, %199
  %201 = fmul contract float %188, %188
  %202 = fadd contract float %164, %201
  %203 = fmul contract float %193, %193
  %204 = fadd contract float %163, %203
  %205 = fmul contract float %198, %198
  %206 = fadd contract float %162, %205
  %207 = add i32 %166, 1024
  %208 = icmp slt i32 %207, %7
  br i1 %208, label %.lr.ph40, label %._crit_edge41

._crit_edge41:                                    ; preds = %.lr.ph40, %._crit_edge34
  %.lcssa11 = phi float [ %.lcssa15, %._crit_edge34 ], [ %200, %.lr.ph40 ]
  %.lcssa10 = phi float [ %.lcssa14, %._crit_edge34 ], [ %202, %.lr.ph40 ]
  %.lcssa9 = phi float [ %.lcssa13, %._crit_edge34 ], [ %204, %.lr.ph40 ]
  %.lcssa = phi float [ %.lcssa12, %._crit_edge34 ], [ %206, %.lr.ph40 ]
  %209 = fadd reassoc float %.lcssa11, %.lcssa10
  %210 = fadd reassoc float %209, %.lcssa9
  %211 = fadd reassoc float %210, %.lcssa
  %212 = bitcast float %211 to i32
  %213 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %212, i32 16, i32 31)
  %214 = bitcast i32 %213 to float
  %215 = fadd reassoc float %211, %214
  %216 = bitcast float %215 to i32
  %217 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %216, i32 8, i32 31)
  %218 = bitcast i32 %217 to float
  %219 = fadd reassoc float %215, %218
  %220 = bitcast float %219 to i32
  %221 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 4, i32 31)
  %222 = bitcast i32 %221 to float
  %223 = fadd reassoc float %219, %222
  %224 = bitcast float %223 to i32
  %225 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %224, i32 2, i32 31)
  %226 = bitcast i32 %225 to float
  %227 = fadd reassoc float %223, %226
  %228 = bitcast float %227 to i32
  %229 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %228, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %100, label %230, label %234

230:                                              ; preds = %._crit_edge41
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), i64 %98
  %232 = bitcast i32 %229 to float
  %233 = fadd reassoc float %227, %232
  store float %233, ptr addrspace(3) %231, align 4
  br label %234

234:                                              ; preds = %230, %._crit_edge41
  tail call void @llvm.nvvm.barrier0()
  %235 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 32), align 16
  %236 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 36), align 4
  %237 = fadd reassoc float %235, %236
  %238 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 40), align 8
  %239 = fadd reassoc float %237, %238
  %240 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 44), align 4
  %241 = fadd reassoc float %239, %240
  %242 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 48), align 16
  %243 = fadd reassoc float %241, %242
  %244 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 52), align 4
  %245 = fadd reassoc float %243, %244
  %246 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 56), align 8
  %247 = fadd reassoc float %245, %246
  %248 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 60), align 4
  %249 = fadd reassoc float %247, %248
  tail call void @llvm.nvvm.barrier0()
  %250 = fmul float %124, %249
  %251 = fmul float %127, %250
  %252 = fadd contract float %251, %8
  %253 = tail call float @llvm.sqrt.f32(float %252)
  %254 = tail call float @llvm.fabs.f32(float %253)
  %255 = fcmp ogt float %254, 0x47D0000000000000
  %256 = select i1 %255, float 2.500000e-01, float 1.000000e+00
  %257 = fmul float %253, %256
  %258 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %257)
  %259 = fmul float %258, %256
  %260 = icmp eq i32 %10, 0
  br i1 %260, label %261, label %.critedge

261:                                              ; preds = %234
  %262 = zext nneg i32 %12 to i64
  %263 = getelementptr float, ptr addrspace(1) %5, i64 %262
  %264 = getelementptr float, ptr addrspace(1) %4, i64 %262
  store float %128, ptr addrspace(1) %264, align 4
  store float %259, ptr addrspace(1) %263, align 4
  br label %.critedge

.critedge:                                        ; preds = %234, %261
  br i1 %20, label %.lr.ph46, label %.preheader

.preheader:                                       ; preds = %.lr.ph46, %.critedge
  br i1 %21, label %.lr.ph47, label %._crit_edge48

.lr.ph46:                                         ; preds = %.critedge, %.lr.ph46
  %265 = phi i32 [ %329, %.lr.ph46 ], [ 0, %.critedge ]
  %266 = or disjoint i32 %265, %19
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr half, ptr addrspace(1) %15, i64 %267
  %269 = load half, ptr addrspace(1) %268, align 8
  %270 = getelementptr inbounds i8, ptr addrspace(1) %268, i64 2
  %271 = load half, ptr addrspace(1) %270, align 2
  %272 = getelementptr inbounds i8, ptr addrspace(1) %268, i64 4
  %273 = load half, ptr addrspace(1) %272, align 4
  %274 = getelementptr inbounds i8, ptr addrspace(1) %268, i64 6
  %275 = load half, ptr addrspace(1) %274, align 2
  %276 = fpext half %269 to float
  %277 = fsub contract float %276, %128
  %278 = fmul contract float %259, %277
  %279 = getelementptr half, ptr addrspace(1) %2, i64 %267
  %280 = load half, ptr addrspace(1) %279, align 8
  %281 = getelementptr inbounds i8, ptr addrspace(1) %279, i64 2
  %282 = load half, ptr addrspace(1) %281, align 2
  %283 = getelementptr inbounds i8, ptr addrspace(1) %279, i64 4
  %284 = load half, ptr addrspace(1) %283, align 4
  %285 = getelementptr inbounds i8, ptr addrspace(1) %279, i64 6
  %286 = load half, ptr addrspace(1) %285, align 2
  %287 = fpext half %280 to float
  %288 = fmul contract float %278, %287
  %289 = getelementptr half, ptr addrspace(1) %3, i64 %267
  %290 = load half, ptr addrspace(1) %289, align 8
  %291 = getelementptr inbounds i8, ptr addrspace(1) %289, i64 2
  %292 = load half, ptr addrspace(1) %291, align 2
  %293 = getelementptr inbounds i8, ptr addrspace(1) %289, i64 4
  %294 = load half, ptr addrspace(1) %293, align 4
  %295 = getelementptr inbounds i8, ptr addrspace(1) %289, i64 6
  %296 = load half, ptr addrspace(1) %295, align 2
  %297 = fpext half %290 to float
  %298 = fadd contract float %288, %297
  %299 = fptrunc float %298 to half
  %300 = fpext half %271 to float
  %301 = fsub contract float %300, %128
  %302 = fmul contract float %259, %301
  %303 = fpext half %282 to float
  %304 = fmul contract float %302, %303
  %305 = fpext half %292 to float
  %306 = fadd contract float %304, %305
  %307 = fptrunc float %306 to half
  %308 = fpext half %273 to float
  %309 = fsub contract float %308, %128
  %310 = fmul contract float %259, %309
  %311 = fpext half %284 to float
  %312 = fmul contract float %310, %311
  %313 = fpext half %294 to float
  %314 = fadd contract float %312, %313
  %315 = fptrunc float %314 to half
  %316 = fpext half %275 to float
  %317 = fsub contract float %316, %128
  %318 = fmul contract float %259, %317
  %319 = fpext half %286 to float
  %320 = fmul contract float %318, %319
  %321 = fpext half %296 to float
  %322 = fadd contract float %320, %321
  %323 = fptrunc float %322 to half
  %324 = insertelement <4 x half> poison, half %299, i64 0
  %325 = insertelement <4 x half> %324, half %307, i64 1
  %326 = insertelement <4 x half> %325, half %315, i64 2
  %327 = insertelement <4 x half> %326, half %323, i64 3
  %328 = getelementptr half, ptr addrspace(1) %16, i64 %267
  store <4 x half> %327, ptr addrspace(1) %328, align 8
  %329 = add nuw nsw i32 %265, 1024
  %330 = icmp slt i32 %329, %18
  br i1 %330, label %.lr.ph46, label %.preheader

.lr.ph47:                                         ; preds = %.preheader, %406
  %331 = phi i32 [ %407, %406 ], [ %18, %.preheader ]
  %332 = or disjoint i32 %331, %19
  %333 = sext i32 %332 to i64
  %334 = getelementptr half, ptr addrspace(1) %15, i64 %333
  %335 = icmp slt i32 %332, %7
  %336 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %335, ptr addrspace(1) %334) #4
  %337 = getelementptr half, ptr addrspace(1) %2, i64 %333
  %338 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %335, ptr addrspace(1) %337) #4
  %339 = getelementptr half, ptr addrspace(1) %3, i64 %333
  %340 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$4 ld.global.v2.b32 { $0, $1 }, [ $5 + 0 ];", "=r,=r,r,r,b,l"(i32 0, i32 0, i1 %335, ptr addrspace(1) %339) #4
  br i1 %335, label %341, label %406

341:                                              ; preds = %.lr.ph47
  %342 = getelementptr half, ptr addrspace(1) %16, i64 %333
  %343 = extractvalue { i32, i32 } %336, 0
  %344 = insertelement <2 x i32> poison, i32 %343, i64 0
  %345 = extractvalue { i32, i32 } %336, 1
  %346 = insertelement <2 x i32> %344, i32 %345, i64 1
  %347 = bitcast <2 x i32> %346 to <4 x half>
  %348 = extractelement <4 x half> %347, i64 0
  %349 = fpext half %348 to float
  %350 = fsub contract float %349, %128
  %351 = fmul contract float %259, %350
  %352 = extractvalue { i32, i32 } %338, 0
  %353 = insertelement <2 x i32> poison, i32 %352, i64 0
  %354 = extractvalue { i32, i32 } %338, 1
  %355 = insertelement <2 x i32> %353, i32 %354, i64 1
  %356 = bitcast <2 x i32> %355 to <4 x half>
  %357 = extractelement <4 x half> %356, i64 0
  %358 = fpext half %357 to float
  %359 = fmul contract float %351, %358
  %360 = extractvalue { i32, i32 } %340, 0
  %361 = insertelement <2 x i32> poison, i32 %360, i64 0
  %362 = extractvalue { i32, i32 } %340, 1
  %363 = insertelement <2 x i32> %361, i32 %362, i64 1
  %364 = bitcast <2 x i32> %363 to <4 x half>
  %365 = extractelement <4 x half> %364, i64 0
  %366 = fpext half %365 to float
  %367 = fadd contract float %359, %366
  %368 = fptrunc float %367 to half
  %369 = insertelement <4 x half> poison, half %368, i64 0
  %370 = extractelement <4 x half> %347, i64 1
  %371 = fpext half %370 to float
  %372 = fsub contract float %371, %128
  %373 = fmul contract float %259, %372
  %374 = extractelement <4 x half> %356, i64 1
  %375 = fpext half %374 to float
  %376 = fmul contract float %373, %375
  %377 = extractelement <4 x half> %364, i64 1
  %378 = fpext half %377 to float
  %379 = fadd contract float %376, %378
  %380 = fptrunc float %379 to half
  %381 = insertelement <4 x half> %369, half %380, i64 1
  %382 = extractelement <4 x half> %347, i64 2
  %383 = fpext half %382 to float
  %384 = fsub contract float %383, %128
  %385 = fmul contract float %259, %384
  %386 = extractelement <4 x half> %356, i64 2
  %387 = fpext half %386 to float
  %388 = fmul contract float %385, %387
  %389 = extractelement <4 x half> %364, i64 2
  %390 = fpext half %389 to float
  %391 = fadd contract float %388, %390
  %392 = fptrunc float %391 to half
  %393 = insertelement <4 x half> %381, half %392, i64 2
  %394 = extractelement <4 x half> %347, i64 3
  %395 = fpext half %394 to float
  %396 = fsub contract float %395, %128
  %397 = fmul contract float %259, %396
  %398 = extractelement <4 x half> %356, i64 3
  %399 = fpext half %398 to float
  %400 = fmul contract float %397, %399
  %401 = extractelement <4 x half> %364, i64 3
  %402 = fpext half %401 to float
  %403 = fadd contract float %400, %402
  %404 = fptrunc float %403 to half
  %405 = insertelement <4 x half> %393, half %404, i64 3
  store <4 x half> %405, ptr addrspace(1) %342, align 8
  br label %406

406:                                              ; preds = %341, %.lr.ph47
  %407 = add i32 %331, 1024
  %408 = icmp slt i32 %407, %7
  br i1 %408, label %.lr.ph47, label %._crit_edge48

._crit_edge48:                                    ; preds = %406, %.preheader
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
