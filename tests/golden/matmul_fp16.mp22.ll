; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m32n32k16.mma(<2 x i32>, <2 x i32>, <8 x i32>, i32, i32, i32) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 2
  %21 = and i64 %20, 28
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr half, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr half, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x half>, ptr addrspace(1) %34, align 8
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x half> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = and i64 %20, 60
  %39 = lshr i64 %20, 6
  %40 = trunc i64 %39 to i32
  %41 = trunc i64 %38 to i32
  %42 = or i32 %18, %41
  %43 = icmp slt i32 %40, %5
  %44 = icmp slt i32 %42, %4
  %45 = and i1 %43, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %54

47: ; preds = %36
  %48 = mul i32 %40, %8
  %49 = sext i32 %48 to i64
  %50 = getelementptr half, ptr addrspace(1) %1, i64 %49
  %51 = sext i32 %42 to i64
  %52 = getelementptr half, ptr addrspace(1) %50, i64 %51
  %53 = load <4 x half>, ptr addrspace(1) %52, align 8
  br label %54

54: ; preds = %47, %36
  %55 = phi <4 x half> [ %53, %47 ], [ zeroinitializer, %36 ]
  %56 = mul i64 %22, 40
  %57 = add i64 %56, %21
  %58 = trunc i64 %57 to i32
  %59 = getelementptr half, ptr addrspace(3) @global_smem, i32 %58
  %60 = mul i64 %39, 72
  %61 = add i64 %60, %38
  %62 = trunc i64 %61 to i32
  %63 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %62
  %64 = shl nsw i64 %14, 3
  %65 = and i64 %64, 56
  %66 = lshr i64 %64, 6
  %67 = or i64 %65, 4
  %68 = and i64 %64, 4294967232
  %69 = trunc i64 %64 to i32
  %70 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %69
  %71 = or i32 %69, 1
  %72 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %71
  %73 = or i32 %69, 2
  %74 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %73
  %75 = or i32 %69, 3
  %76 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %75
  %77 = or i64 %67, %68
  %78 = trunc i64 %77 to i32
  %79 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %78
  %80 = or i32 %69, 5
  %81 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %80
  %82 = or i32 %69, 6
  %83 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %82
  %84 = or i32 %69, 7
  %85 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %84
  %86 = icmp ult i32 %13, 512
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %87 = lshr i64 %14, 6
  %88 = and i64 %87, 1
  %89 = shl nuw nsw i64 %88, 3
  %90 = shl nsw i64 %14, 1
  %91 = and i64 %90, 6
  %92 = or i64 %89, %91
  %93 = lshr i64 %14, 4
  %94 = and i64 %93, 1
  %95 = shl nuw nsw i64 %94, 1
  %96 = shl nuw nsw i64 %88, 2
  %97 = or i64 %95, %96
  %98 = lshr i64 %14, 3
  %99 = and i64 %98, 1
  %100 = or i64 %97, %99
  %101 = lshr i64 %14, 2
  %102 = and i64 %101, 8
  %urem4 = and i64 %14, 7
  %103 = or i64 %102, %urem4
  %104 = shl nuw nsw i64 %99, 1
  %105 = shl nuw nsw i64 %94, 2
  %106 = or i64 %104, %105
  %107 = and i64 %101, 1
  %108 = or i64 %106, %107
  %109 = or i64 %108, %102
  %110 = sext i32 %42 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %110
  %111 = and i64 %98, 32
  %112 = and i64 %101, 32
  %113 = or i64 %100, %111
  %114 = or i64 %103, %112
  %115 = or i64 %114, 16
  %116 = shl nuw nsw i64 %113, 6
  %117 = or i64 %116, %114
  %118 = trunc i64 %117 to i32
  %119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %118
  %120 = or i64 %116, %115
  %121 = trunc i64 %120 to i32
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %121
  %123 = or i64 %116, 512
  %124 = or i64 %123, %114
  %125 = trunc i64 %124 to i32
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %125
  %127 = or i64 %123, %115
  %128 = trunc i64 %127 to i32
  %129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %128
  %130 = or i64 %116, 1024
  %131 = or i64 %130, %114
  %132 = trunc i64 %131 to i32
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %132
  %134 = or i64 %130, %115
  %135 = trunc i64 %134 to i32
  %136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %135
  %137 = or i64 %116, 1536
  %138 = or i64 %137, %114
  %139 = trunc i64 %138 to i32
  %140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %139
  %141 = or i64 %137, %115
  %142 = trunc i64 %141 to i32
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %142
  %144 = or i64 %109, %111
  %145 = mul nuw nsw i64 %144, 40
  %146 = add nuw nsw i64 %145, 640
  %147 = or i64 %109, %112
  %148 = or i64 %147, 16
  %149 = add nuw nsw i64 %92, %145
  %150 = trunc i64 %149 to i32
  %151 = getelementptr half, ptr addrspace(3) @global_smem, i32 %150
  %152 = add nuw nsw i64 %92, %146
  %153 = trunc i64 %152 to i32
  %154 = getelementptr half, ptr addrspace(3) @global_smem, i32 %153
  %155 = mul nuw nsw i64 %92, 72
  %156 = add nuw nsw i64 %155, %147
  %157 = trunc i64 %156 to i32
  %158 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %157
  %159 = mul nuw nsw i64 %92, 72
  %160 = add nuw nsw i64 %159, 72
  %161 = add nuw nsw i64 %160, %147
  %162 = trunc i64 %161 to i32
  %163 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %162
  %164 = add nuw nsw i64 %155, %148
  %165 = trunc i64 %164 to i32
  %166 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %165
  %167 = add nuw nsw i64 %160, %148
  %168 = trunc i64 %167 to i32
  %169 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %168
  %170 = or i64 %92, 16
  %171 = add nuw nsw i64 %170, %145
  %172 = trunc i64 %171 to i32
  %173 = getelementptr half, ptr addrspace(3) @global_smem, i32 %172
  %174 = add nuw nsw i64 %170, %146
  %175 = trunc i64 %174 to i32
  %176 = getelementptr half, ptr addrspace(3) @global_smem, i32 %175
  %177 = mul nuw nsw i64 %170, 72
  %178 = add nuw nsw i64 %177, %147
  %179 = trunc i64 %178 to i32
  %180 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %179
  %181 = mul nuw nsw i64 %92, 72
  %182 = add nuw nsw i64 %181, 1224
  %183 = add nuw nsw i64 %182, %147
  %184 = trunc i64 %183 to i32
  %185 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %184
  %186 = add nuw nsw i64 %177, %148
  %187 = trunc i64 %186 to i32
  %188 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %187
  %189 = add nuw nsw i64 %182, %148
  %190 = trunc i64 %189 to i32
  %191 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %190
  br label %192

