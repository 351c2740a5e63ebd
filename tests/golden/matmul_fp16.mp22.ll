; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 56
  %22 = lshr i64 %20, 6
  %23 = or i64 %21, 4
  %24 = and i64 %20, 4294967232
  %25 = trunc i64 %20 to i32
  %26 = getelementptr float, ptr addrspace(3) @global_smem, i32 %25
  store float 0.000000e+00, ptr addrspace(3) %26, align 16
  %27 = or i32 %25, 1
  %28 = getelementptr float, ptr addrspace(3) @global_smem, i32 %27
  store float 0.000000e+00, ptr addrspace(3) %28, align 4
  %29 = or i32 %25, 2
  %30 = getelementptr float, ptr addrspace(3) @global_smem, i32 %29
  store float 0.000000e+00, ptr addrspace(3) %30, align 8
  %31 = or i32 %25, 3
  %32 = getelementptr float, ptr addrspace(3) @global_smem, i32 %31
  store float 0.000000e+00, ptr addrspace(3) %32, align 4
  %33 = or i64 %23, %24
  %34 = trunc i64 %33 to i32
  %35 = getelementptr float, ptr addrspace(3) @global_smem, i32 %34
  store float 0.000000e+00, ptr addrspace(3) %35, align 16
  %36 = or i32 %25, 5
  %37 = getelementptr float, ptr addrspace(3) @global_smem, i32 %36
  store float 0.000000e+00, ptr addrspace(3) %37, align 4
  %38 = or i32 %25, 6
  %39 = getelementptr float, ptr addrspace(3) @global_smem, i32 %38
  store float 0.000000e+00, ptr addrspace(3) %39, align 8
  %40 = or i32 %25, 7
  %41 = getelementptr float, ptr addrspace(3) @global_smem, i32 %40
  store float 0.000000e+00, ptr addrspace(3) %41, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %42 = shl nsw i64 %14, 2
  %43 = and i64 %42, 28
  %44 = lshr i64 %42, 5
  %45 = trunc i64 %44 to i32
  %46 = add i32 %17, %45
  %47 = mul i32 %46, %6
  %48 = sext i32 %47 to i64
  %49 = getelementptr half, ptr addrspace(1) %0, i64 %48
  %50 = trunc i64 %43 to i32
  %51 = icmp slt i32 %46, %3
  %52 = icmp slt i32 %50, %5
  %53 = and i1 %52, %51
  %54 = and i1 %19, %53
  br i1 %54, label %55, label %58

55: ; preds = %12
  %56 = getelementptr half, ptr addrspace(1) %49, i64 %43
  %57 = load <4 x half>, ptr addrspace(1) %56, align 8
  br label %58

58: ; preds = %55, %12
  %59 = phi <4 x half> [ %57, %55 ], [ zeroinitializer, %12 ]
  %60 = extractelement <4 x half> %59, i64 0
  %61 = extractelement <4 x half> %59, i64 1
  %62 = extractelement <4 x half> %59, i64 2
  %63 = extractelement <4 x half> %59, i64 3
  %64 = lshr i64 %42, 6
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %42 to i32
  %67 = and i32 %66, 60
  %68 = or i32 %67, %18
  %69 = icmp slt i32 %65, %5
  %70 = icmp slt i32 %68, %4
  %71 = and i1 %69, %70
  %72 = and i1 %19, %71
  br i1 %72, label %73, label %80

73: ; preds = %58
  %74 = mul i32 %65, %8
  %75 = sext i32 %74 to i64
  %76 = getelementptr half, ptr addrspace(1) %1, i64 %75
  %77 = sext i32 %68 to i64
  %78 = getelementptr half, ptr addrspace(1) %76, i64 %77
  %79 = load <4 x half>, ptr addrspace(1) %78, align 8
  br label %80

