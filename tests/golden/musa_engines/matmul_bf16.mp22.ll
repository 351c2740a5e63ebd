; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32>, <2 x i32>, <8 x i32>, i32, i32, i32) #0

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
  %27 = getelementptr bfloat, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr bfloat, ptr addrspace(1) %27, i64 %21
  %35 = load <4 x bfloat>, ptr addrspace(1) %34, align 8
  br label %36

36: ; preds = %33, %12
  %37 = phi <4 x bfloat> [ %35, %33 ], [ zeroinitializer, %12 ]
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
  %50 = getelementptr bfloat, ptr addrspace(1) %1, i64 %49
  %51 = sext i32 %42 to i64
  %52 = getelementptr bfloat, ptr addrspace(1) %50, i64 %51
  %53 = load <4 x bfloat>, ptr addrspace(1) %52, align 8
  br label %54

54: ; preds = %47, %36
  %55 = phi <4 x bfloat> [ %53, %47 ], [ zeroinitializer, %36 ]
  %56 = mul i64 %22, 40
  %57 = add i64 %56, %21
  %58 = trunc i64 %57 to i32
  %59 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %58
  %60 = mul i64 %39, 72
  %61 = add i64 %60, %38
  %62 = trunc i64 %61 to i32
  %63 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %62
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
  %87 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %69
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %78
  %89 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %80
  %90 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %82
  %91 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %84
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %92 = lshr i64 %14, 6
  %93 = and i64 %92, 1
  %94 = shl nuw nsw i64 %93, 3
  %95 = shl nsw i64 %14, 1
  %96 = and i64 %95, 6
  %97 = or i64 %94, %96
  %98 = lshr i64 %14, 4
  %99 = and i64 %98, 1
  %100 = shl nuw nsw i64 %99, 1
  %101 = shl nuw nsw i64 %93, 2
  %102 = or i64 %100, %101
  %103 = lshr i64 %14, 3
  %104 = and i64 %103, 1
  %105 = or i64 %102, %104
  %106 = lshr i64 %14, 2
  %107 = and i64 %106, 8
  %urem4 = and i64 %14, 7
  %108 = or i64 %107, %urem4
  %109 = shl nuw nsw i64 %104, 1
  %110 = shl nuw nsw i64 %99, 2
  %111 = or i64 %109, %110
  %112 = and i64 %106, 1
  %113 = or i64 %111, %112
  %114 = or i64 %113, %107
  %115 = sext i32 %42 to i64
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %115
  %116 = and i64 %103, 32
  %117 = and i64 %106, 32
  %118 = or i64 %105, %116
  %119 = or i64 %108, %117
  %120 = shl nuw nsw i64 %118, 6
  %121 = or i64 %120, %119
  %122 = trunc i64 %121 to i32
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %122
  %124 = or i64 %119, 16
  %125 = or i64 %120, %124
  %126 = trunc i64 %125 to i32
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %126
  %128 = or i64 %120, 512
  %129 = or i64 %128, %119
  %130 = trunc i64 %129 to i32
  %131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %130
  %132 = or i64 %128, %124
  %133 = trunc i64 %132 to i32
  %134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %133
  %135 = or i64 %120, 1024
  %136 = or i64 %135, %119
  %137 = trunc i64 %136 to i32
  %138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %137
  %139 = or i64 %135, %124
  %140 = trunc i64 %139 to i32
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %140
  %142 = or i64 %120, 1536
  %143 = or i64 %142, %119
  %144 = trunc i64 %143 to i32
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %144
  %146 = or i64 %142, %124
  %147 = trunc i64 %146 to i32
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %147
  %149 = or i64 %114, %116
  %150 = mul nuw nsw i64 %149, 40
  %151 = add nuw nsw i64 %150, 640
  %152 = or i64 %114, %117
  %153 = or i64 %152, 16
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %122
  %155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %126
  %156 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %130
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %133
  %158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %137
  %159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %140
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %144
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %147
  %162 = add nuw nsw i64 %97, %150
  %163 = trunc i64 %162 to i32
  %164 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %163
  %165 = add nuw nsw i64 %97, %151
  %166 = trunc i64 %165 to i32
  %167 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %166
  %168 = mul nuw nsw i64 %97, 72
  %169 = add nuw nsw i64 %168, %152
  %170 = trunc i64 %169 to i32
  %171 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %170
  %172 = mul nuw nsw i64 %97, 72
  %173 = add nuw nsw i64 %172, 72
  %174 = add nuw nsw i64 %173, %152
  %175 = trunc i64 %174 to i32
  %176 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %175
  %177 = add nuw nsw i64 %168, %153
  %178 = trunc i64 %177 to i32
  %179 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %178
  %180 = add nuw nsw i64 %173, %153
  %181 = trunc i64 %180 to i32
  %182 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %181
  %183 = or i64 %97, 16
  %184 = add nuw nsw i64 %183, %150
  %185 = trunc i64 %184 to i32
  %186 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %185
  %187 = add nuw nsw i64 %183, %151
  %188 = trunc i64 %187 to i32
  %189 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %188
  %190 = mul nuw nsw i64 %183, 72
  %191 = add nuw nsw i64 %190, %152
  %192 = trunc i64 %191 to i32
  %193 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %192
  %194 = mul nuw nsw i64 %97, 72
  %195 = add nuw nsw i64 %194, 1224
  %196 = add nuw nsw i64 %195, %152
  %197 = trunc i64 %196 to i32
  %198 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %197
  %199 = add nuw nsw i64 %190, %153
  %200 = trunc i64 %199 to i32
  %201 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %200
  %202 = add nuw nsw i64 %195, %153
  %203 = trunc i64 %202 to i32
  %204 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %203
  br label %205