192: ; preds = %.lr.ph, %285
  %193 = phi float [ 0.000000e+00, %.lr.ph ], [ %293, %285 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph ], [ %292, %285 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph ], [ %291, %285 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph ], [ %290, %285 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph ], [ %289, %285 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph ], [ %288, %285 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph ], [ %287, %285 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %286, %285 ]
  %201 = phi i32 [ 0, %.lr.ph ], [ %204, %285 ]
  %202 = phi <4 x half> [ %37, %.lr.ph ], [ %215, %285 ]
  %203 = phi <4 x half> [ %55, %.lr.ph ], [ %225, %285 ]
  %204 = add i32 %201, 32
  %205 = icmp slt i32 %204, %5
  %206 = or i32 %204, %28
  %207 = icmp slt i32 %206, %5
  %208 = and i1 %29, %207
  %209 = and i1 %205, %208
  br i1 %209, label %210, label %214

210: ; preds = %192
  %211 = sext i32 %206 to i64
  %212 = getelementptr half, ptr addrspace(1) %27, i64 %211
  %213 = load <4 x half>, ptr addrspace(1) %212, align 8
  br label %214

214: ; preds = %210, %192
  %215 = phi <4 x half> [ %213, %210 ], [ zeroinitializer, %192 ]
  %216 = add i32 %204, %40
  %217 = icmp slt i32 %216, %5
  %218 = and i1 %44, %217
  %219 = and i1 %205, %218
  br i1 %219, label %220, label %224

220: ; preds = %214
  %221 = mul i32 %216, %8
  %222 = sext i32 %221 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %222
  %223 = load <4 x half>, ptr addrspace(1) %gep, align 8
  br label %224