80: ; preds = %73, %58
  %81 = phi <4 x half> [ %79, %73 ], [ zeroinitializer, %58 ]
  %82 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %66
  %83 = or i32 %66, 1
  %84 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %83
  %85 = or i32 %66, 2
  %86 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %85
  %87 = or i32 %66, 3
  %88 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %87
  %89 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %66
  %90 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %83
  %91 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %85
  %92 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %87
  %93 = and i64 %14, 63
  %94 = getelementptr float, ptr addrspace(3) @global_smem, i32 %13
  %95 = lshr i64 %14, 1
  %96 = and i64 %95, 4294967264
  %97 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %13
  %98 = add nsw i64 %14, 512
  %99 = trunc i64 %98 to i32
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  %101 = lshr i64 %98, 1
  %102 = and i64 %101, 4294967264
  %103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %99
  %104 = add nsw i64 %14, 1024
  %105 = trunc i64 %104 to i32
  %106 = getelementptr float, ptr addrspace(3) @global_smem, i32 %105
  %107 = lshr i64 %104, 1
  %108 = and i64 %107, 4294967264
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %105
  %110 = add nsw i64 %14, 1536
  %111 = trunc i64 %110 to i32
  %112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %111
  %113 = lshr i64 %110, 1
  %114 = and i64 %113, 4294967264
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %111
  %116 = add nsw i64 %14, 2048
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) @global_smem, i32 %117
  %119 = lshr i64 %116, 1
  %120 = and i64 %119, 4294967264
  %121 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %117
  %122 = add nsw i64 %14, 2560
  %123 = trunc i64 %122 to i32
  %124 = getelementptr float, ptr addrspace(3) @global_smem, i32 %123
  %125 = lshr i64 %122, 1
  %126 = and i64 %125, 4294967264
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %123
  %128 = add nsw i64 %14, 3072
  %129 = trunc i64 %128 to i32
  %130 = getelementptr float, ptr addrspace(3) @global_smem, i32 %129
  %131 = lshr i64 %128, 1
  %132 = and i64 %131, 4294967264
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %129
  %134 = add nsw i64 %14, 3584
  %135 = trunc i64 %134 to i32
  %136 = getelementptr float, ptr addrspace(3) @global_smem, i32 %135
  %137 = lshr i64 %134, 1
  %138 = and i64 %137, 4294967264
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %135
  %140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %25
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %27
  %142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %29
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %31
  %144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %34
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %36
  %146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %38
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %40
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %80
  %148 = extractelement <4 x half> %81, i64 3
  %149 = extractelement <4 x half> %81, i64 2
  %150 = extractelement <4 x half> %81, i64 1
  %151 = extractelement <4 x half> %81, i64 0
  %152 = sext i32 %68 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %152
  br label %153

153: ; preds = %.lr.ph, %343
  %154 = phi half [ %148, %.lr.ph ], [ %344, %343 ]
  %155 = phi half [ %149, %.lr.ph ], [ %190, %343 ]
  %156 = phi half [ %150, %.lr.ph ], [ %210, %343 ]
  %157 = phi half [ %151, %.lr.ph ], [ %189, %343 ]
  %158 = phi half [ %63, %.lr.ph ], [ %178, %343 ]
  %159 = phi half [ %62, %.lr.ph ], [ %177, %343 ]
  %160 = phi half [ %61, %.lr.ph ], [ %176, %343 ]
  %161 = phi half [ %60, %.lr.ph ], [ %175, %343 ]
  %162 = phi i32 [ 0, %.lr.ph ], [ %163, %343 ]
  %163 = add i32 %162, 32
  %164 = icmp slt i32 %163, %5
  %165 = or i32 %163, %50
  %166 = icmp slt i32 %165, %5
  %167 = and i1 %51, %166
  %168 = and i1 %164, %167
  br i1 %168, label %169, label %173

169: ; preds = %153
  %170 = sext i32 %165 to i64
  %171 = getelementptr half, ptr addrspace(1) %49, i64 %170
  %172 = load <4 x half>, ptr addrspace(1) %171, align 8
  br label %173

173: ; preds = %169, %153
  %174 = phi <4 x half> [ %172, %169 ], [ zeroinitializer, %153 ]
  %175 = extractelement <4 x half> %174, i64 0
  %176 = extractelement <4 x half> %174, i64 1
  %177 = extractelement <4 x half> %174, i64 2
  %178 = extractelement <4 x half> %174, i64 3
  %179 = add i32 %163, %65
  %180 = icmp slt i32 %179, %5
  %181 = and i1 %70, %180
  %182 = and i1 %164, %181
  br i1 %182, label %183, label %187