205: ; preds = %.lr.ph, %298
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %303, %298 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %302, %298 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %301, %298 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %300, %298 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %307, %298 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %306, %298 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %305, %298 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %304, %298 ]
  %214 = phi i32 [ 0, %.lr.ph ], [ %217, %298 ]
  %215 = phi <4 x bfloat> [ %37, %.lr.ph ], [ %228, %298 ]
  %216 = phi <4 x bfloat> [ %55, %.lr.ph ], [ %238, %298 ]
  %217 = add i32 %214, 32
  %218 = icmp slt i32 %217, %5
  %219 = or i32 %217, %28
  %220 = icmp slt i32 %219, %5
  %221 = and i1 %29, %220
  %222 = and i1 %218, %221
  br i1 %222, label %223, label %227

223: ; preds = %205
  %224 = sext i32 %219 to i64
  %225 = getelementptr bfloat, ptr addrspace(1) %27, i64 %224
  %226 = load <4 x bfloat>, ptr addrspace(1) %225, align 8
  br label %227

227: ; preds = %223, %205
  %228 = phi <4 x bfloat> [ %226, %223 ], [ zeroinitializer, %205 ]
  %229 = add i32 %217, %40
  %230 = icmp slt i32 %229, %5
  %231 = and i1 %44, %230
  %232 = and i1 %218, %231
  br i1 %232, label %233, label %237

233: ; preds = %227
  %234 = mul i32 %229, %8
  %235 = sext i32 %234 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %235
  %236 = load <4 x bfloat>, ptr addrspace(1) %gep, align 8
  br label %237

237: ; preds = %233, %227
  %238 = phi <4 x bfloat> [ %236, %233 ], [ zeroinitializer, %227 ]
  store <4 x bfloat> %215, ptr addrspace(3) %59, align 8
  store <4 x bfloat> %216, ptr addrspace(3) %63, align 8
  tail call void @llvm.musa.syncthreads.lm()
  store float %213, ptr addrspace(3) %70, align 16
  store float %212, ptr addrspace(3) %72, align 4
  store float %211, ptr addrspace(3) %74, align 8
  store float %210, ptr addrspace(3) %76, align 4
  store float %209, ptr addrspace(3) %79, align 16
  store float %208, ptr addrspace(3) %81, align 4
  store float %207, ptr addrspace(3) %83, align 8
  store float %206, ptr addrspace(3) %85, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %86, label %239, label %298