224: ; preds = %220, %214
  %225 = phi <4 x half> [ %223, %220 ], [ zeroinitializer, %214 ]
  store <4 x half> %202, ptr addrspace(3) %59, align 8
  store <4 x half> %203, ptr addrspace(3) %63, align 8
  tail call void @llvm.musa.syncthreads.lm()
  store float %200, ptr addrspace(3) %70, align 16
  store float %199, ptr addrspace(3) %72, align 4
  store float %198, ptr addrspace(3) %74, align 8
  store float %197, ptr addrspace(3) %76, align 4
  store float %196, ptr addrspace(3) %79, align 16
  store float %195, ptr addrspace(3) %81, align 4
  store float %194, ptr addrspace(3) %83, align 8
  store float %193, ptr addrspace(3) %85, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %86, label %226, label %285

226: ; preds = %224
  %227 = load i32, ptr addrspace(3) %119, align 4
  %228 = load i32, ptr addrspace(3) %122, align 4
  %229 = load i32, ptr addrspace(3) %126, align 4
  %230 = load i32, ptr addrspace(3) %129, align 4
  %231 = load i32, ptr addrspace(3) %133, align 4
  %232 = load i32, ptr addrspace(3) %136, align 4
  %233 = load i32, ptr addrspace(3) %140, align 4
  %234 = load i32, ptr addrspace(3) %143, align 4
  %235 = insertelement <8 x i32> poison, i32 %227, i64 0
  %236 = insertelement <8 x i32> %235, i32 %228, i64 1
  %237 = insertelement <8 x i32> %236, i32 %229, i64 2
  %238 = insertelement <8 x i32> %237, i32 %230, i64 3
  %239 = insertelement <8 x i32> %238, i32 %231, i64 4
  %240 = insertelement <8 x i32> %239, i32 %232, i64 5
  %241 = insertelement <8 x i32> %240, i32 %233, i64 6
  %242 = insertelement <8 x i32> %241, i32 %234, i64 7
  %243 = load i32, ptr addrspace(3) %151, align 4
  %244 = load i32, ptr addrspace(3) %154, align 4
  %245 = insertelement <2 x i32> poison, i32 %243, i64 0
  %246 = insertelement <2 x i32> %245, i32 %244, i64 1
  %247 = load half, ptr addrspace(3) %158, align 2
  %248 = load half, ptr addrspace(3) %163, align 2
  %249 = load half, ptr addrspace(3) %166, align 2
  %250 = load half, ptr addrspace(3) %169, align 2
  %251 = insertelement <2 x half> poison, half %247, i64 0
  %252 = insertelement <2 x half> %251, half %248, i64 1
  %253 = bitcast <2 x half> %252 to i32
  %254 = insertelement <2 x half> poison, half %249, i64 0
  %255 = insertelement <2 x half> %254, half %250, i64 1
  %256 = bitcast <2 x half> %255 to i32
  %257 = insertelement <2 x i32> poison, i32 %253, i64 0
  %258 = insertelement <2 x i32> %257, i32 %256, i64 1
  %259 = tail call <8 x i32> @llvm.musa.ffmma.m32n32k16.mma(<2 x i32> %246, <2 x i32> %258, <8 x i32> %242, i32 1, i32 1, i32 1)
  %260 = load i32, ptr addrspace(3) %173, align 4
  %261 = load i32, ptr addrspace(3) %176, align 4
  %262 = insertelement <2 x i32> poison, i32 %260, i64 0
  %263 = insertelement <2 x i32> %262, i32 %261, i64 1
  %264 = load half, ptr addrspace(3) %180, align 2
  %265 = load half, ptr addrspace(3) %185, align 2
  %266 = load half, ptr addrspace(3) %188, align 2
  %267 = load half, ptr addrspace(3) %191, align 2
  %268 = insertelement <2 x half> poison, half %264, i64 0
  %269 = insertelement <2 x half> %268, half %265, i64 1
  %270 = bitcast <2 x half> %269 to i32
  %271 = insertelement <2 x half> poison, half %266, i64 0
  %272 = insertelement <2 x half> %271, half %267, i64 1
  %273 = bitcast <2 x half> %272 to i32
  %274 = insertelement <2 x i32> poison, i32 %270, i64 0
  %275 = insertelement <2 x i32> %274, i32 %273, i64 1
  %276 = tail call <8 x i32> @llvm.musa.ffmma.m32n32k16.mma(<2 x i32> %263, <2 x i32> %275, <8 x i32> %259, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %276 to <8 x float>
  %277 = extractelement <8 x float> %bc, i64 0
  store float %277, ptr addrspace(3) %119, align 4
  %278 = extractelement <8 x float> %bc, i64 1
  store float %278, ptr addrspace(3) %122, align 4
  %279 = extractelement <8 x float> %bc, i64 2
  store float %279, ptr addrspace(3) %126, align 4
  %280 = extractelement <8 x float> %bc, i64 3
  store float %280, ptr addrspace(3) %129, align 4
  %281 = extractelement <8 x float> %bc, i64 4
  store float %281, ptr addrspace(3) %133, align 4
  %282 = extractelement <8 x float> %bc, i64 5
  store float %282, ptr addrspace(3) %136, align 4
  %283 = extractelement <8 x float> %bc, i64 6
  store float %283, ptr addrspace(3) %140, align 4
  %284 = extractelement <8 x float> %bc, i64 7
  store float %284, ptr addrspace(3) %143, align 4
  br label %285

285: ; preds = %226, %224
  tail call void @llvm.musa.syncthreads.lm()
  %286 = load float, ptr addrspace(3) %70, align 16
  %287 = load float, ptr addrspace(3) %72, align 4
  %288 = load float, ptr addrspace(3) %74, align 8
  %289 = load float, ptr addrspace(3) %76, align 4
  %290 = load float, ptr addrspace(3) %79, align 16
  %291 = load float, ptr addrspace(3) %81, align 4
  %292 = load float, ptr addrspace(3) %83, align 8
  %293 = load float, ptr addrspace(3) %85, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %205, label %192, label %._crit_edge

._crit_edge: ; preds = %285, %54
  %.lcssa19 = phi float [ 0.000000e+00, %54 ], [ %286, %285 ]
  %.lcssa18 = phi float [ 0.000000e+00, %54 ], [ %287, %285 ]
  %.lcssa17 = phi float [ 0.000000e+00, %54 ], [ %288, %285 ]
  %.lcssa16 = phi float [ 0.000000e+00, %54 ], [ %289, %285 ]
  %.lcssa15 = phi float [ 0.000000e+00, %54 ], [ %290, %285 ]
  %.lcssa14 = phi float [ 0.000000e+00, %54 ], [ %291, %285 ]
  %.lcssa13 = phi float [ 0.000000e+00, %54 ], [ %292, %285 ]
  %.lcssa12 = phi float [ 0.000000e+00, %54 ], [ %293, %285 ]
  %294 = trunc i64 %66 to i32
  %295 = add i32 %17, %294
  %296 = mul i32 %295, %10
  %297 = sext i32 %296 to i64
  %298 = getelementptr float, ptr addrspace(1) %2, i64 %297
  %299 = trunc i64 %65 to i32
  %300 = or i32 %18, %299
  %301 = icmp slt i32 %295, %3
  %302 = icmp slt i32 %300, %4
  %303 = and i1 %301, %302
  br i1 %303, label %304, label %311

304: ; preds = %._crit_edge
  %305 = sext i32 %300 to i64
  %306 = getelementptr float, ptr addrspace(1) %298, i64 %305
  %307 = insertelement <4 x float> poison, float %.lcssa19, i64 0
  %308 = insertelement <4 x float> %307, float %.lcssa18, i64 1
  %309 = insertelement <4 x float> %308, float %.lcssa17, i64 2
  %310 = insertelement <4 x float> %309, float %.lcssa16, i64 3
  store <4 x float> %310, ptr addrspace(1) %306, align 16
  br label %311

311: ; preds = %304, %._crit_edge
  %312 = trunc i64 %67 to i32
  %313 = or i32 %18, %312
  %314 = icmp slt i32 %313, %4
  %315 = and i1 %301, %314
  br i1 %315, label %316, label %323

316: ; preds = %311
  %317 = sext i32 %313 to i64
  %318 = getelementptr float, ptr addrspace(1) %298, i64 %317
  %319 = insertelement <4 x float> poison, float %.lcssa15, i64 0
  %320 = insertelement <4 x float> %319, float %.lcssa14, i64 1
  %321 = insertelement <4 x float> %320, float %.lcssa13, i64 2
  %322 = insertelement <4 x float> %321, float %.lcssa12, i64 3
  store <4 x float> %322, ptr addrspace(1) %318, align 16
  br label %323

323: ; preds = %316, %311
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 512}