183: ; preds = %173
  %184 = mul i32 %179, %8
  %185 = sext i32 %184 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %185
  %186 = load <4 x half>, ptr addrspace(1) %gep, align 8
  br label %187

187: ; preds = %183, %173
  %188 = phi <4 x half> [ %186, %183 ], [ zeroinitializer, %173 ]
  %189 = extractelement <4 x half> %188, i64 0
  %190 = extractelement <4 x half> %188, i64 2
  store half %161, ptr addrspace(3) %82, align 8
  store half %160, ptr addrspace(3) %84, align 2
  store half %159, ptr addrspace(3) %86, align 4
  store half %158, ptr addrspace(3) %88, align 2
  tail call void @llvm.musa.syncthreads.lm()
  store half %157, ptr addrspace(3) %89, align 8
  store half %156, ptr addrspace(3) %90, align 2
  store half %155, ptr addrspace(3) %91, align 4
  store half %154, ptr addrspace(3) %92, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %191 = load float, ptr addrspace(3) %94, align 4
  br label %192

192: ; preds = %187, %192
  %193 = phi float [ %191, %187 ], [ %206, %192 ]
  %194 = phi i64 [ 0, %187 ], [ %207, %192 ]
  %195 = or i64 %194, %96
  %196 = trunc i64 %195 to i32
  %197 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %196
  %198 = load half, ptr addrspace(3) %197, align 2
  %199 = shl nuw nsw i64 %194, 6
  %200 = or i64 %199, %93
  %201 = trunc i64 %200 to i32
  %202 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %201
  %203 = load half, ptr addrspace(3) %202, align 2
  %204 = fpext half %198 to float
  %205 = fpext half %203 to float
  %206 = tail call float @llvm.fma.f32(float %204, float %205, float %193)
  %207 = add nuw nsw i64 %194, 1
  %208 = icmp ult i64 %194, 31
  br i1 %208, label %192, label %209

209: ; preds = %192
  %210 = extractelement <4 x half> %188, i64 1
  store float %206, ptr addrspace(3) %97, align 4
  %211 = load float, ptr addrspace(3) %100, align 4
  br label %212

212: ; preds = %209, %212
  %213 = phi float [ %211, %209 ], [ %226, %212 ]
  %214 = phi i64 [ 0, %209 ], [ %227, %212 ]
  %215 = or i64 %214, %102
  %216 = trunc i64 %215 to i32
  %217 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %216
  %218 = load half, ptr addrspace(3) %217, align 2
  %219 = shl nuw nsw i64 %214, 6
  %220 = or i64 %219, %93
  %221 = trunc i64 %220 to i32
  %222 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %221
  %223 = load half, ptr addrspace(3) %222, align 2
  %224 = fpext half %218 to float
  %225 = fpext half %223 to float
  %226 = tail call float @llvm.fma.f32(float %224, float %225, float %213)
  %227 = add nuw nsw i64 %214, 1
  %228 = icmp ult i64 %214, 31
  br i1 %228, label %212, label %229

229: ; preds = %212
  store float %226, ptr addrspace(3) %103, align 4
  %230 = load float, ptr addrspace(3) %106, align 4
  br label %231

231: ; preds = %229, %231
  %232 = phi float [ %230, %229 ], [ %245, %231 ]
  %233 = phi i64 [ 0, %229 ], [ %246, %231 ]
  %234 = or i64 %233, %108
  %235 = trunc i64 %234 to i32
  %236 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %235
  %237 = load half, ptr addrspace(3) %236, align 2
  %238 = shl nuw nsw i64 %233, 6
  %239 = or i64 %238, %93
  %240 = trunc i64 %239 to i32
  %241 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %240
  %242 = load half, ptr addrspace(3) %241, align 2
  %243 = fpext half %237 to float
  %244 = fpext half %242 to float
  %245 = tail call float @llvm.fma.f32(float %243, float %244, float %232)
  %246 = add nuw nsw i64 %233, 1
  %247 = icmp ult i64 %233, 31
  br i1 %247, label %231, label %248