239: ; preds = %237
  %240 = load i32, ptr addrspace(3) %123, align 4
  %241 = load i32, ptr addrspace(3) %127, align 4
  %242 = load i32, ptr addrspace(3) %131, align 4
  %243 = load i32, ptr addrspace(3) %134, align 4
  %244 = load i32, ptr addrspace(3) %138, align 4
  %245 = load i32, ptr addrspace(3) %141, align 4
  %246 = load i32, ptr addrspace(3) %145, align 4
  %247 = load i32, ptr addrspace(3) %148, align 4
  %248 = insertelement <8 x i32> poison, i32 %240, i64 0
  %249 = insertelement <8 x i32> %248, i32 %241, i64 1
  %250 = insertelement <8 x i32> %249, i32 %242, i64 2
  %251 = insertelement <8 x i32> %250, i32 %243, i64 3
  %252 = insertelement <8 x i32> %251, i32 %244, i64 4
  %253 = insertelement <8 x i32> %252, i32 %245, i64 5
  %254 = insertelement <8 x i32> %253, i32 %246, i64 6
  %255 = insertelement <8 x i32> %254, i32 %247, i64 7
  %256 = load i32, ptr addrspace(3) %164, align 4
  %257 = load i32, ptr addrspace(3) %167, align 4
  %258 = insertelement <2 x i32> poison, i32 %256, i64 0
  %259 = insertelement <2 x i32> %258, i32 %257, i64 1
  %260 = load bfloat, ptr addrspace(3) %171, align 2
  %261 = load bfloat, ptr addrspace(3) %176, align 2
  %262 = load bfloat, ptr addrspace(3) %179, align 2
  %263 = load bfloat, ptr addrspace(3) %182, align 2
  %264 = insertelement <2 x bfloat> poison, bfloat %260, i64 0
  %265 = insertelement <2 x bfloat> %264, bfloat %261, i64 1
  %266 = bitcast <2 x bfloat> %265 to i32
  %267 = insertelement <2 x bfloat> poison, bfloat %262, i64 0
  %268 = insertelement <2 x bfloat> %267, bfloat %263, i64 1
  %269 = bitcast <2 x bfloat> %268 to i32
  %270 = insertelement <2 x i32> poison, i32 %266, i64 0
  %271 = insertelement <2 x i32> %270, i32 %269, i64 1
  %272 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %259, <2 x i32> %271, <8 x i32> %255, i32 1, i32 1, i32 1)
  %273 = load i32, ptr addrspace(3) %186, align 4
  %274 = load i32, ptr addrspace(3) %189, align 4
  %275 = insertelement <2 x i32> poison, i32 %273, i64 0
  %276 = insertelement <2 x i32> %275, i32 %274, i64 1
  %277 = load bfloat, ptr addrspace(3) %193, align 2
  %278 = load bfloat, ptr addrspace(3) %198, align 2
  %279 = load bfloat, ptr addrspace(3) %201, align 2
  %280 = load bfloat, ptr addrspace(3) %204, align 2
  %281 = insertelement <2 x bfloat> poison, bfloat %277, i64 0
  %282 = insertelement <2 x bfloat> %281, bfloat %278, i64 1
  %283 = bitcast <2 x bfloat> %282 to i32
  %284 = insertelement <2 x bfloat> poison, bfloat %279, i64 0
  %285 = insertelement <2 x bfloat> %284, bfloat %280, i64 1
  %286 = bitcast <2 x bfloat> %285 to i32
  %287 = insertelement <2 x i32> poison, i32 %283, i64 0
  %288 = insertelement <2 x i32> %287, i32 %286, i64 1
  %289 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %276, <2 x i32> %288, <8 x i32> %272, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %289 to <8 x float>
  %290 = extractelement <8 x float> %bc, i64 0
  store float %290, ptr addrspace(3) %154, align 4
  %291 = extractelement <8 x float> %bc, i64 1
  store float %291, ptr addrspace(3) %155, align 4
  %292 = extractelement <8 x float> %bc, i64 2
  store float %292, ptr addrspace(3) %156, align 4
  %293 = extractelement <8 x float> %bc, i64 3
  store float %293, ptr addrspace(3) %157, align 4
  %294 = extractelement <8 x float> %bc, i64 4
  store float %294, ptr addrspace(3) %158, align 4
  %295 = extractelement <8 x float> %bc, i64 5
  store float %295, ptr addrspace(3) %159, align 4
  %296 = extractelement <8 x float> %bc, i64 6
  store float %296, ptr addrspace(3) %160, align 4
  %297 = extractelement <8 x float> %bc, i64 7
  store float %297, ptr addrspace(3) %161, align 4
  br label %298

298: ; preds = %239, %237
  tail call void @llvm.musa.syncthreads.lm()
  %299 = load <4 x float>, ptr addrspace(3) %87, align 16
  %300 = load float, ptr addrspace(3) %88, align 16
  %301 = load float, ptr addrspace(3) %89, align 4
  %302 = load float, ptr addrspace(3) %90, align 8
  %303 = load float, ptr addrspace(3) %91, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %304 = extractelement <4 x float> %299, i64 0
  %305 = extractelement <4 x float> %299, i64 1
  %306 = extractelement <4 x float> %299, i64 2
  %307 = extractelement <4 x float> %299, i64 3
  br i1 %218, label %205, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %298
  %308 = insertelement <4 x float> poison, float %300, i64 0
  %309 = insertelement <4 x float> %308, float %301, i64 1
  %310 = insertelement <4 x float> %309, float %302, i64 2
  %311 = insertelement <4 x float> %310, float %303, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %54
  %312 = phi <4 x float> [ zeroinitializer, %54 ], [ %311, %._crit_edge.loopexit ]
  %313 = phi <4 x float> [ zeroinitializer, %54 ], [ %299, %._crit_edge.loopexit ]
  %314 = trunc i64 %66 to i32
  %315 = add i32 %17, %314
  %316 = mul i32 %315, %10
  %317 = sext i32 %316 to i64
  %318 = getelementptr float, ptr addrspace(1) %2, i64 %317
  %319 = trunc i64 %65 to i32
  %320 = or i32 %18, %319
  %321 = icmp slt i32 %315, %3
  %322 = icmp slt i32 %320, %4
  %323 = and i1 %321, %322
  br i1 %323, label %324, label %327

324: ; preds = %._crit_edge
  %325 = sext i32 %320 to i64
  %326 = getelementptr float, ptr addrspace(1) %318, i64 %325
  store <4 x float> %313, ptr addrspace(1) %326, align 16
  br label %327

327: ; preds = %324, %._crit_edge
  %328 = trunc i64 %67 to i32
  %329 = or i32 %18, %328
  %330 = icmp slt i32 %329, %4
  %331 = and i1 %321, %330
  br i1 %331, label %332, label %335

332: ; preds = %327
  %333 = sext i32 %329 to i64
  %334 = getelementptr float, ptr addrspace(1) %318, i64 %333
  store <4 x float> %312, ptr addrspace(1) %334, align 16
  br label %335

335: ; preds = %332, %327
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