248: ; preds = %231
  store float %245, ptr addrspace(3) %109, align 4
  %249 = load float, ptr addrspace(3) %112, align 4
  br label %250

250: ; preds = %248, %250
  %251 = phi float [ %249, %248 ], [ %264, %250 ]
  %252 = phi i64 [ 0, %248 ], [ %265, %250 ]
  %253 = or i64 %252, %114
  %254 = trunc i64 %253 to i32
  %255 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %254
  %256 = load half, ptr addrspace(3) %255, align 2
  %257 = shl nuw nsw i64 %252, 6
  %258 = or i64 %257, %93
  %259 = trunc i64 %258 to i32
  %260 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %259
  %261 = load half, ptr addrspace(3) %260, align 2
  %262 = fpext half %256 to float
  %263 = fpext half %261 to float
  %264 = tail call float @llvm.fma.f32(float %262, float %263, float %251)
  %265 = add nuw nsw i64 %252, 1
  %266 = icmp ult i64 %252, 31
  br i1 %266, label %250, label %267

267: ; preds = %250
  store float %264, ptr addrspace(3) %115, align 4
  %268 = load float, ptr addrspace(3) %118, align 4
  br label %269

269: ; preds = %267, %269
  %270 = phi float [ %268, %267 ], [ %283, %269 ]
  %271 = phi i64 [ 0, %267 ], [ %284, %269 ]
  %272 = or i64 %271, %120
  %273 = trunc i64 %272 to i32
  %274 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %273
  %275 = load half, ptr addrspace(3) %274, align 2
  %276 = shl nuw nsw i64 %271, 6
  %277 = or i64 %276, %93
  %278 = trunc i64 %277 to i32
  %279 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %278
  %280 = load half, ptr addrspace(3) %279, align 2
  %281 = fpext half %275 to float
  %282 = fpext half %280 to float
  %283 = tail call float @llvm.fma.f32(float %281, float %282, float %270)
  %284 = add nuw nsw i64 %271, 1
  %285 = icmp ult i64 %271, 31
  br i1 %285, label %269, label %286

286: ; preds = %269
  store float %283, ptr addrspace(3) %121, align 4
  %287 = load float, ptr addrspace(3) %124, align 4
  br label %288

288: ; preds = %286, %288
  %289 = phi float [ %287, %286 ], [ %302, %288 ]
  %290 = phi i64 [ 0, %286 ], [ %303, %288 ]
  %291 = or i64 %290, %126
  %292 = trunc i64 %291 to i32
  %293 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %292
  %294 = load half, ptr addrspace(3) %293, align 2
  %295 = shl nuw nsw i64 %290, 6
  %296 = or i64 %295, %93
  %297 = trunc i64 %296 to i32
  %298 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %297
  %299 = load half, ptr addrspace(3) %298, align 2
  %300 = fpext half %294 to float
  %301 = fpext half %299 to float
  %302 = tail call float @llvm.fma.f32(float %300, float %301, float %289)
  %303 = add nuw nsw i64 %290, 1
  %304 = icmp ult i64 %290, 31
  br i1 %304, label %288, label %305

305: ; preds = %288
  store float %302, ptr addrspace(3) %127, align 4
  %306 = load float, ptr addrspace(3) %130, align 4
  br label %307

307: ; preds = %305, %307
  %308 = phi float [ %306, %305 ], [ %321, %307 ]
  %309 = phi i64 [ 0, %305 ], [ %322, %307 ]
  %310 = or i64 %309, %132
  %311 = trunc i64 %310 to i32
  %312 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %311
  %313 = load half, ptr addrspace(3) %312, align 2
  %314 = shl nuw nsw i64 %309, 6
  %315 = or i64 %314, %93
  %316 = trunc i64 %315 to i32
  %317 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %316
  %318 = load half, ptr addrspace(3) %317, align 2
  %319 = fpext half %313 to float
  %320 = fpext half %318 to float
  %321 = tail call float @llvm.fma.f32(float %319, float %320, float %308)
  %322 = add nuw nsw i64 %309, 1
  %323 = icmp ult i64 %309, 31
  br i1 %323, label %307, label %324

324: ; preds = %307
  store float %321, ptr addrspace(3) %133, align 4
  %325 = load float, ptr addrspace(3) %136, align 4
  br label %326

326: ; preds = %324, %326
  %327 = phi float [ %325, %324 ], [ %340, %326 ]
  %328 = phi i64 [ 0, %324 ], [ %341, %326 ]
  %329 = or i64 %328, %138
  %330 = trunc i64 %329 to i32
  %331 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %330
  %332 = load half, ptr addrspace(3) %331, align 2
  %333 = shl nuw nsw i64 %328, 6
  %334 = or i64 %333, %93
  %335 = trunc i64 %334 to i32
  %336 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %335
  %337 = load half, ptr addrspace(3) %336, align 2
  %338 = fpext half %332 to float
  %339 = fpext half %337 to float
  %340 = tail call float @llvm.fma.f32(float %338, float %339, float %327)
  %341 = add nuw nsw i64 %328, 1
  %342 = icmp ult i64 %328, 31
  br i1 %342, label %326, label %343

343: ; preds = %326
  %344 = extractelement <4 x half> %188, i64 3
  store float %340, ptr addrspace(3) %139, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %345 = load float, ptr addrspace(3) %140, align 16
  store float %345, ptr addrspace(3) %26, align 16
  %346 = load float, ptr addrspace(3) %141, align 4
  store float %346, ptr addrspace(3) %28, align 4
  %347 = load float, ptr addrspace(3) %142, align 8
  store float %347, ptr addrspace(3) %30, align 8
  %348 = load float, ptr addrspace(3) %143, align 4
  store float %348, ptr addrspace(3) %32, align 4
  %349 = load float, ptr addrspace(3) %144, align 16
  store float %349, ptr addrspace(3) %35, align 16
  %350 = load float, ptr addrspace(3) %145, align 4
  store float %350, ptr addrspace(3) %37, align 4
  %351 = load float, ptr addrspace(3) %146, align 8
  store float %351, ptr addrspace(3) %39, align 8
  %352 = load float, ptr addrspace(3) %147, align 4
  store float %352, ptr addrspace(3) %41, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %164, label %153, label %._crit_edge

._crit_edge: ; preds = %343, %80
  %353 = trunc i64 %22 to i32
  %354 = add i32 %17, %353
  %355 = mul i32 %354, %10
  %356 = sext i32 %355 to i64
  %357 = getelementptr float, ptr addrspace(1) %2, i64 %356
  %358 = trunc i64 %21 to i32
  %359 = or i32 %18, %358
  %360 = icmp slt i32 %354, %3
  %361 = icmp slt i32 %359, %4
  %362 = and i1 %360, %361
  br i1 %362, label %363, label %367

363: ; preds = %._crit_edge
  %364 = sext i32 %359 to i64
  %365 = getelementptr float, ptr addrspace(1) %357, i64 %364
  %366 = load <4 x float>, ptr addrspace(3) %26, align 16
  store <4 x float> %366, ptr addrspace(1) %365, align 16
  br label %367

367: ; preds = %363, %._crit_edge
  %368 = trunc i64 %23 to i32
  %369 = or i32 %18, %368
  %370 = icmp slt i32 %369, %4
  %371 = and i1 %360, %370
  br i1 %371, label %372, label %383

372: ; preds = %367
  %373 = sext i32 %369 to i64
  %374 = getelementptr float, ptr addrspace(1) %357, i64 %373
  %375 = load float, ptr addrspace(3) %35, align 16
  %376 = insertelement <4 x float> poison, float %375, i64 0
  %377 = load float, ptr addrspace(3) %37, align 4
  %378 = insertelement <4 x float> %376, float %377, i64 1
  %379 = load float, ptr addrspace(3) %39, align 8
  %380 = insertelement <4 x float> %378, float %379, i64 2
  %381 = load float, ptr addrspace(3) %41, align 4
  %382 = insertelement <4 x float> %380, float %381, i64 3
  store <4 x float> %382, ptr addrspace(1) %374, align 16
  br label %383

383: ; preds = %372, %367
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 512}
